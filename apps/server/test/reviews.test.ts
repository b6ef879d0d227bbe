import { MAX_COMMENT_LENGTH, messages, reviewMessages, type Destination, type Review } from '@tgde/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '../src/auth/guards';
import { verifiedUser } from './support/accounts';
import { bearer, requestJson } from './support/auth-client';
import { buildCast, insertBooking, insertDestination, userIdOf, type Cast } from './support/cast';
import { RecordingMailer } from './support/recording-mailer';
import { buildTestApp } from './support/test-app';

let cast: Cast;
let rhine: string; // reviewed three times
let alps: string; // never reviewed
// The app's clock: "Booked with us" counts the trips dated before this day in Germany.
let now = new Date('2026-06-10T10:00:00Z');

beforeAll(async () => {
  cast = await buildCast({ clock: () => now });
  rhine = await insertDestination(cast.t, 'Rhine Valley');
  alps = await insertDestination(cast.t, 'Bavarian Alps');
});
afterAll(() => cast.t.close());

const reviews = async (query = '') => (await cast.call('GET', `/api/review${query}`)).json<Review[]>();

async function review(who: Cast['user'], body: Record<string, unknown>): Promise<string> {
  const res = await cast.call('POST', '/api/review', who, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ insertedId: string }>().insertedId;
}

