import { PAID_TOTAL_HEADER, type Booking } from '@tgde/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '../src/auth/guards';
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
