import { useT } from '../../i18n/i18n-context';
import { formatCoordinate } from '../../lib/coordinates';
import { GermanyShape, MAP_VIEWBOX, project } from './germany-shape';

/**
 * A small picture of Germany with one point on it: the location an admin is typing. Not a link and
 * not interactive; its name says the coordinates, so a screen reader hears what it shows.
 */
export function LocationPreview({ latitude, longitude }: { latitude: number; longitude: number }) {
  const { t, locale } = useT();
  const { x, y } = project(latitude, longitude);
  // Degrees as the page's language writes decimals (52.52 in English, 52,52 in German).
  const degrees = (value: number) => formatCoordinate(value, locale);
  return (
    <svg
      viewBox={MAP_VIEWBOX}
      role="img"
      aria-label={t('Preview of {latitude}° N, {longitude}° E on the map of Germany', {
        latitude: degrees(latitude),
        longitude: degrees(longitude),
      })}
      className="absolute inset-0 h-full w-full overflow-visible"
    >
      <GermanyShape />
      <circle cx={x} cy={y} r={30} fill="none" strokeWidth={6} className="stroke-secondary" />
      <circle cx={x} cy={y} r={16} strokeWidth={5} className="fill-secondary stroke-white" />
    </svg>
  );
}
