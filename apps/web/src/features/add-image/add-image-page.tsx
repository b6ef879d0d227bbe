import { pages } from '@tgde/contracts';
import { PageTitle } from '../../components/ui/page-title';
import { useT } from '../../i18n/i18n-context';
import { AddImageForm } from './components/add-image-form';
import { EyebrowHeading } from '../../components/ui/eyebrow-heading';

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
        <EyebrowHeading eyebrow={t('Gallery')} size="medium">
          {t('Upload New Image')}
        </EyebrowHeading>
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
