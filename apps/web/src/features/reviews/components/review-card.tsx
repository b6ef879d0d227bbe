import { type Review } from '@tgde/contracts';
import { StarRating } from '../../../components/ui/star-rating';

export function ReviewCard({ review }: { review: Review }) {
  const initial = review.name.trim().charAt(0).toUpperCase() || '?';
  return (
    <article className="card h-full bg-base-100 shadow-md ring-1 ring-base-300">
      <div className="card-body gap-4">
        <StarRating rating={review.rating} />
        <blockquote className="flex-1 text-lg leading-relaxed">
          <p>&ldquo;{review.comment}&rdquo;</p>
        </blockquote>
        <div className="flex items-center gap-3 border-t border-base-300 pt-4">
          <span
            aria-hidden="true"
            className="grid size-10 place-items-center rounded-full bg-primary font-semibold text-primary-content"
          >
            {initial}
          </span>
          <p className="font-medium">Rated by {review.name}</p>
        </div>
      </div>
    </article>
  );
}
