import { useT } from '../../i18n/i18n-context';
import { type PageData } from '../../lib/page-data';
import { siteInfoQueryOptions } from '../../queries/site-info-query';
import { LegalPage } from './components/legal-page';
import { imprintTexts } from './imprint-content';
import { imprintTextsDe } from './imprint-content.de';

/** The operator and the settings the page quotes (GET /api/site-info). */
export const imprintPageData: PageData = (client) => client.prefetchQuery(siteInfoQueryOptions());

/** /imprint (Impressum): who runs the site. */
export function ImprintPage() {
  const { t, locale } = useT();
  return <LegalPage title={t('Imprint')} texts={locale === 'de' ? imprintTextsDe : imprintTexts} />;
}
