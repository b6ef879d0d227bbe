import { pageHref } from '@tgde/contracts';
import { Link } from '../../lib/router';
import { PageTitle } from '../../components/ui/page-title';
import { useT } from '../../i18n/i18n-context';

/**
 * An address under /dashboard that matches no page: a friendly note inside the dashboard instead of
 * a broken screen, with the menu still beside it.
 */
export function DashboardNotFound() {
  const { t } = useT();
  return (
    <section className="mx-auto flex w-full max-w-2xl flex-col items-center rounded-box border border-dashed border-base-300 bg-base-100 px-6 py-14 text-center">
      <PageTitle page="Page Not Found" />
      <p className="font-semibold tracking-wide text-secondary uppercase">{t('Page Not Found')}</p>
      <h1 className="mt-2 text-3xl font-bold break-words">{t('This dashboard page does not exist')}</h1>
      <p className="mt-3 max-w-md text-muted">
        {t('The address may be mistyped, or the page has moved. Your profile and the menu are still here.')}
      </p>
      <Link to={pageHref('profile')} className="btn btn-primary mt-8">
        {t('Back to My Profile')}
      </Link>
    </section>
  );
}
