import { type Review } from '@tgde/contracts';
import { type ReactNode } from 'react';
import { StarRating } from '../../../components/ui/star-rating';
import { useT } from '../../../i18n/i18n-context';
import { formatDay } from '../../../lib/format-day';

/** One review; `action` (Delete, for its author and admins) goes beside the reviewer's name. */
export function ReviewCard({ review, action }: { review: Review; action?: ReactNode }) {
  const { t, locale } = useT();
  const initial = review.name.trim().charAt(0).toUpperCase() || '?';
  return (
    <article className="card h-full bg-base-100 shadow-md ring-1 ring-base-300">
      <div className="card-body gap-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <StarRating rating={review.rating} />
          {review.bookedWithUs && (
            <span
              className="badge badge-success badge-soft badge-sm"
              title={t('This traveler has made a paid trip there with us')}
            >
              {t('Booked with us')}
            </span>
          )}
        </div>
        {/* daisyUI's card-body lets each <p> grow: only the comment below takes the spare height. */}
        {review.destinationName && (
          <p className="flex-none text-sm font-semibold tracking-wide break-words text-secondary uppercase">
            {review.destinationName}
          </p>
        )}
        <blockquote className="flex-1 text-lg leading-relaxed break-words">
          <p className="whitespace-pre-line" data-user-content>
            {t('“{comment}”', { comment: review.comment })}
          </p>
        </blockquote>
        <div className="flex items-center gap-3 border-t border-base-300 pt-4">
          <span
            aria-hidden="true"
            className="grid size-10 shrink-0 place-items-center rounded-full bg-primary font-semibold text-primary-content"
          >
            {initial}
          </span>
          <div className="min-w-0">
            <p className="font-medium break-words">{t('Rated by {name}', { name: review.name })}</p>
            <p className="text-sm text-muted">
              <time dateTime={review.createdAt}>{formatDay(review.createdAt, locale)}</time>
            </p>
          </div>
          {action && <div className="ml-auto shrink-0">{action}</div>}
        </div>
      </div>
    </article>
  );
}
