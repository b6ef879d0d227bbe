import { pages } from '@tgde/contracts';
import { type PageData } from '../../lib/page-data';
import { siteInfoQueryOptions } from '../../lib/site-info-query';
import { LegalPage } from './components/legal-page';
import { privacyTexts } from './privacy-content';

/** The operator and the settings the page quotes (GET /api/site-info). */
export const privacyPageData: PageData = (client) => client.prefetchQuery(siteInfoQueryOptions());

/** /privacy: how the site uses personal data, and the rights. */
export function PrivacyPage() {
  return <LegalPage title={pages.privacy.title} texts={privacyTexts} />;
}
