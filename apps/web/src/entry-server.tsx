/*
 * The server's way into the web app: renders the public pages to HTML with the data they show, so
 * that they paint before any JavaScript has run; main.tsx then hydrates that HTML. Built by
 * `vite build --ssr` (scripts/build.mjs) and loaded by the server (apps/server/src/http/pages.ts).
 */
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from './app/app';
import { createQueryClient } from './app/query-client';
import { destinationSearchFromParams } from './features/destinations/search-params';
import { photosQueryOptions } from './features/gallery/api/get-photos';
import { reviewPagesQueryOptions } from './features/reviews/api/get-reviews';
import { setApiFetch, type ApiFetch } from './lib/api';
import { destinationSearchQueryOptions, destinationsQueryOptions } from './lib/catalogue-queries';

export { SERVER_STATE_ID, serializeServerState } from './app/server-state';

/** What each server-rendered page shows, fetched before rendering (the same queries the page runs). */
const pageData: Record<string, (client: QueryClient, url: URL) => Promise<unknown>[]> = {
  '/': (client) => [
    client.prefetchQuery(destinationsQueryOptions()),
    // PhotosPreview's six.
    client.prefetchQuery(photosQueryOptions({ limit: 6 })),
  ],
  // The search, filters and page the address names (features/destinations/search-params.ts).
  '/destination': (client, url) => [
    client.prefetchQuery(destinationSearchQueryOptions(destinationSearchFromParams(url.searchParams))),
  ],
  '/reviews': (client) => [client.prefetchInfiniteQuery(reviewPagesQueryOptions())],
};

/** The paths rendered on the server, in lower case (page paths match in any case). */
export const serverRenderedPaths: readonly string[] = Object.keys(pageData);

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  /** The query cache the markup was rendered from (serialize with serializeServerState). */
  state: unknown;
}

/**
 * Renders one public page as a signed-out visitor sees it. `fetchApi` answers the page's API calls
 * (the server passes its own, in-process). Answers undefined for paths it does not render.
 */
export async function renderPage(url: URL, fetchApi: ApiFetch): Promise<RenderedPage | undefined> {
  const load = pageData[url.pathname.toLowerCase().replace(/\/+$/, '') || '/'];
  if (!load) return undefined;
  setApiFetch(fetchApi);
  const queryClient = createQueryClient();
  await Promise.all(load(queryClient, url));
  const app: ReactNode = (
    <StaticRouter location={`${url.pathname}${url.search}`}>
      <App queryClient={queryClient} hydrating />
    </StaticRouter>
  );
  // prerender waits for every lazy page and component. Without a chunk size limit it writes each
  // finished part in place, as plain HTML: smaller parts would come as hidden segments moved into
  // place by inline scripts, which the CSP forbids.
  const { prelude } = await prerender(app, { progressiveChunkSize: Number.MAX_SAFE_INTEGER });
  const html = await new Response(prelude).text();
  const state = dehydrate(queryClient);
  queryClient.clear();
  return { html, state };
}
