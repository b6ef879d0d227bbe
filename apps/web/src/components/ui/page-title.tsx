import { useT } from '../../i18n/i18n-context';
import { pageTitle } from '../../lib/format';

/**
 * React 19 hoists a <title> rendered anywhere into <head>, so each page names itself. The page's
 * name (the English of the pages table, or data such as a destination's name) in the page's
 * language; the product name stays as it is.
 */
export function PageTitle({ page }: { page: string }) {
  const { sentence } = useT();
  return <title>{pageTitle(sentence(page))}</title>;
}
