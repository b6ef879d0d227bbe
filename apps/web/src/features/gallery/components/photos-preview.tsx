import { pageHref } from '@tgde/contracts';
import { lazy, Suspense } from 'react';
import { Link } from '../../../lib/router';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryState } from '../../../components/ui/query-state';
import { Spinner } from '../../../components/ui/spinner';
import { useT } from '../../../i18n/i18n-context';
import { usePhotosPreview } from '../api/get-photos';

// embla loads in parallel with the photos themselves, not before the page.
const PhotoCarousel = lazy(async () => ({ default: (await import('./photo-carousel')).PhotoCarousel }));

function PreviewBody() {
  const { t } = useT();
  return (
    <QueryState
      query={usePhotosPreview()}
      loading={t('Loading photos')}
      failure={t('We could not load the photos')}
      isEmpty={(data) => data.photos.length === 0}
      empty={<EmptyState title={t('No photos yet')}>{t("Travelers' pictures will appear here.")}</EmptyState>}
    >
      {(data) => (
        <Suspense fallback={<Spinner label={t('Loading photos')} />}>
          <PhotoCarousel photos={data.photos} label={t("Travelers' photos")} />
        </Suspense>
      )}
    </QueryState>
  );
}

/**
 * The gallery's teaser on the home page. The gallery needs an account, so signed-out visitors are
 * invited to log in instead (the caller knows the session; this feature does not).
 */
export function PhotosPreview({ signedIn }: { signedIn: boolean }) {
  const { t } = useT();
  return (
    <section aria-labelledby="photos-heading" className="py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <div className="mb-8 max-w-2xl">
          <p className="font-semibold tracking-wide text-secondary uppercase">{t('Gallery')}</p>
          <h2 id="photos-heading" className="mt-2 text-3xl font-bold sm:text-4xl">
            {t("Through our travelers' eyes")}
          </h2>
          <p className="mt-3 text-lg text-muted">
            {t('Swipe, drag or use the arrows to browse the latest photos.')}
          </p>
        </div>
        <PreviewBody />
        <div className="mt-10 flex justify-center">
          {signedIn ? (
            <Link to={pageHref('gallery')} className="btn btn-primary btn-wide">
              {t('See More Photos')}
            </Link>
          ) : (
            <Link to={pageHref('login')} className="btn btn-primary btn-wide">
              {t('Log in to See More Photos')}
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}
