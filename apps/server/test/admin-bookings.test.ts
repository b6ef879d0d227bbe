import { PAID_TOTAL_HEADER, type Booking } from '@tgde/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '../src/auth/guards';
import { bookings } from '../src/db/schema';
import { buildCast, insertBooking, insertDestination, refusals, type Cast } from './support/cast';

let cast: Cast;
let ids: Record<string, string>;
let rhineId: string;

beforeAll(async () => {
  cast = await buildCast();
  rhineId = await insertDestination(cast.t, 'Rhine Valley', 250_00);
  const sylt = await insertDestination(cast.t, 'Sylt', 199_99);
  ids = {
    annJan: await insertBooking(cast.t, {
      email: 'ann@example.com',
      destinationId: rhineId,
      date: '2027-01-10',
      transactionId: 'pi_test_1',
    }),
    annFeb: await insertBooking(cast.t, {
      email: 'ann@example.com',
      destinationId: sylt,
      date: '2027-02-20',
    }),
    bobFeb: await insertBooking(cast.t, {
      email: 'bob@example.com',
      destinationId: sylt,
      date: '2027-02-28',
      transactionId: 'pi_test_2',
    }),
    bobMar: await insertBooking(cast.t, {
      email: 'bob@example.com',
      destinationId: rhineId,
      date: '2027-03-05',
      // Booked before a price change: the booking keeps its own price.
      costCents: 225_50,
      transactionId: 'pi_test_3',
    }),
  };
});
afterAll(() => cast.t.close());

const list = (query = '') => cast.call('GET', `/api/bookings${query}`, cast.admin);
const idsOf = (bookings: Booking[]) => bookings.map((b) => b._id);

