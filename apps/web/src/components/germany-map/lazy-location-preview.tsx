import { lazy, Suspense } from 'react';
import { useT } from '../../i18n/i18n-context';

// Shares the map's chunk (d3-geo and the outline); loaded only where a preview is shown.
const LocationPreview = lazy(async () => ({ default: (await import('./location-preview')).LocationPreview }));

/**
 * The location being typed, drawn on a small map of Germany; with no valid point yet, a note
 * instead. The box keeps the map's proportions whatever is in it, so nothing moves.
 */
export function LazyLocationPreview({
  point,
  className = '',
  emptyNote,
}: {
  point: { latitude: number; longitude: number } | null;
  className?: string;
  /** What the box says before there is a point (a destination's location by default). */
  emptyNote?: string;
}) {
  const { t } = useT();
  return (
    <div className={`relative aspect-[3/4] ${className}`}>
      {point ? (
        <Suspense fallback={<div className="absolute inset-0 rounded-box bg-base-200" />}>
          <LocationPreview latitude={point.latitude} longitude={point.longitude} />
        </Suspense>
      ) : (
        <p className="absolute inset-0 flex items-center justify-center rounded-box border border-dashed border-base-300 p-2 text-center text-xs text-muted">
          {emptyNote ?? t('A location in Germany shows here.')}
        </p>
      )}
    </div>
  );
}
