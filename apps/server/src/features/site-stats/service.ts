import type { SiteStats } from '@tgde/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, reviews } from '../../db/schema';
import type { ChangeFeed } from '../../infra/change-feed';
import { keptReads } from '../../infra/kept-reads';

/** The home page's figures as the database has them now (contracts' SITE_STATS_DEFINITIONS). */
export async function readSiteStats(db: Db): Promise<SiteStats> {
  const [trips, stars] = await Promise.all([
    db
      .select({
        trips: sql<number>`count(*)::int`,
        travellers: sql<number>`coalesce(sum(${bookings.travellers}), 0)::int`,
      })
      .from(bookings)
      // Cancelled trips were refunded: the figures count only what was paid and kept.
      .where(eq(bookings.status, 'paid')),
    db
      .select({
        reviews: sql<number>`count(*)::int`,
        average: sql<string | null>`round(avg(${reviews.rating}), 1)`,
      })
      .from(reviews),
  ]);
  const average = stars[0]?.average;
  return {
    travellers: trips[0]?.travellers ?? 0,
    trips: trips[0]?.trips ?? 0,
    rating: {
      average: average === null || average === undefined ? null : Number(average),
      reviews: stars[0]?.reviews ?? 0,
    },
  };
}

/**
 * The figures, kept (infra/kept-reads.ts): read from the database at most once per `ttlMs` whatever
 * the number of visitors (every home page asks for them), and at once after a public change (a
 * review moves the rating).
 * A paid or cancelled booking publishes no change: it shows within `ttlMs`.
 */
export interface SiteStatsCache {
  read(): Promise<SiteStats>;
}

export function createSiteStatsCache(
  db: Db,
  ttlMs: number,
  changes: ChangeFeed,
  now: () => number = Date.now,
): SiteStatsCache {
  const copy = keptReads(() => readSiteStats(db), ttlMs, changes, now);
  return { read: () => copy.read('figures') };
}