describe('GET /api/bookings (admin)', () => {
  it('401 anonymous, 403 for travellers, unverified ones and unverified admins', async () => {
    expect(await refusals(cast, 'GET', '/api/bookings')).toEqual([401, 403, 403, 403]);
    const user = await cast.call('GET', '/api/bookings', cast.user);
    expect(user.json()).toEqual({ message: authMessages.admin });
    expect(user.body).not.toContain('pi_test');
  });

  it("lists every traveller's bookings, latest trip first, with the count and the dollars paid", async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    const all = res.json<Booking[]>();
    expect(idsOf(all)).toEqual([ids.bobMar, ids.bobFeb, ids.annFeb, ids.annJan]);
    expect(res.headers['x-total-count']).toBe('4');
    expect(res.headers[PAID_TOTAL_HEADER]).toBe('675.49');
    expect(all[0]).toEqual({
      _id: ids.bobMar,
      bookingId: rhineId,
      bookingName: 'Rhine Valley',
      date: '2027-03-05',
      cost: 225.5,
      userName: 'bob',
      userEmail: 'bob@example.com',
      phone: '+49 30 1234567',
      paid: true,
      transactionId: 'pi_test_3',
      status: 'paid',
      travellers: 1,
      expiresAt: null,
      freeCancellationUntil: '2027-03-03',
      cancelledAt: null,
      refundAmount: null,
      refundId: null,
      departureId: `${rhineId}_2027-03-05_day`,
      time: null,
      tickets: [{ category: 'adult', count: 1, cost: 225.5, places: 1 }],
      answers: {},
      meetingPoint: null,
    });
    expect(all.find((b) => b._id === ids.annFeb)).toMatchObject({
      paid: false,
      transactionId: null,
      cost: 199.99,
    });
  });

  it('filters by paid state and by trip dates (both ends included); totals follow the filter', async () => {
    const unpaid = await list('?paid=false');
    expect(idsOf(unpaid.json())).toEqual([ids.annFeb]);
    expect(unpaid.headers['x-total-count']).toBe('1');
    expect(unpaid.headers[PAID_TOTAL_HEADER]).toBe('0');

    const paid = await list('?paid=true');
    expect(idsOf(paid.json())).toEqual([ids.bobMar, ids.bobFeb, ids.annJan]);

    const february = await list('?from=2027-02-01&to=2027-02-28');
    expect(idsOf(february.json())).toEqual([ids.bobFeb, ids.annFeb]);
    expect(february.headers['x-total-count']).toBe('2');
    expect(february.headers[PAID_TOTAL_HEADER]).toBe('199.99');

    const paidFromFeb = await list('?paid=true&from=2027-02-28');
    expect(idsOf(paidFromFeb.json())).toEqual([ids.bobMar, ids.bobFeb]);
    expect(paidFromFeb.headers[PAID_TOTAL_HEADER]).toBe('425.49');

    const upToJan = await list('?to=2027-01-10');
    expect(idsOf(upToJan.json())).toEqual([ids.annJan]);

    const none = await list('?from=2030-01-01');
    expect(none.json()).toEqual([]);
    expect(none.headers['x-total-count']).toBe('0');
    expect(none.headers[PAID_TOTAL_HEADER]).toBe('0');
  });

  it('pages; the count and the paid total are of the whole filtered set', async () => {
    const first = await list('?limit=3');
    const second = await list('?limit=3&offset=3');
    expect(idsOf([...first.json<Booking[]>(), ...second.json<Booking[]>()])).toEqual([
      ids.bobMar,
      ids.bobFeb,
      ids.annFeb,
      ids.annJan,
    ]);
    expect(second.headers['x-total-count']).toBe('4');
    expect(second.headers[PAID_TOTAL_HEADER]).toBe('675.49');
  });

  it.each([
    ['paid=yes', 'paid', 'paid must be true or false'],
    ['from=2027-02-30', 'from', 'from must be a date written as YYYY-MM-DD'],
    ['to=tomorrow', 'to', 'to must be a date written as YYYY-MM-DD'],
    ['from=2027-03-01&to=2027-02-01', 'to', 'from must not be after to'],
    ['limit=500', 'limit', 'limit must be at most 100'],
  ])('refuses %s with 400 and a sentence', async (query, path, message) => {
    const res = await list(`?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ path, message }]);
  });
});

describe('GET /api/bookings (admin): cancelled bookings', () => {
  const count = (res: { headers: Record<string, unknown> }) => res.headers['x-total-count'];
  const paidTotal = (res: { headers: Record<string, unknown> }) => res.headers[PAID_TOTAL_HEADER];

  beforeAll(async () => {
    // Paid for $250 and then cancelled: first the cancellation, then (as the provider answers) its refund.
    ids.carlApr = await insertBooking(cast.t, {
      email: 'ann@example.com',
      destinationId: rhineId,
      date: '2027-04-01',
      transactionId: 'pi_test_4',
    });
    await cast.t.database.db
      .update(bookings)
      .set({ status: 'cancelled', cancelledAt: new Date('2027-03-01T10:00:00Z') })
      .where(eq(bookings.id, ids.carlApr!));
  });

  it('are left out of "paid and unpaid" (no filter) and of paid, and listed under status=cancelled', async () => {
    const booked = await list();
    expect(idsOf(booked.json())).toEqual([ids.bobMar, ids.bobFeb, ids.annFeb, ids.annJan]);
    expect(count(booked)).toBe('4');
    expect(paidTotal(booked)).toBe('675.49');
    expect(idsOf((await list('?status=booked')).json())).toEqual(idsOf(booked.json()));

    for (const paid of [await list('?paid=true'), await list('?status=paid')]) {
      expect(idsOf(paid.json())).toEqual([ids.bobMar, ids.bobFeb, ids.annJan]);
      expect(count(paid)).toBe('3');
      expect(paidTotal(paid)).toBe('675.49');
    }
    expect(idsOf((await list('?status=unpaid')).json())).toEqual([ids.annFeb]);

    // Not refunded yet: the $250 is still kept.
    const cancelled = await list('?status=cancelled');
    expect(idsOf(cancelled.json())).toEqual([ids.carlApr]);
    expect(cancelled.json<Booking[]>()[0]).toMatchObject({ status: 'cancelled', paid: true });
    expect(count(cancelled)).toBe('1');
    expect(paidTotal(cancelled)).toBe('250');

    const all = await list('?status=all');
    expect(idsOf(all.json())).toEqual([ids.carlApr, ids.bobMar, ids.bobFeb, ids.annFeb, ids.annJan]);
    expect(count(all)).toBe('5');
    expect(paidTotal(all)).toBe('925.49');
  });

  it('keeps the cancelled totals once the refund is recorded, and filters them by trip date', async () => {
    await cast.t.database.db
      .update(bookings)
      .set({ refundId: 're_test_4', refundCents: 250_00 })
      .where(eq(bookings.id, ids.carlApr!));
    const cancelled = await list('?status=cancelled');
    expect(count(cancelled)).toBe('1');
    expect(paidTotal(cancelled)).toBe('0');
    expect(paidTotal(await list('?status=all'))).toBe('675.49');
    const march = await list('?status=cancelled&to=2027-03-31');
    expect(march.json()).toEqual([]);
    expect(count(march)).toBe('0');
  });

  it('the CSV follows the same filter', async () => {
    const csvIds = async (query: string) => {
      const res = await cast.call('GET', `/api/bookings.csv${query}`, cast.admin);
      expect(res.statusCode, res.body).toBe(200);
      return res.body
        .trim()
        .split('\r\n')
        .slice(1)
        .map((line) => line.split(',')[0]);
    };
    expect(await csvIds('')).toEqual([ids.bobMar, ids.bobFeb, ids.annFeb, ids.annJan]);
    expect(await csvIds('?status=cancelled')).toEqual([ids.carlApr]);
    expect(await csvIds('?paid=true')).toEqual([ids.bobMar, ids.bobFeb, ids.annJan]);
    expect(await csvIds('?status=all')).toHaveLength(5);
  });

  it.each([
    ['status=refunded', 'status', 'status must be booked, paid, unpaid, cancelled or all'],
    ['status=cancelled&paid=true', 'status', 'paid and status ask for different bookings: send only status'],
  ])('refuses %s with 400 and a sentence', async (query, path, message) => {
    for (const url of [`/api/bookings?${query}`, `/api/bookings.csv?${query}`]) {
      const res = await cast.call('GET', url, cast.admin);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([{ path, message }]);
    }
  });

  it('accepts both names when they agree', async () => {
    expect(count(await list('?status=paid&paid=true'))).toBe('3');
  });
});
