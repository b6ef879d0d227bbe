import type { Locale } from '@tgde/contracts';
import type { Db } from '../../db/client';
import { noChangeFeed, type ChangeFeed } from '../../infra/change-feed';
import { listDestinations } from './service';

/** Longest a copy is served; the bound on staleness should a change notice get lost. */
export const CATALOGUE_TTL_MS = 5_000;

/**
 * The destination list as JSON, kept in memory. It is the most requested call (home, list, every
 * booking form) and changes only when an admin edits the catalogue (or a review changes a rating),
 * so it is read from the database at most once per `ttlMs`, and at once after a change
 * (`invalidate`). When several servers share one PostgreSQL, `changes` carries each one's
 * invalidations to the others (LISTEN/NOTIFY, milliseconds); the time limit is the backstop while
 * that feed is down.
 */
export interface CatalogueCache {
  /** The list in `locale` as UTF-8 JSON bytes: encoded once per read, not once per answer. */
  json(locale?: Locale): Promise<Buffer>;
  invalidate(): void;
}

export function createCatalogueCache(
  db: Db,
  ttlMs = CATALOGUE_TTL_MS,
  changes: ChangeFeed = noChangeFeed,
): CatalogueCache {
  // Each language's copy is read, kept and dropped on its own.
  const cached = new Map<Locale, { json: Buffer; at: number }>();
  const pending = new Map<Locale, Promise<Buffer>>();
  let generation = 0;

  const drop = () => {
    generation += 1;
    cached.clear();
    // A read already under way may predate the change: requests from now on wait for a new one.
    pending.clear();
  };
  changes.subscribe(drop);

  const load = async (locale: Locale): Promise<Buffer> => {
    const started = generation;
    const json = Buffer.from(JSON.stringify(await listDestinations(db, locale)), 'utf8');
    // A change during the read makes this answer stale: serve it once, but do not keep it.
    if (started === generation) cached.set(locale, { json, at: Date.now() });
    return json;
  };

  return {
    json(locale = 'en') {
      const copy = cached.get(locale);
      if (copy && Date.now() - copy.at < ttlMs) return Promise.resolve(copy.json);
      // One database read for any number of requests arriving together.
      let loading = pending.get(locale);
      if (!loading) {
        const started: Promise<Buffer> = load(locale).finally(() => {
          if (pending.get(locale) === started) pending.delete(locale);
        });
        pending.set(locale, started);
        loading = started;
      }
      return loading;
    },
    invalidate() {
      drop();
      changes.publish();
    },
  };
}
