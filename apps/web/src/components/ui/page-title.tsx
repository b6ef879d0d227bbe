import { pageTitle } from '../../lib/format';

/** React 19 hoists a <title> rendered anywhere into <head>, so each page names itself. */
export function PageTitle({ page }: { page: string }) {
  return <title>{pageTitle(page)}</title>;
}
