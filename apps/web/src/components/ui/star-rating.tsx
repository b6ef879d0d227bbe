import { useT } from '../../i18n/i18n-context';
import { clampRating, ratingLabel } from '../../lib/format';

export const STAR_PATH =
  'M12 2.5l2.94 5.96 6.56.95-4.75 4.63 1.12 6.54L12 17.5l-5.87 3.08 1.12-6.54L2.5 9.41l6.56-.95L12 2.5z';

/** Read-only stars: one image for assistive technology, named "Rated 4 out of 5". */
export function StarRating({ rating, className = '' }: { rating: number; className?: string }) {
  const { t } = useT();
  const stars = clampRating(rating);
  return (
    <div role="img" aria-label={ratingLabel(rating, t)} className={`flex gap-0.5 ${className}`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <svg
          key={n}
          viewBox="0 0 24 24"
          width="20"
          height="20"
          aria-hidden="true"
          className={n <= stars ? 'fill-amber-500 stroke-amber-600' : 'fill-base-300 stroke-base-300'}
        >
          <path d={STAR_PATH} strokeWidth="1" strokeLinejoin="round" />
        </svg>
      ))}
    </div>
  );
}
