import { siteStatsSchema, type SiteStats } from '@tgde/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, reviews } from '../src/db/schema';
import type { ChangeFeed } from '../src/infra/change-feed';
import { createSiteStatsCache } from '../src/features/site-stats/service';
import { verifiedUser } from './support/accounts';
import { bearer, type SignedIn } from './support/auth-client';
import { insertBooking, insertDestination } from './support/cast';
import { RecordingMailer } from './support/recording-mailer';
import { buildTestApp, type TestApp } from './support/test-app';

/*
 * GET /api/stats: the home page's figures, counted from the bookings and reviews (paid and kept
 * bookings only), for anyone; and how long a copy is kept in memory.
 */

let fresh: TestApp;
let kept: TestApp;
let ann: SignedIn;
let keptAnn: SignedIn;

beforeAll(async () => {
  const mailer = new RecordingMailer();
  const keptMailer = new RecordingMailer();
  [fresh, kept] = await Promise.all([
    // Read from the database on every request, so each step's figures show at once.
    buildTestApp({ env: { CATALOGUE_TTL_MS: '0' }, deps: { mailer } }),
    buildTestApp({ env: { CATALOGUE_TTL_MS: '3600000' }, deps: { mailer: keptMailer } }),
  ]);
  [ann, keptAnn] = await Promise.all([
    verifiedUser(fresh.app, mailer, { name: 'Ann Walker', email: 'ann@example.com' }),
    verifiedUser(kept.app, keptMailer, { name: 'Ann Walker', email: 'ann@example.com' }),
  ]);
});
afterAll(() => Promise.all([fresh?.close(), kept?.close()]));

async function stats(t: TestApp): Promise<SiteStats> {
  // Signed out: no cookie, no token.
  const res = await t.app.inject({ method: 'GET', url: '/api/stats' });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('no-cache');
  return siteStatsSchema.strict().parse(res.json());
}

/** A review with `rating` stars, written through the API as `who`. */
async function writeReview(t: TestApp, who: SignedIn, rating: number): Promise<void> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/review',
    headers: { ...bearer(who.token), 'content-type': 'application/json' },
    payload: JSON.stringify({ comment: 'A fine trip.', rating }),
  });
  expect(res.statusCode, res.body).toBe(201);
}

async function setTravellers(t: TestApp, id: string, travellers: number): Promise<void> {
  await t.database.db.update(bookings).set({ travellers }).where(eq(bookings.id, id));
}

describe('GET /api/stats', () => {
  it('claims nothing on a site without bookings or reviews', async () => {
    expect(await stats(fresh)).toEqual({ travellers: 0, trips: 0, rating: { average: null, reviews: 0 } });
  });

  it('counts the travellers and trips of paid bookings that were not cancelled, and the average of the reviews', async () => {
    const db = fresh.database.db;
    const sylt = await insertDestination(fresh, 'Sylt');
    const harz = await insertDestination(fresh, 'Harz');
    const email = 'ann@example.com';
    const family = await insertBooking(fresh, {
      email,
      destinationId: sylt,
      date: '2027-05-01',
      transactionId: 'pi_a',
    });
    await setTravellers(fresh, family, 3);
    await insertBooking(fresh, { email, destinationId: harz, date: '2027-05-02', transactionId: 'pi_b' });
    // Not paid: no trip yet.
    const unpaid = await insertBooking(fresh, { email, destinationId: harz, date: '2027-05-03' });
    await setTravellers(fresh, unpaid, 2);
    // Paid, then cancelled and refunded: no longer a trip.
    const cancelled = await insertBooking(fresh, {
      email,
      destinationId: sylt,
      date: '2027-05-04',
      transactionId: 'pi_c',
    });
    await db
      .update(bookings)
      .set({ status: 'cancelled', cancelledAt: new Date(), travellers: 4 })
      .where(eq(bookings.id, cancelled));
    await db.insert(reviews).values([
      { name: 'Ann Walker', comment: 'Wonderful.', rating: 5, destinationId: sylt },
      { name: 'Bob Rover', comment: 'Good.', rating: 4, destinationId: harz },
      { name: 'Cem Yilmaz', comment: 'Good.', rating: 4, destinationId: null },
    ]);

    expect(await stats(fresh)).toEqual({ travellers: 4, trips: 2, rating: { average: 4.3, reviews: 3 } });
    // A review written through the API counts too.
    await writeReview(fresh, ann, 3);
    expect((await stats(fresh)).rating).toEqual({ average: 4, reviews: 4 });
  });

  it('is kept in memory, but a review shows at once (it announces a public change)', async () => {
    const before = await stats(kept);
    expect(before.rating.reviews).toBe(0);
    await writeReview(kept, keptAnn, 5);
    expect((await stats(kept)).rating).toEqual({ average: 5, reviews: 1 });
  });
});

describe('the figures kept in memory', () => {
  it('are read again after the time limit, or at once after a change notice', async () => {
    let at = 1_000_000;
    let notify = () => {};
    const feed: ChangeFeed = {
      publish: () => undefined,
      subscribe: (onChange) => {
        notify = onChange;
      },
      close: () => Promise.resolve(),
    };
    const cache = createSiteStatsCache(kept.database.db, 1000, feed, () => at);
    const destination = await insertDestination(kept, 'Rügen');
    const trips = async () => (await cache.read()).trips;
    expect(await trips()).toBe(0);
    await insertBooking(kept, {
      email: 'ann@example.com',
      destinationId: destination,
      date: '2027-06-01',
      transactionId: 'pi_k1',
    });
    at += 999;
    expect(await trips(), 'within the time limit the copy is served').toBe(0);
    at += 1;
    expect(await trips(), 'once it has passed, the database is read again').toBe(1);
    await insertBooking(kept, {
      email: 'ann@example.com',
      destinationId: destination,
      date: '2027-06-02',
      transactionId: 'pi_k2',
    });
    notify();
    expect(await trips(), 'a change notice drops the copy').toBe(2);
  });
});
