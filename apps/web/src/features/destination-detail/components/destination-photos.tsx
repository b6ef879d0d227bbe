import { type Photo, pageHref } from '@tgde/contracts';
import { Link } from '../../../lib/router';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadMorePhotos } from '../../../components/ui/load-more-photos';
import { PhotoGridWithLightbox } from '../../../components/ui/photo-grid-with-lightbox';
import { QueryState } from '../../../components/ui/query-state';
import { useT } from '../../../i18n/i18n-context';
import { flattenDestinationPhotos, photoPosition, useDestinationPhotos } from '../api/get-destination-photos';

const UPLOAD_PATH = pageHref('addImage');

function PhotosBody({ destinationName }: { destinationName: string }) {
  const { t } = useT();
  const query = useDestinationPhotos(destinationName);
  return (
    <QueryState
      query={query}
      loading={t('Loading photos of {name}', { name: destinationName })}
      failure={t('We could not load the photos of {name}', { name: destinationName })}
      isEmpty={(data) => data.pages.every((page) => page.length === 0)}
      empty={
        <EmptyState title={t('No photos of {name} yet', { name: destinationName })}>
          {t('Been there?')}{' '}
          <Link to={UPLOAD_PATH} className="link link-primary">
            {t('Add one from your dashboard')}
          </Link>
          .
        </EmptyState>
      }
    >
      {(data) => <PhotoList query={query} photos={flattenDestinationPhotos(data.pages)} />}
    </QueryState>
  );
}

function PhotoList({ query, photos }: { query: ReturnType<typeof useDestinationPhotos>; photos: Photo[] }) {
  const { t } = useT();
  const loadMore = async () => {
    const result = await query.fetchNextPage();
    return result.data ? flattenDestinationPhotos(result.data.pages) : photos;
  };
  const loadingMore = query.isFetchingNextPage;

  return (
    <>
      <PhotoGridWithLightbox
        photos={photos}
        hasMore={query.hasNextPage}
        loadingMore={loadingMore}
        loadMore={loadMore}
        positionText={(index) => photoPosition(index, photos.length, query.hasNextPage, t)}
      />
      {query.hasNextPage && (
        <LoadMorePhotos
          loading={loadingMore}
          failed={query.isFetchNextPageError}
          onLoadMore={() => void loadMore()}
        />
      )}
    </>
  );
}

/** 'Explore More About {destination}', the photos travelers took there. */
export function DestinationPhotos({ destinationName }: { destinationName: string }) {
  const { t } = useT();
  return (
    <section
      aria-labelledby="destination-photos-heading"
      className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:px-8"
    >
      <header className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="max-w-2xl min-w-0">
          <h2 id="destination-photos-heading" className="text-3xl font-bold break-words">
            {t('Explore More About {name}', { name: destinationName })}
          </h2>
          <p className="mt-2 text-muted">
            {t('Photos our travelers took there. Choose one to see it large.')}
          </p>
        </div>
        <Link to={UPLOAD_PATH} className="btn btn-outline btn-primary self-start sm:self-auto">
          {t('Upload a photo')}
        </Link>
      </header>
      <PhotosBody destinationName={destinationName} />
    </section>
  );
}
