import { useDeferredValue } from 'react';
import { Link, useParams } from 'react-router';
import { ErrorState } from '../../components/ui/error-state';
import { PageTitle } from '../../components/ui/page-title';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api';
import { isNotFound, useDestination } from './api/get-destination';
import { DestinationHero } from './components/destination-hero';
import { DestinationMap } from './components/destination-map';
import { DestinationPhotos } from './components/destination-photos';

function DestinationNotFound() {
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <PageTitle page="Destination Not Found" />
      <p className="font-semibold tracking-wide text-secondary uppercase">Destination</p>
      <h1 className="mt-2 text-4xl font-bold">We could not find that destination</h1>
      <p className="mt-4 text-lg text-muted">
        It may have been removed, or the link is not quite right. Our other destinations are waiting for you.
      </p>
      <Link to="/destination" className="btn btn-primary mt-8">
        See all destinations
      </Link>
    </div>
  );
}

/** /destination/{id} (SPEC.md §2), for signed-in, verified travelers (the router's guards). */
export function DestinationDetailPage() {
  const { id = '' } = useParams();
  const destination = useDestination(id);
  // The photos and the map are drawn after the picture and the booking button, in a render React
  // may split and interrupt: the first screen appears sooner and the page stays responsive.
  const showBelowTheFold = useDeferredValue(destination.isSuccess, false);

  if (destination.isPending) {
    return (
      <div className="py-16">
        <PageTitle page="Destination" />
        <Spinner label="Loading the destination" />
      </div>
    );
  }
  if (destination.isError) {
    if (isNotFound(destination.error)) return <DestinationNotFound />;
    return (
      <div className="px-4 py-16">
        <PageTitle page="Destination" />
        <ErrorState
          title="We could not load this destination"
          message={errorMessage(destination.error)}
          onRetry={() => void destination.refetch()}
          retrying={destination.isFetching}
        />
      </div>
    );
  }

  const { destinationName } = destination.data;
  return (
    <>
      <PageTitle page={destinationName} />
      <DestinationHero destination={destination.data} />
      {/* Keyed by name: another destination starts with its own photos and a closed lightbox. */}
      {showBelowTheFold && (
        <>
          <DestinationPhotos key={destinationName} destinationName={destinationName} />
          <DestinationMap destination={destination.data} />
        </>
      )}
    </>
  );
}
