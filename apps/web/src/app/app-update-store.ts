import { useSyncExternalStore } from 'react';

/*
 * A new version of the app is installed and waiting (the service worker's update): the banner
 * (app-update-banner.tsx) reads this, app/service-worker.ts fills it. Kept apart from the latter so
 * that the page's first JavaScript does not carry workbox-window.
 */

type Activate = () => void;

let activate: Activate | null = null;
const listeners = new Set<() => void>();

/** A new version waits; `start` makes it take over (the page reloads then). */
export function offerUpdate(start: Activate): void {
  activate = start;
  listeners.forEach((listener) => listener());
}

export function subscribeToUpdate(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function updateWaiting(): boolean {
  return activate !== null;
}

/** True once a new version waits (never on the server, which renders no banner). */
export function useUpdateWaiting(): boolean {
  return useSyncExternalStore(subscribeToUpdate, updateWaiting, () => false);
}

/** Lets the waiting version take over; the page reloads once it has. */
export function applyUpdate(): void {
  activate?.();
}
