import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { requestCounters } from '../db/schema';

/** How often one process clears the rows of windows that are over (they would only pile up). */
const PURGE_EVERY_MS = 60_000;

/** What @fastify/rate-limit hands `child()`: the merged limits plus the route they guard. */
interface ChildOptions {
  routeInfo?: { method?: string | string[]; url?: string };
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
}

/**
 * A store for @fastify/rate-limit that keeps its counters in the database (`request_counters`), so
 * that several server processes sharing one PostgreSQL count one client's requests together. The
 * embedded database uses it too, so that there is one code path. Each counted request costs one
 * statement: an atomic upsert that starts a new window when the old one is over, timed by the
 * database's clock so that servers whose clocks differ still agree.
 *
 * Only fixed windows are supported: the plugin's `continueExceeding` and `exponentialBackoff`
 * are refused rather than silently ignored.
 */
/**
 * Counts one hit of `key` in a fixed window of `timeWindow` ms: one atomic upsert that starts a new
 * window when the old one is over, timed by the database's clock. Answers the hits of the window
 * so far and the milliseconds until it ends.
 */
export async function countHit(
  db: Db,
  key: string,
  timeWindow: number,
): Promise<{ current: number; ttl: number }> {
  const windowOver = sql`${requestCounters.resetsAt} <= now()`;
  const nextReset = sql`now() + ${Math.max(0, Math.trunc(timeWindow))}::integer * interval '1 millisecond'`;
  const [row] = await db
    .insert(requestCounters)
    .values({ key, hits: 1, resetsAt: nextReset })
    .onConflictDoUpdate({
      target: requestCounters.key,
      set: {
        hits: sql`case when ${windowOver} then 1 else ${requestCounters.hits} + 1 end`,
        resetsAt: sql`case when ${windowOver} then ${nextReset} else ${requestCounters.resetsAt} end`,
      },
    })
    .returning({
      current: requestCounters.hits,
      ttl: sql<number>`greatest(0, ceil(extract(epoch from ${requestCounters.resetsAt} - now()) * 1000))`.mapWith(
        Number,
      ),
    });
  if (!row) throw new Error('The rate-limit counter was not written.');
  return row;
}

export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  let lastPurge = 0;

  const purgeNow = () => {
    lastPurge = Date.now();
    // Housekeeping only: a row left behind is harmless (its next hit starts a new window).
    db.delete(requestCounters)
      .where(lte(requestCounters.resetsAt, sql`now()`))
      .then(
        () => undefined,
        () => undefined,
      );
  };

  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: object,
      private readonly prefix = '',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      countHit(db, this.prefix + key, timeWindow).then(
        (row) => {
          if (Date.now() - lastPurge >= PURGE_EVERY_MS) purgeNow();
          callback(null, row);
        },
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: unknown): FastifyRateLimitStore {
      const options = routeOptions as ChildOptions;
      if (options.continueExceeding || options.exponentialBackoff) {
        throw new Error('The database rate-limit store counts fixed windows only.');
      }
      const { method, url } = options.routeInfo ?? {};
      const methods = Array.isArray(method) ? method.join(',') : (method ?? '');
      // Each route counts on its own, as the plugin's own stores do.
      return new DatabaseRateLimitStore({}, `${this.prefix}${methods}${url ?? ''}|`);
    }
  }

  return DatabaseRateLimitStore;
}
