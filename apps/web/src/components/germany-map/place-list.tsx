import { Link } from '../../lib/router';
import { useT } from '../../i18n/i18n-context';
import { destinationPath, isOnMap, northToSouth } from './places';
import { type MapPlace } from './types';

/**
 * The map's text alternative: every place as a link, in the markers' order, saying which one is this
 * page and which are not on the map (no location yet). Closed at first so that keyboard users pass
 * the markers once, not twice.
 */
export function PlaceList({ places, highlightId }: { places: MapPlace[]; highlightId?: string }) {
  const { t } = useT();
  if (places.length === 0) {
    return <p className="mt-3 text-sm text-muted">{t('No destinations to show on the map yet.')}</p>;
  }
  const offMap = places.filter((place) => !isOnMap(place)).length;
  return (
    <details className="mt-3 rounded-box border border-base-300 bg-base-100 text-sm">
      <summary className="cursor-pointer px-4 py-2 font-medium">
        {t(
          '{count, plural, one {The place on this map as a list} other {The # places on this map as a list}}',
          { count: places.length },
        )}
        {offMap > 0 && (
          <span className="text-muted"> {t('({count} not on the map)', { count: offMap })}</span>
        )}
      </summary>
      <ul className="grid gap-1 px-4 pb-3 sm:grid-cols-2">
        {northToSouth(places).map((place) => (
          <li key={place.id}>
            <Link
              to={destinationPath(place.id)}
              className="link link-primary"
              aria-current={place.id === highlightId ? 'page' : undefined}
            >
              {place.name}
            </Link>
            {place.id === highlightId && <span className="text-muted"> {t('(this destination)')}</span>}
            {!isOnMap(place) && <span className="text-muted"> {t('(not on the map: no location yet)')}</span>}
          </li>
        ))}
      </ul>
    </details>
  );
}
