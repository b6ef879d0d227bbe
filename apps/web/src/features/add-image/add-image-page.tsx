import { pages } from '@tgde/contracts';
import { PageTitle } from '../../components/ui/page-title';
import { useT } from '../../i18n/i18n-context';
import { AddImageForm } from './components/add-image-form';

/**
 * /dashboard/addImage. It sits in the dashboard's content area, and is sized to look right on its
 * own page too (a readable width, centred).
 */
export function AddImagePage() {
  const { t } = useT();
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10 sm:px-6">
      <PageTitle page={pages.addImage.title} />
      <header className="mb-6">
        <p className="font-semibold tracking-wide text-secondary uppercase">{t('Gallery')}</p>
        <h1 className="mt-2 text-3xl font-bold break-words sm:text-4xl">{t('Upload New Image')}</h1>
        <p className="mt-3 text-muted">
          {t('Share a photo from your trip. It appears in the gallery for every traveler to see.')}
        </p>
      </header>
      <div className="card border border-base-300 bg-base-100 shadow-sm">
        <div className="card-body p-5 sm:p-8">
          <AddImageForm />
        </div>
      </div>
    </div>
  );
}
