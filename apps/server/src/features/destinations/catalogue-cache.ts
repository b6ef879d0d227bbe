import type { Db } from '../../db/client';
import { listDestinations } from './service';

/**
 * The destination list as JSON, kept in memory. It is the most requested call (home, list, every
 * booking form) and changes only when an admin edits the catalogue, so it is read from the database
 * at most once per `ttlMs`, and at once after a change made through this process (`invalidate`).
 * The time limit bounds how stale another process's change can look when several servers share
 * one PostgreSQL.
 */
export interface CatalogueCache {
  json(): Promise<string>;
  invalidate(): void;
}

export function createCatalogueCache(db: Db, ttlMs = 5_000): CatalogueCache {
  let cached: { json: string; at: number } | undefined;
  let pending: Promise<string> | undefined;
  let generation = 0;

  const load = async (): Promise<string> => {
    const started = generation;
    const json = JSON.stringify(await listDestinations(db));
    // A change during the read makes this answer stale: serve it once, but do not keep it.
    if (started === generation) cached = { json, at: Date.now() };
    return json;
  };

  return {
    json() {
      if (cached && Date.now() - cached.at < ttlMs) return Promise.resolve(cached.json);
      // One database read for any number of requests arriving together.
      pending ??= load().finally(() => {
        pending = undefined;
      });
      return pending;
    },
    invalidate() {
      generation += 1;
      cached = undefined;
    },
  };
}
