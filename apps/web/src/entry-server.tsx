/*
 * The server's way into the web app: renders the public pages to HTML with the data they show, so
 * that they paint before any JavaScript has run; main.tsx then hydrates that HTML. Built by
 * `vite build --ssr` (scripts/build.mjs) and loaded by the server
 * (apps/server/src/features/pages/page-html.ts).
 */
import { dehydrate } from '@tanstack/react-query';
import { AsyncLocalStorage } from 'node:async_hooks';
import { findPage, GERMAN_PREFIX, splitLocale, type I18n, type Locale } from '@tgde/contracts';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from './lib/router';
import { App } from './app/app';
import { pageViews } from './app/page-views';
import { createQueryClient } from './app/query-client';
import { loadWholeI18n } from './i18n/catalogue';
import { setApiFetch, type ApiFetch } from './lib/api';

export { SERVER_STATE_ID, serializeServerState } from './app/server-state';

// Pages render side by side (and tests run two servers in one process): each render's API calls go
// to its own server, asking for its own language.
const currentRender = new AsyncLocalStorage<{ locale: Locale; fetchApi: ApiFetch }>();
setApiFetch((address, init) => {
  const render = currentRender.getStore();
  if (!render) throw new Error('The API is called outside renderPage');
  const headers = new Headers(init.headers);
  headers.set('accept-language', render.locale);
  return render.fetchApi(address, { ...init, headers });
});

const catalogues = new Map<Locale, Promise<I18n>>();
const i18nFor = (locale: Locale): Promise<I18n> => {
  let loaded = catalogues.get(locale);
  if (!loaded) catalogues.set(locale, (loaded = loadWholeI18n(locale)));
  return loaded;
};

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  /** The query cache the markup was rendered from (serialize with serializeServerState). */
  state: unknown;
}

/**
 * Renders one public page as a signed-out visitor sees it. `fetchApi` answers the page's API calls
 * (the server passes its own, in-process). Answers undefined for the pages it does not render: the
 * ones whose view in app/page-views.ts names no data.
 */
export async function renderPage(url: URL, fetchApi: ApiFetch): Promise<RenderedPage | undefined> {
  const { locale, path } = splitLocale(url.pathname);
  const page = findPage(path);
  const loadData = page && pageViews[page.id].data;
  if (!loadData) return undefined;
  const i18n = await i18nFor(locale);
  const queryClient = createQueryClient();
  await currentRender.run({ locale, fetchApi }, () => loadData(queryClient, url));
  const app: ReactNode = (
    <StaticRouter
      location={`${url.pathname}${url.search}`}
      basename={locale === 'de' ? GERMAN_PREFIX : undefined}
    >
      <App queryClient={queryClient} hydrating i18n={i18n} />
    </StaticRouter>
  );
  // prerender waits for every lazy page and component. Without a chunk size limit it writes each
  // finished part in place, as plain HTML: smaller parts would come as hidden segments moved into
  // place by inline scripts, which the CSP forbids.
  const { prelude } = await currentRender.run({ locale, fetchApi }, () =>
    prerender(app, { progressiveChunkSize: Number.MAX_SAFE_INTEGER }),
  );
  const html = await new Response(prelude).text();
  const state = dehydrate(queryClient);
  queryClient.clear();
  return { html, state };
}
