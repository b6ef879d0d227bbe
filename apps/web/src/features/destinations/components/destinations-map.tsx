import { type Destination } from '@tgde/contracts';
import { useId } from 'react';
import { LazyGermanyMap } from '../../../components/germany-map/lazy-germany-map';
import { type MapPlace } from '../../../components/germany-map/types';
import { useT } from '../../../i18n/i18n-context';

/** The cards being shown, as markers on the map of Germany: it follows the search and the page. */
export function DestinationsMap({ destinations }: { destinations: Destination[] }) {
  const { t } = useT();
  const headingId = useId();
  const places: MapPlace[] = destinations.map((destination) => ({
    id: destination._id,
    name: destination.destinationName,
    latitude: destination.latitude,
    longitude: destination.longitude,
  }));
  const count = places.length;
  return (
    <section aria-labelledby={headingId} className="mt-14 border-t border-base-300 pt-10">
      <div className="mx-auto max-w-md">
        <h2 id={headingId} className="text-2xl font-bold">
          {t('On the map')}
        </h2>
        <p className="mt-2 text-muted">
          {t(
            "{count, plural, one {This destination} other {These {count} destinations}}, from north to south. Each marker leads to its destination's page.",
            { count },
          )}
        </p>
        <LazyGermanyMap
          places={places}
          label={t(
            'Map of Germany with {count, plural, one {{count} destination} other {{count} destinations}}',
            { count },
          )}
          className="mt-6"
        />
      </div>
    </section>
  );
}