describe('POST /api/review', () => {
  it('401 anonymous, 403 unverified (with the reason); nothing is stored', async () => {
    const body = { comment: 'Lovely.', rating: 4 };
    expect((await cast.call('POST', '/api/review', undefined, body)).statusCode).toBe(401);
    const unverified = await cast.call('POST', '/api/review', cast.unverified, body);
    expect(unverified.statusCode).toBe(403);
    expect(unverified.json()).toEqual({ message: authMessages.verify });
    expect(await reviews()).toEqual([]);
  });

  it("stores a verified traveller's review under the session's name, whatever the body says", async () => {
    const before = Date.now();
    const id = await review(cast.user, { name: 'The Queen', comment: '  Wonderful castles.  ', rating: 5 });
    const [first] = await reviews();
    expect(first).toEqual({
      _id: id,
      // Public: the account's first name and initial ("Ann Walker" signed up).
      name: 'Ann W.',
      comment: 'Wonderful castles.',
      rating: 5,
      destinationId: null,
      destinationName: null,
      bookedWithUs: false,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      authorId: await userIdOf(cast.t, 'ann@example.com'),
    });
    // The date it was written, as the card shows it.
    const written = Date.parse(first?.createdAt ?? '');
    expect(written).toBeGreaterThanOrEqual(before - 1000);
    expect(written).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('accepts a rating of 0 and an empty destination choice', async () => {
    await review(cast.otherUser, { comment: 'Rained all week.', rating: 0, destinationId: '' });
    expect((await reviews())[0]).toMatchObject({ name: 'Bob R.', rating: 0, destinationId: null });
  });

  it.each([
    ['no comment', { comment: undefined }, 'comment', messages.commentRequired],
    ['a blank comment', { comment: '   ' }, 'comment', messages.commentRequired],
    ['a comment too long', { comment: 'x'.repeat(MAX_COMMENT_LENGTH + 1) }, 'comment', expect.any(String)],
    ['no rating', { rating: undefined }, 'rating', reviewMessages.ratingInvalid],
    ['a rating of 6', { rating: 6 }, 'rating', reviewMessages.ratingInvalid],
    ['a rating of -1', { rating: -1 }, 'rating', reviewMessages.ratingInvalid],
    ['half a star', { rating: 2.5 }, 'rating', reviewMessages.ratingInvalid],
    ['a rating in words', { rating: 'five' }, 'rating', reviewMessages.ratingInvalid],
    [
      'an unknown destination',
      { destinationId: '00000000-0000-4000-8000-000000000000' },
      'destinationId',
      reviewMessages.destinationUnknown,
    ],
    [
      'a malformed destination',
      { destinationId: "1' or '1'='1" },
      'destinationId',
      reviewMessages.destinationUnknown,
    ],
  ])('refuses %s with 400 and its message', async (_what, change, path, message) => {
    const before = (await reviews()).length;
    const res = await cast.call('POST', '/api/review', cast.user, { comment: 'Fine.', rating: 3, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: unknown[] }>().errors).toContainEqual({ path, message });
    expect((await reviews()).length).toBe(before);
  });

  it('accepts a comment of exactly 2,000 characters', async () => {
    await review(cast.user, { comment: 'y'.repeat(MAX_COMMENT_LENGTH), rating: 3 });
  });
});

describe('ratings per destination', () => {
  it('averages the ratings of reviews about each destination in the database (one decimal)', async () => {
    // The list is cached: a new review must show in it at once all the same.
    await cast.call('GET', '/api/destination');
    await review(cast.user, { comment: 'Castles on every hill.', rating: 5, destinationId: rhine });
    await review(cast.otherUser, { comment: 'Good wine, slow trains.', rating: 4, destinationId: rhine });
    await review(cast.admin, { comment: 'Worth it.', rating: 4, destinationId: rhine });

    const list = (await cast.call('GET', '/api/destination')).json<Destination[]>();
    expect(list.find((d) => d._id === rhine)).toMatchObject({ averageRating: 4.3, reviewCount: 3 });
    expect(list.find((d) => d._id === alps)).toMatchObject({ averageRating: null, reviewCount: 0 });
    const one = (await cast.call('GET', `/api/destination/${rhine}`)).json<Destination>();
    expect(one).toMatchObject({ averageRating: 4.3, reviewCount: 3 });
    expect((await reviews())[0]).toMatchObject({ destinationId: rhine, destinationName: 'Rhine Valley' });
  });

  it("marks 'Booked with us' only for an author whose paid trip there has taken place", async () => {
    // Today is 2026-06-10 in Germany. Ann's paid trip to the Rhine was yesterday.
    await insertBooking(cast.t, {
      email: 'ann@example.com',
      destinationId: rhine,
      date: '2026-06-09',
      transactionId: 'pi_test_rhine_ann',
    });
    // Bob went last month but never paid.
    await insertBooking(cast.t, { email: 'bob@example.com', destinationId: rhine, date: '2026-05-02' });
    // The admin paid for the Rhine three weeks ahead, and for another destination long ago.
    await insertBooking(cast.t, {
      email: 'boss@example.com',
      destinationId: rhine,
      date: '2026-07-01',
      transactionId: 'pi_test_rhine_boss',
    });
    await insertBooking(cast.t, {
      email: 'boss@example.com',
      destinationId: alps,
      date: '2026-03-03',
      transactionId: 'pi_test_alps_boss',
    });
    expect(await bookedAboutRhine()).toEqual({ 'Ann W.': true, 'Bob R.': false, 'The B.': false });
    // Ann's review without a destination is not marked.
    expect((await reviews('?limit=100')).filter((r) => r.name === 'Ann W.' && !r.destinationId)).toEqual(
      expect.arrayContaining([expect.objectContaining({ bookedWithUs: false })]),
    );
  });

  it('counts a trip once its day is over in Germany, not in UTC', async () => {
    // 23:30 in Berlin (summer time, UTC+2) on the day of the admin's trip: that day is not over.
    now = new Date('2026-07-01T21:30:00Z');
    expect((await bookedAboutRhine())['The B.']).toBe(false);
    // Half an hour later it is 2026-07-02 in Berlin, though still 2026-07-01 in UTC.
    now = new Date('2026-07-01T22:30:00Z');
    expect(await bookedAboutRhine()).toEqual({ 'Ann W.': true, 'Bob R.': false, 'The B.': true });
  });
});

/** Reviewer → "Booked with us", for the reviews about the Rhine Valley. */
async function bookedAboutRhine(): Promise<Record<string, boolean>> {
  const about = (await reviews('?limit=100')).filter((r) => r.destinationId === rhine);
  return Object.fromEntries(about.map((r) => [r.name, r.bookedWithUs]));
}

describe('GET /api/review', () => {
  it('is public, newest first, paged with the total in X-Total-Count', async () => {
    const all = await cast.call('GET', '/api/review?limit=100');
    expect(all.statusCode).toBe(200);
    const list = all.json<Review[]>();
    expect(all.headers['x-total-count']).toBe(String(list.length));
    expect(list.length).toBe(6);
    const created = list.map((r) => r.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
    expect(list[0]?.comment).toBe('Worth it.');

    const first = (await cast.call('GET', '/api/review?limit=4')).json<Review[]>();
    const rest = await cast.call('GET', '/api/review?limit=4&offset=4');
    expect(rest.headers['x-total-count']).toBe('6');
    expect([...first, ...rest.json<Review[]>()]).toEqual(list);
  });

  it('names every reviewer by first name and initial, never by the full name of the account', async () => {
    const res = await cast.call('GET', '/api/review?limit=100');
    expect(new Set(res.json<Review[]>().map((r) => r.name))).toEqual(new Set(['Ann W.', 'Bob R.', 'The B.']));
    for (const fullName of ['Ann Walker', 'Walker', 'Bob Rover', 'Rover', 'The Boss']) {
      expect(res.body).not.toContain(fullName);
    }
  });

  it('answers the plain array without paging parameters, and 400 for bad ones', async () => {
    expect(Array.isArray(await reviews())).toBe(true);
    const bad = await cast.call('GET', '/api/review?limit=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ path: 'limit', message: 'limit must be at least 1' }]);
  });
});

describe('one review per traveller and destination', () => {
  it('keeps one review per traveller and destination: writing again edits it (200, the same id)', async () => {
    const castle = await insertDestination(cast.t, 'Eltz Castle');
    const first = await review(cast.user, { comment: 'Good.', rating: 3, destinationId: castle });
    const again = await cast.call('POST', '/api/review', cast.user, {
      comment: 'Even better the second time.',
      rating: 5,
      destinationId: castle,
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual({ insertedId: first });
    const about = (await reviews()).filter((r) => r.destinationId === castle);
    expect(about).toEqual([
      expect.objectContaining({ _id: first, comment: 'Even better the second time.', rating: 5 }),
    ]);
    // Without a destination, every review is a review of its own.
    const general = await review(cast.user, { comment: 'Nice site.', rating: 4 });
    expect(await review(cast.user, { comment: 'Nice site again.', rating: 4 })).not.toBe(general);
  });
});

describe('REVIEW_RATE_LIMIT', () => {
  it('takes that many reviews a minute from one address, then answers 429', async () => {
    const mailer = new RecordingMailer();
    const t = await buildTestApp({
      env: { REVIEW_RATE_LIMIT: '2', AUTH_RATE_LIMIT_MAX: '1000' },
      deps: { mailer },
    });
    try {
      const writer = await verifiedUser(t.app, mailer, { name: 'Busy Writer', email: 'busy@example.com' });
      const write = () =>
        requestJson(t.app, 'POST', '/api/review', bearer(writer.token), { comment: 'Again!', rating: 4 });
      expect((await write()).statusCode).toBe(201);
      expect((await write()).statusCode).toBe(201);
      const limited = await write();
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ message: expect.any(String) });
    } finally {
      await t.close();
    }
  });
});
