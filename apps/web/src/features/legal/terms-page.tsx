import { useT } from '../../i18n/i18n-context';
import { type PageData } from '../../lib/page-data';
import { siteInfoQueryOptions } from '../../queries/site-info-query';
import { LegalPage } from './components/legal-page';
import { termsTexts } from './terms-content';
import { termsTextsDe } from './terms-content.de';

/** The operator and the settings the page quotes (GET /api/site-info). */
export const termsPageData: PageData = (client) => client.prefetchQuery(siteInfoQueryOptions());

/** /terms: the booking terms. */
export function TermsPage() {
  const { t, locale } = useT();
  return <LegalPage title={t('Booking terms')} texts={locale === 'de' ? termsTextsDe : termsTexts} />;
}
