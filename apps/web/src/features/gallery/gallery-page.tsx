import { Link } from 'react-router';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { PageTitle } from '../../components/ui/page-title';
import { PhotoGridWithLightbox } from '../../components/ui/photo-grid-with-lightbox';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api';
import { flattenPhotoPages, photoTotal, showingText, usePhotoPages } from './api/get-photo-pages';
import { LoadMoreOnScroll } from './components/load-more-on-scroll';

const UPLOAD_PATH = '/dashboard/addImage';

function GalleryBody() {
  const query = usePhotoPages();
  const { data, isError, error, refetch, isFetching } = query;

  // A failed next page (or a failed refresh) keeps what is already on screen: only a first load
  // without any photos takes over the whole page.
  if (!data) {
    if (!isError) return <Spinner label="Loading photos" />;
    return (
      <ErrorState
        title="We could not load the photos"
        message={errorMessage(error)}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  }

  const photos = flattenPhotoPages(data.pages);
  if (photos.length === 0) {
    return (
      <EmptyState title="No photos yet">
        Be the first to share a picture of your trip: choose Upload a photo above.
      </EmptyState>
    );
  }

  const total = photoTotal(data.pages, photos.length);
  const loadMore = async () => {
    const result = await query.fetchNextPage();
    return result.data ? flattenPhotoPages(result.data.pages) : photos;
  };

  return (
    <>
      {/* Polite: the count is read out after a page has loaded, not in the middle of reading. */}
      <p role="status" className="mb-4 text-sm text-muted">
        {showingText(photos.length, total)}
      </p>
      <PhotoGridWithLightbox
        photos={photos}
        hasMore={query.hasNextPage}
        loadingMore={query.isFetchingNextPage}
        loadMore={loadMore}
        positionText={(index) => `Photo ${index + 1} of ${total}`}
      />
      <LoadMoreOnScroll
        hasMore={query.hasNextPage}
        loading={query.isFetchingNextPage}
        failed={query.isFetchNextPageError}
        loadedPages={data.pages.length}
        onLoadMore={() => void loadMore()}
      />
    </>
  );
}

/** /gallery: every photo travelers have shared, a page at a time as the visitor scrolls. */
export function GalleryPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:px-8">
      <PageTitle page="Gallery" />
      <header className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="max-w-2xl">
          <p className="font-semibold tracking-wide text-secondary uppercase">Gallery</p>
          <h1 className="mt-2 text-4xl font-bold">Photo Gallery</h1>
          <p className="mt-3 text-lg text-muted">
            Germany through our travelers&apos; eyes. Choose a photo to see it large.
          </p>
        </div>
        <Link to={UPLOAD_PATH} className="btn btn-primary self-start sm:self-auto">
          Upload a photo
        </Link>
      </header>
      <GalleryBody />
    </div>
  );
}
