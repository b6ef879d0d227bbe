import { pageHref } from '@tgde/contracts';
import { Link } from '../../lib/router';
import { PageTitle } from '../../components/ui/page-title';
import { useT } from '../../i18n/i18n-context';
import { LostMapIllustration } from './lost-map-illustration';

export function NotFoundPage() {
  const { t } = useT();
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <PageTitle page="Page Not Found" />
      <LostMapIllustration className="h-auto w-full max-w-sm" />
      <p className="mt-8 font-semibold tracking-wide text-secondary uppercase">{t('Error 404')}</p>
      <h1 className="mt-2 text-4xl font-bold break-words">{t('This page took a wrong turn')}</h1>
      <p className="mt-4 text-lg text-muted">
        {t("The page you are looking for does not exist or has moved. Let's get you back on the map.")}
      </p>
      <Link to={pageHref('home')} className="btn btn-primary btn-lg mt-8">
        {t('Go Back')}
      </Link>
    </div>
  );
}
