import { useT } from '../../i18n/i18n-context';
import { type PageData } from '../../lib/page-data';
import { siteInfoQueryOptions } from '../../queries/site-info-query';
import { LegalPage } from './components/legal-page';
import { privacyTexts } from './privacy-content';
import { privacyTextsDe } from './privacy-content.de';

/** The operator and the settings the page quotes (GET /api/site-info). */
export const privacyPageData: PageData = (client) => client.prefetchQuery(siteInfoQueryOptions());

/** /privacy: how the site uses personal data, and the rights. */
export function PrivacyPage() {
  const { t, locale } = useT();
  return <LegalPage title={t('Privacy notice')} texts={locale === 'de' ? privacyTextsDe : privacyTexts} />;
}
