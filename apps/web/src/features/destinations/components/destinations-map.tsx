import { type Destination } from '@tgde/contracts';
import { useId } from 'react';
import { LazyGermanyMap } from '../../../components/germany-map/lazy-germany-map';
import { type MapPlace } from '../../../components/germany-map/types';

/** The cards being shown, as markers on the map of Germany: it follows the search and the page. */
export function DestinationsMap({ destinations }: { destinations: Destination[] }) {
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
          On the map
        </h2>
        <p className="mt-2 text-muted">
          {count === 1 ? 'This destination' : `These ${count} destinations`}, from north to south. Each marker
          leads to its destination&apos;s page.
        </p>
        <LazyGermanyMap
          places={places}
          label={`Map of Germany with ${count} ${count === 1 ? 'destination' : 'destinations'}`}
          className="mt-6"
        />
      </div>
    </section>
  );
}
