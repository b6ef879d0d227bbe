import type { Locale } from '@tgde/contracts';
import type { Db } from '../../db/client';
import { noChangeFeed, type ChangeFeed } from '../../infra/change-feed';
import { keptReads } from '../../infra/kept-reads';
import { listDestinations } from './service';

/** Longest a copy is served; the bound on staleness should a change notice get lost. */
export const CATALOGUE_TTL_MS = 5_000;

/**
 * The destination list as JSON, kept in memory. It is the most requested call (home, list, every
 * booking form) and changes only when an admin edits the catalogue (or a review changes a rating),
 * so it is kept (infra/kept-reads.ts): read from the database at most once per `ttlMs`, and at once
 * after a change (`invalidate`). When several servers share one PostgreSQL, `changes` carries each
 * one's invalidations to the others (LISTEN/NOTIFY, milliseconds); the time limit is the backstop
 * while that feed is down.
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
  const copies = keptReads(
    async (locale: Locale) => Buffer.from(JSON.stringify(await listDestinations(db, locale)), 'utf8'),
    ttlMs,
    changes,
  );
  return {
    json: (locale = 'en') => copies.read(locale),
    invalidate() {
      copies.drop();
      changes.publish();
    },
  };
}
