import { type QueryClient } from '@tanstack/react-query';

/**
 * What the server fetches before it renders a page, so that the HTML shows it: the queries the page
 * itself runs, with the same keys, so the browser starts from their answers. `url` is the page's
 * address with its search (a search page reads its filters there).
 */
export type PageData = (client: QueryClient, url: URL) => Promise<unknown>;
