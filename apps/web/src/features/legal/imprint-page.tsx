import { pages } from '@tgde/contracts';
import { type PageData } from '../../lib/page-data';
import { siteInfoQueryOptions } from '../../lib/site-info-query';
import { LegalPage } from './components/legal-page';
import { imprintTexts } from './imprint-content';

/** The operator and the settings the page quotes (GET /api/site-info). */
export const imprintPageData: PageData = (client) => client.prefetchQuery(siteInfoQueryOptions());

/** /imprint (Impressum): who runs the site. */
export function ImprintPage() {
  return <LegalPage title={pages.imprint.title} texts={imprintTexts} />;
}
