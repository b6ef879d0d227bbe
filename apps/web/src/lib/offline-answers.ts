import { isPersonalCache } from './offline-rules';

/*
 * Which API answers the page shows came from the service worker's cache (offline) instead of the
 * server, and since when: lib/api.ts records every answer here, the pages read it (components/ui/offline-note.tsx)
 * to say "Offline: last updated …".
 */

/** Address (as lib/api.ts asks it) → when the copy shown was stored; absent for fresh answers. */
const fromCache = new Map<string, number>();
const listeners = new Set<() => void>();

/** An answer to `url` arrived: from the cache (stored at `stored`) or, with null, from the server. */
export function recordAnswer(url: string, stored: Date | null): void {
  const before = fromCache.get(url);
  if (stored) fromCache.set(url, stored.getTime());
  else fromCache.delete(url);
  if (before !== fromCache.get(url)) listeners.forEach((listener) => listener());
}

/** Calls `listener` whenever what was recorded changes; answers the function that stops it. */
export function subscribeToAnswers(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** When the copy of `url` that the page last got was stored, in ms; null for a fresh answer. */
export function offlineSince(url: string): number | null {
  return fromCache.get(url) ?? null;
}

/** Forgets what was recorded (signing out: nothing of the last person's answers is shown as theirs). */
export function clearRecordedAnswers(): void {
  if (fromCache.size === 0) return;
  fromCache.clear();
  listeners.forEach((listener) => listener());
}

/**
 * Deletes every cached answer of the signed-in person (the service worker's personal caches).
 * Never throws: without the Cache API (an old browser, a private window) there is nothing to delete.
 */
export async function forgetPersonalAnswers(): Promise<void> {
  clearRecordedAnswers();
  try {
    if (typeof caches === 'undefined') return;
    const names = (await caches.keys()).filter(isPersonalCache);
    await Promise.all(names.map((name) => caches.delete(name)));
  } catch {
    // The storage is blocked: nothing could have been stored either.
  }
}
