import { type Destination } from '@tgde/contracts';
import { useQuery } from '@tanstack/react-query';
import { LazyGermanyMap } from '../../../components/germany-map/lazy-germany-map';
import { type MapPlace } from '../../../components/germany-map/types';
import { useT } from '../../../i18n/i18n-context';
import { destinationsQueryOptions } from '../../../queries/catalogue-queries';

function toPlace({ _id, destinationName, latitude, longitude }: Destination): MapPlace {
  return { id: _id, name: destinationName, latitude, longitude };
}

/** 'Where it is': the destination among all the others on the map of Germany, this one highlighted. */
export function DestinationMap({ destination }: { destination: Destination }) {
  const { t } = useT();
  const catalogue = useQuery(destinationsQueryOptions());
  // Until the catalogue arrives (or if it fails), the map shows this destination alone.
  const others = (catalogue.data ?? []).filter((item) => item._id !== destination._id);
  const places = [toPlace(destination), ...others.map(toPlace)];
  const name = destination.destinationName;
  const located = destination.latitude !== null && destination.longitude !== null;

  return (
    <section aria-labelledby="destination-map-heading" className="border-t border-base-300 bg-base-200/50">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:px-6 lg:grid-cols-[1fr_minmax(0,28rem)] lg:px-8">
        <div>
          <h2 id="destination-map-heading" className="text-3xl font-bold">
            {t('Where it is')}
          </h2>
          <p className="mt-3 text-lg text-muted">
            {located
              ? t(
                  '{name} is the large ringed marker on the map. Choose any other marker to visit that destination.',
                  {
                    name,
                  },
                )
              : t('We have not marked {name} on the map yet. The markers show our other destinations.', {
                  name,
                })}
          </p>
          {catalogue.isError && (
            <p className="mt-3 text-muted" role="status">
              {t('The other destinations could not be loaded, so the map shows {name} only.', { name })}
            </p>
          )}
        </div>
        <LazyGermanyMap
          places={places}
          highlightId={destination._id}
          label={
            places.length > 1
              ? t('Map of Germany showing {name} among {count} destinations', { name, count: places.length })
              : t('Map of Germany showing {name}', { name })
          }
          className="mx-auto w-full max-w-md"
        />
      </div>
    </section>
  );
}
