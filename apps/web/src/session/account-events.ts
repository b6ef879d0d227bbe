/** What happened to the signed-in account: gone, or its data may have changed on the server. */
export type AccountChange = 'signed-out' | 'refreshed';

type Listener = (change: AccountChange) => Promise<unknown> | void;
const listeners = new Set<Listener>();

/**
 * The session tells the data layer (app/query-layer.tsx) about account changes through this,
 * instead of holding the query client itself: the session is part of the first JavaScript of
 * every page, the query client arrives with the pages.
 */
export function onAccountChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Resolves once every listener has done its work (refetched what changed, for instance). */
export async function announceAccountChange(change: AccountChange): Promise<void> {
  await Promise.all([...listeners].map((listener) => listener(change)));
}
