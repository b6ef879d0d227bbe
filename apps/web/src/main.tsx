import './index.css';
import './lib/zod-csp';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from './lib/router';
import { GERMAN_PREFIX, splitLocale, translateSentence } from '@tgde/contracts';
import { App } from './app/app';
import { loadI18n } from './i18n/catalogue';
import { setApiLanguage, setClientSentences } from './lib/api';
import { SERVER_STATE_ID } from './app/server-state';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The server rendered this page (home, the destination list, reviews) with the data it sent along:
// React hydrates that HTML instead of rendering anew (app/query-layer.tsx starts from that data).
const rendered = document.getElementById(SERVER_STATE_ID) !== null;
// Every page needs the data layer: fetch it now, alongside the first render, not after it.
void import('./app/query-layer');

// index.html's <title> names the page until React runs; from then on every page renders its own
// <title> (React 19 hoists it into <head>), and a document should have only one.
document.head.querySelector('title')?.remove();

// The address says the language (/de/… is German); its catalogue loads before the first render, so
// that a German page hydrates in German.
const { locale } = splitLocale(window.location.pathname);
setApiLanguage(locale);
void loadI18n(locale).then((i18n) => {
  // The sentences lib/api.ts makes itself ("You are offline: …") in the page's language.
  setClientSentences((text) => translateSentence(i18n, text));
  const app = (
    <BrowserRouter basename={locale === 'de' ? GERMAN_PREFIX : undefined}>
      <App hydrating={rendered} i18n={i18n} />
    </BrowserRouter>
  );
  // In a transition, so that React renders (or hydrates) the first page in short slices, giving the
  // browser its turn in between, instead of in one long task that holds up a tap (Lighthouse's
  // Total Blocking Time on home: 1,220 → 1,030 ms, median of five on the 2-core CI machine).
  startTransition(() => {
    if (rendered) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
  // The installable app's service worker (offline pages and trips, updates): only the built app
  // has one. Its first install downloads the whole app (3 MB), so it starts once this page has
  // rendered and the browser is idle, so that the first page's own code and data are not queued
  // behind those downloads.
  if (import.meta.env.PROD) {
    const start = () =>
      void import('./app/service-worker').then(({ startServiceWorker }) => startServiceWorker(locale));
    if ('requestIdleCallback' in window) requestIdleCallback(start, { timeout: 5_000 });
    else setTimeout(start, 1_000);
  }
});
