import { useT } from '../../i18n/i18n-context';
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
  const { t, locale } = useT();
  if (averageRating === null || reviewCount === 0) {
    return <p className={`text-sm text-muted ${className}`}>{t('No reviews yet')}</p>;
  }
  // toFixed, not Intl: English shows exactly what it always has; German writes a decimal comma.
  const fixed = averageRating.toFixed(1);
  const average = locale === 'de' ? fixed.replace('.', ',') : fixed;
  const count = t('{count, plural, one {# review} other {# reviews}}', { count: reviewCount });
  return (
    <div className={`flex flex-wrap items-center gap-2 text-sm ${className}`}>
      <StarRating rating={averageRating} />
      {/* The stars round to whole ones; the text says the exact average, for everyone. */}
      <span>
        <span className="font-semibold">{average}</span>
        <span className="sr-only"> {t('out of 5')}</span> <span className="text-muted">· {count}</span>
      </span>
    </div>
  );
}
