import { pages } from '@tgde/contracts';
import { type PageData } from '../../lib/page-data';
import { siteInfoQueryOptions } from '../../lib/site-info-query';
import { LegalPage } from './components/legal-page';
import { termsTexts } from './terms-content';

/** The operator and the settings the page quotes (GET /api/site-info). */
export const termsPageData: PageData = (client) => client.prefetchQuery(siteInfoQueryOptions());

/** /terms: the booking terms. */
export function TermsPage() {
  return <LegalPage title={pages.terms.title} texts={termsTexts} />;
}
