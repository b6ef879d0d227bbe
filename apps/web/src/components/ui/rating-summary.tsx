import { StarRating } from './star-rating';

/** "★★★★☆ 4.3 · 12 reviews", or 'No reviews yet': a destination's reviews at a glance. */
export function RatingSummary({
  averageRating,
  reviewCount,
  className = '',
}: {
  averageRating: number | null;
  reviewCount: number;
  className?: string;
}) {
  if (averageRating === null || reviewCount === 0) {
    return <p className={`text-sm text-muted ${className}`}>No reviews yet</p>;
  }
  const average = averageRating.toFixed(1);
  const count = `${reviewCount} ${reviewCount === 1 ? 'review' : 'reviews'}`;
  return (
    <div className={`flex flex-wrap items-center gap-2 text-sm ${className}`}>
      <StarRating rating={averageRating} />
      {/* The stars round to whole ones; the text says the exact average, for everyone. */}
      <span>
        <span className="font-semibold">{average}</span>
        <span className="sr-only"> out of 5</span> <span className="text-muted">· {count}</span>
      </span>
    </div>
  );
}
