import { pages, type Photo, pageHref } from '@tgde/contracts';
import { useState } from 'react';
import { Link } from '../../lib/router';
import { EmptyState } from '../../components/ui/empty-state';
import { PageTitle } from '../../components/ui/page-title';
import { PhotoGridWithLightbox } from '../../components/ui/photo-grid-with-lightbox';
import { QueryState } from '../../components/ui/query-state';
import { useT } from '../../i18n/i18n-context';
import { useHydrated } from '../../lib/use-hydrated';
import { isAuthor, mayRemove } from '../../session/may-remove';
import { useSession } from '../../session/session';
import { flattenPhotoPages, photoTotal, showingText, usePhotoPages } from './api/get-photo-pages';
import { type PhotoPage } from './api/get-photos';
import { DeletePhotoDialog } from './components/delete-photo-dialog';
import { LoadMoreOnScroll } from './components/load-more-on-scroll';

const UPLOAD_PATH = pageHref('addImage');

function GalleryBody() {
  const { t } = useT();
  const query = usePhotoPages();
  return (
    <QueryState
      query={query}
      loading={t('Loading photos')}
      failure={t('We could not load the photos')}
      isEmpty={(data) => data.pages.every((page) => page.photos.length === 0)}
      empty={
        <EmptyState title={t('No photos yet')}>
          {t('Be the first to share a picture of your trip: choose Upload a photo above.')}
        </EmptyState>
      }
    >
      {(data) => <PhotoList query={query} photoPages={data.pages} />}
    </QueryState>
  );
}

function PhotoList({
  query,
  photoPages,
}: {
  query: ReturnType<typeof usePhotoPages>;
  photoPages: PhotoPage[];
}) {
  const { t } = useT();
  const photos = flattenPhotoPages(photoPages);
  const total = photoTotal(photoPages, photos.length);
  const hydrated = useHydrated();
  const { user } = useSession();
  const [removing, setRemoving] = useState<Photo | null>(null);
  // The server renders the gallery for nobody in particular: Delete appears once the page has come
  // to life and knows who is signed in.
  const deleteButton = (photo: Photo) =>
    hydrated &&
    mayRemove(user, photo.authorId) && (
      <button
        type="button"
        className="btn btn-outline btn-error btn-sm self-start"
        onClick={() => setRemoving(photo)}
      >
        {t('Delete')}
        <span className="sr-only">{t(' the photo of {place}', { place: photo.place })}</span>
      </button>
    );
  const loadMore = async () => {
    const result = await query.fetchNextPage();
    return result.data ? flattenPhotoPages(result.data.pages) : photos;
  };

  return (
    <>
      {/* Polite: the count is read out after a page has loaded, not in the middle of reading. */}
      <p role="status" className="mb-4 text-sm text-muted">
        {showingText(photos.length, total, t)}
      </p>
      <PhotoGridWithLightbox
        photos={photos}
        hasMore={query.hasNextPage}
        loadingMore={query.isFetchingNextPage}
        loadMore={loadMore}
        positionText={(index) => t('Photo {number} of {total}', { number: index + 1, total })}
        actions={deleteButton}
      />
      <LoadMoreOnScroll
        hasMore={query.hasNextPage}
        loading={query.isFetchingNextPage}
        failed={query.isFetchNextPageError}
        loadedPages={photoPages.length}
        onLoadMore={() => void loadMore()}
      />
      {removing && (
        <DeletePhotoDialog
          photo={removing}
          mine={isAuthor(user, removing.authorId)}
          onDone={() => setRemoving(null)}
        />
      )}
    </>
  );
}

/** /gallery: every photo travelers have shared, a page at a time as the visitor scrolls. */
export function GalleryPage() {
  const { t } = useT();
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:px-8">
      <PageTitle page={pages.gallery.title} />
      <header className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="max-w-2xl">
          <p className="font-semibold tracking-wide text-secondary uppercase">{t('Gallery')}</p>
          <h1 className="mt-2 text-4xl font-bold">{t('Photo Gallery')}</h1>
          <p className="mt-3 text-lg text-muted">
            {t("Germany through our travelers' eyes. Choose a photo to see it large.")}
          </p>
        </div>
        <Link to={UPLOAD_PATH} className="btn btn-primary self-start sm:self-auto">
          {t('Upload a photo')}
        </Link>
      </header>
      <GalleryBody />
    </div>
  );
}
