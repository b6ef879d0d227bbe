import { pages } from '@tgde/contracts';
import { PageTitle } from '../../components/ui/page-title';
import { useT } from '../../i18n/i18n-context';
import { useSession } from '../../session/session';
import { AddReviewForm } from './components/add-review-form';

/** /dashboard/addReview: any verified traveller; the name comes from the session. */
export function AddReviewPage() {
  const { t } = useT();
  const { user } = useSession();
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10 sm:px-6">
      <PageTitle page={pages.addReview.title} />
      <header className="mb-6">
        <p className="font-semibold tracking-wide text-secondary uppercase">{t('Reviews')}</p>
        <h1 className="mt-2 text-3xl font-bold break-words sm:text-4xl">{t('Please Give us a Review')}</h1>
        <p className="mt-3 text-muted">
          {t('Tell other travelers how your trip went. Your review appears on the Reviews page at once.')}
        </p>
      </header>
      <div className="card border border-base-300 bg-base-100 shadow-sm">
        <div className="card-body p-5 sm:p-8">
          <AddReviewForm reviewer={user?.name ?? ''} />
        </div>
      </div>
    </div>
  );
}
