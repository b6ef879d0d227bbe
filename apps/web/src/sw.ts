/// <reference lib="webworker" />
/*
 * The service worker (built by vite-plugin-pwa's injectManifest into dist/sw.js). It keeps:
 * - the app shell: every built file, precached by Workbox, and index.html for pages never seen;
 * - the pages already seen, and public API answers: network first, the last copy offline;
 * - a signed-in session's own answers (the session check, My Bookings, each booking and its
 *   receipt or credit note): network first, the last copy offline, in a cache of that session
 *   alone, deleted when it signs out.
 * Writes are never touched: offline they fail, and the page says so (lib/api.ts).
 * A new version waits until the page asks it to take over (the "new version" banner), and the page
 * reloads then: old and new code never run together.
 */
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import {
  cacheRule,
  isPersonalCache,
  PAGES_CACHE,
  personalCacheName,
  PUBLIC_API_CACHE,
  STORED_AT_HEADER,
} from './lib/offline-rules';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

/** After this long without an answer, the copy seen last is shown (a station's weak signal). */
const NETWORK_TIMEOUT_MS = 6000;
/**
 * The most answers a cache keeps; the oldest go first. Every search and page of a list is an
 * address of its own, so the public caches would otherwise only grow.
 */
const MOST_ENTRIES = 300;

// The page's own addresses ("/", "/destination") are pages, never the precached shell by name.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });
cleanupOutdatedCaches();

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data: unknown = event.data;
  if (typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'SKIP_WAITING') {
    void self.skipWaiting();
  }
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // Pages kept by an earlier version name that version's files, which are gone now.
      await caches.delete(PAGES_CACHE);
      // The first version takes the open pages at once (there is no older one they could mix
      // with); a later one only gets here after the page asked for it, and reloads then.
      await self.clients.claim();
    })(),
  );
});

/** SHA-256 of the Authorization header: the cache of that session, without keeping its token. */
async function credentialHash(authorization: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(authorization));
  return [...new Uint8Array(digest)]
    .slice(0, 16)
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('');
}

/*
 * Sessions that signed out while this worker ran: an answer to one of their requests that arrives
 * after the sign-out is not stored.
 */
const endedSessions = new Set<string>();

async function personalCaches(): Promise<string[]> {
  return (await caches.keys()).filter(isPersonalCache);
}

async function forgetPersonalCaches(except?: string): Promise<void> {
  await Promise.all(
    (await personalCaches()).filter((name) => name !== except).map((name) => caches.delete(name)),
  );
}

/** A copy of `response` that says when it was stored. */
async function stamped(response: Response): Promise<Response> {
  const headers = new Headers(response.headers);
  headers.set(STORED_AT_HEADER, new Date().toISOString());
  return new Response(await response.blob(), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

function worthKeeping(response: Response, html: boolean): boolean {
  if (response.status !== 200 || response.type !== 'basic') return false;
  return !html || (response.headers.get('content-type') ?? '').startsWith('text/html');
}

/** Deletes the oldest entries beyond MOST_ENTRIES (the Cache API lists them oldest first). */
async function trim(cache: Cache): Promise<void> {
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - MOST_ENTRIES)).map((key) => cache.delete(key)));
}

function timeout(ms: number): Promise<never> {
  return new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), ms));
}

interface NetworkFirst {
  cacheName: string;
  html?: boolean;
  /** Asked once the answer is there: false drops it (its session has signed out meanwhile). */
  keep?: () => boolean | Promise<boolean>;
  /** Run before storing: a session's cache makes sure it is the only one. */
  beforeStore?: () => Promise<void>;
  /** When there is neither an answer nor a copy. */
  fallback?: () => Promise<Response | undefined>;
}

/**
 * The server's answer, stored for later; without one (offline, or none within the timeout) the
 * stored copy, which carries STORED_AT_HEADER; without a copy, the network's own outcome.
 */
function networkFirst(
  event: FetchEvent,
  { cacheName, html = false, keep = () => true, beforeStore, fallback }: NetworkFirst,
) {
  const { request } = event;
  const fromNetwork = fetch(request);
  event.waitUntil(
    fromNetwork
      .then(async (response) => {
        if (!worthKeeping(response, html)) return;
        const copy = await stamped(response.clone());
        await beforeStore?.();
        if (!(await keep())) return;
        const cache = await caches.open(cacheName);
        await cache.put(request, copy);
        await trim(cache);
      })
      .catch(() => undefined),
  );
  return (async () => {
    try {
      return await Promise.race([fromNetwork, timeout(NETWORK_TIMEOUT_MS)]);
    } catch {
      const cached = await (await caches.open(cacheName)).match(request, { ignoreVary: true });
      if (cached) return cached;
      const instead = await fallback?.();
      return instead ?? fromNetwork;
    }
  })();
}

self.addEventListener('fetch', (event: FetchEvent) => {
  const { request } = event;
  const url = new URL(request.url);
  const authorization = request.headers.get('authorization');
  const rule = cacheRule({
    method: request.method,
    pathname: url.pathname,
    sameOrigin: url.origin === self.location.origin,
    mode: request.mode,
    authorized: authorization !== null,
  });

  switch (rule) {
    case 'page':
      event.respondWith(
        networkFirst(event, {
          cacheName: PAGES_CACHE,
          html: true,
          // A page never seen: the app shell, which renders it from the API (or its cache).
          fallback: () => matchPrecache('/index.html'),
        }),
      );
      return;
    case 'public':
      event.respondWith(networkFirst(event, { cacheName: PUBLIC_API_CACHE }));
      return;
    case 'personal':
      event.respondWith(
        credentialHash(authorization ?? '').then((hash) => {
          const cacheName = personalCacheName(hash);
          return networkFirst(event, {
            cacheName,
            keep: () => !endedSessions.has(hash),
            // Another session's answers leave as soon as a new one is stored.
            beforeStore: () => forgetPersonalCaches(cacheName),
          });
        }),
      );
      return;
    case 'personal-document':
      // A plain link sends the session cookie, which a service worker cannot read: the document is
      // kept with the session whose token the pages use, the only personal cache there is.
      event.respondWith(
        personalCaches().then(([current, ...others]) =>
          current && others.length === 0
            ? // Not if the session signed out meanwhile (its cache is gone then).
              networkFirst(event, { cacheName: current, keep: () => caches.has(current) })
            : fetch(request),
        ),
      );
      return;
    case 'sign-out':
      event.waitUntil(
        (async () => {
          if (authorization) endedSessions.add(await credentialHash(authorization));
          await forgetPersonalCaches();
        })(),
      );
      return;
    case 'network':
      return;
  }
});
