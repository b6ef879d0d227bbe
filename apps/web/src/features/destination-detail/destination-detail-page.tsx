import { pages, pageHref } from '@tgde/contracts';
import { useDeferredValue } from 'react';
import { Link, useParams } from '../../lib/router';
import { PageTitle } from '../../components/ui/page-title';
import { QueryState } from '../../components/ui/query-state';
import { useT } from '../../i18n/i18n-context';
import { isNotFound } from '../../lib/api';
import { useDestination } from './api/get-destination';
import { DestinationHero } from './components/destination-hero';
import { DestinationMap } from './components/destination-map';
import { DestinationPhotos } from './components/destination-photos';
import { NextDepartures } from './components/next-departures';
import { oneDestinationLabel } from '../../lib/destination-label';

function DestinationNotFound() {
  const { t } = useT();
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <p className="font-semibold tracking-wide text-secondary uppercase">{oneDestinationLabel(t)}</p>
      <h1 className="mt-2 text-4xl font-bold break-words">{t('We could not find that destination')}</h1>
      <p className="mt-4 text-lg text-muted">
        {t(
          'It may have been removed, or the link is not quite right. Our other destinations are waiting for you.',
        )}
      </p>
      <Link to={pageHref('destinations')} className="btn btn-primary mt-8">
        {t('See all destinations')}
      </Link>
    </div>
  );
}

/** /destination/{id}: for signed-in, verified travelers (the router's guards). */
export function DestinationDetailPage() {
  const { t } = useT();
  const { id = '' } = useParams();
  const destination = useDestination(id);
  // The photos and the map are drawn after the picture and the booking button, in a render React
  // may split and interrupt: the first screen appears sooner and the page stays responsive.
  const showBelowTheFold = useDeferredValue(destination.data !== undefined, false);
  const notFound = destination.data === undefined && isNotFound(destination.error);

  return (
    <>
      <PageTitle
        page={
          destination.data?.destinationName ??
          (notFound ? t('Destination Not Found') : pages.destinationDetail.title)
        }
      />
      <QueryState
        query={destination}
        loading={t('Loading the destination')}
        failure={t('We could not load this destination')}
        notFound={<DestinationNotFound />}
        className="px-4 py-16"
      >
        {(data) => (
          <>
            <DestinationHero destination={data} />
            <NextDepartures destination={data} />
            {/* Keyed by name: another destination starts with its own photos and a closed lightbox. */}
            {showBelowTheFold && (
              <>
                <DestinationPhotos key={data.destinationName} destinationName={data.destinationName} />
                <DestinationMap destination={data} />
              </>
            )}
          </>
        )}
      </QueryState>
    </>
  );
}
