import { type Locale } from '@tgde/contracts';
import { Workbox } from 'workbox-window';
import { offerUpdate } from './app-update-store';

/** How often an open page asks whether a new version is out (besides every page load). */
const UPDATE_CHECK_MS = 60 * 60_000;

/**
 * Makes the site an installable app that works offline (src/sw.ts): registers the service worker,
 * offers a waiting new version (the banner), and reloads every open page when a new version takes
 * over, so that old and new code never run together. German pages name the German manifest.
 */
export function startServiceWorker(locale: Locale): void {
  if (locale === 'de') {
    document.querySelector('link[rel="manifest"]')?.setAttribute('href', '/manifest-de.webmanifest');
  }
  if (!('serviceWorker' in navigator)) return;

  const container = navigator.serviceWorker;
  // The very first worker takes the page over without a reload: nothing older ran here. Any later
  // change of worker (this page's Reload, or another tab's) reloads the page.
  let controlled = container.controller !== null;
  let reloading = false;
  container.addEventListener('controllerchange', () => {
    if (controlled && !reloading) {
      reloading = true;
      window.location.reload();
    }
    controlled = true;
  });

  const workbox = new Workbox('/sw.js', { scope: '/' });
  // Installed and waiting, found now or while the page is open: the person decides when.
  workbox.addEventListener('waiting', () => offerUpdate(() => workbox.messageSkipWaiting()));
  workbox.register().then(
    (registration) => {
      if (registration) setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
    },
    // Refused (a private window, storage blocked): the site works as before, only not offline.
    () => undefined,
  );
}
