import { type Photo } from '@tgde/contracts';
import { useCallback, useRef, useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Lightbox } from '../../../components/ui/lightbox';
import { PhotoGrid } from '../../../components/ui/photo-grid';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api';
import { flattenDestinationPhotos, photoPosition, useDestinationPhotos } from '../api/get-destination-photos';

const UPLOAD_PATH = '/dashboard/addImage';

/** The grid and the lightbox over it; Next at the last photo fetched fetches the next page. */
function PhotosWithLightbox({
  photos,
  hasMore,
  loadingMore,
  loadMore,
}: {
  photos: Photo[];
  hasMore: boolean;
  loadingMore: boolean;
  /** Fetches the next page; resolves with every photo fetched by then. */
  loadMore: () => Promise<Photo[]>;
}) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  const current = openIndex === null ? undefined : photos[openIndex];
  const open = useCallback((index: number) => setOpenIndex(index), []);

  const close = () => {
    setOpenIndex(null);
    // Back to the thumbnail of the photo last shown.
    if (current) {
      gridRef.current?.querySelector<HTMLElement>(`[data-photo-id="${CSS.escape(current._id)}"]`)?.focus();
    }
  };

  const showNext = async () => {
    if (openIndex === null) return;
    if (openIndex + 1 < photos.length) {
      setOpenIndex(openIndex + 1);
      return;
    }
    if (!hasMore || loadingMore) return;
    const fetched = await loadMore();
    setOpenIndex((index) => (index !== null && index + 1 < fetched.length ? index + 1 : index));
  };

  return (
    <>
      <div ref={gridRef}>
        <PhotoGrid photos={photos} onOpen={open} />
      </div>
      {current && openIndex !== null && (
        <Lightbox
          image={{
            src: current.image,
            alt: `${current.place}, photo by ${current.uploadedBy}`,
            title: current.place,
            subtitle: `Photo by ${current.uploadedBy}`,
          }}
          position={photoPosition(openIndex, photos.length, hasMore)}
          hasPrevious={openIndex > 0}
          hasNext={openIndex + 1 < photos.length || hasMore}
          onPrevious={() => setOpenIndex(Math.max(0, openIndex - 1))}
          onNext={() => void showNext()}
          onClose={close}
        />
      )}
    </>
  );
}

function PhotosBody({ destinationName }: { destinationName: string }) {
  const query = useDestinationPhotos(destinationName);
  const { data, isError, error, refetch, isFetching } = query;

  // A failed next page keeps what is on screen; only a first load without photos takes over.
  if (!data) {
    if (!isError) return <Spinner label={`Loading photos of ${destinationName}`} />;
    return (
      <ErrorState
        title={`We could not load the photos of ${destinationName}`}
        message={errorMessage(error)}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  }

  const photos = flattenDestinationPhotos(data.pages);
  if (photos.length === 0) {
    return (
      <EmptyState title={`No photos of ${destinationName} yet`}>
        Been there?{' '}
        <Link to={UPLOAD_PATH} className="link link-primary">
          Add one from your dashboard
        </Link>
        .
      </EmptyState>
    );
  }

  const loadMore = async () => {
    const result = await query.fetchNextPage();
    return result.data ? flattenDestinationPhotos(result.data.pages) : photos;
  };
  const loadingMore = query.isFetchingNextPage;

  return (
    <>
      <PhotosWithLightbox
        photos={photos}
        hasMore={query.hasNextPage}
        loadingMore={loadingMore}
        loadMore={loadMore}
      />
      {query.hasNextPage && (
        <div className="mt-8 flex flex-col items-center gap-3">
          {query.isFetchNextPageError && (
            <p role="alert" className="text-error">
              We could not load more photos.
            </p>
          )}
          {/* aria-disabled rather than disabled: a keyboard user who pressed it keeps the focus. */}
          <button
            type="button"
            className="btn btn-outline btn-primary aria-disabled:cursor-wait"
            onClick={() => !loadingMore && void loadMore()}
            aria-disabled={loadingMore}
          >
            {loadingMore && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {loadingMore
              ? 'Loading more photos'
              : query.isFetchNextPageError
                ? 'Try again'
                : 'Load more photos'}
          </button>
        </div>
      )}
    </>
  );
}

/** SPEC.md §2: 'Explore More About {destination}', the photos travelers took there. */
export function DestinationPhotos({ destinationName }: { destinationName: string }) {
  return (
    <section
      aria-labelledby="destination-photos-heading"
      className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:px-8"
    >
      <header className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="max-w-2xl">
          <h2 id="destination-photos-heading" className="text-3xl font-bold">
            Explore More About {destinationName}
          </h2>
          <p className="mt-2 text-muted">Photos our travelers took there. Choose one to see it large.</p>
        </div>
        <Link to={UPLOAD_PATH} className="btn btn-outline btn-primary self-start sm:self-auto">
          Upload a photo
        </Link>
      </header>
      <PhotosBody destinationName={destinationName} />
    </section>
  );
}
