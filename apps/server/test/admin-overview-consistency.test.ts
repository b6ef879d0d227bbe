import {
  addDays,
  firstBookableDate,
  PAID_TOTAL_HEADER,
  type AdminStats,
  type Booking,
  type ConfirmedPaymentAnswer,
  type Occupancy,
} from '@tgde/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { destinations } from '../src/db/schema';
import { bearer, type SignedIn } from './support/auth-client';
import { buildCast, insertDestination, type Cast } from './support/cast';

/*
 * The Overview's figures agree with each other and with All Bookings when a trip is paid and then
 * cancelled with a full refund: it counts as a paid booking of its month, brings no revenue, makes
 * no destination a top one, and the top destinations' revenue is the months' revenue.
 */

// Today in Germany: the month the trips are paid in, whatever the machine's time zone.
const now = new Date();
let cast: Cast;
let goerlitz: string;
let lindau: string;

beforeAll(async () => {
  cast = await buildCast({ clock: () => now });
  goerlitz = await insertDestination(cast.t, 'Görlitz', 120_00);
  lindau = await insertDestination(cast.t, 'Lindau', 80_50);
});
afterAll(() => cast.t.close());

/** Booked, paid with the test-mode card and recorded as paid, as the web app does it. */
async function paidTrip(who: SignedIn, destination: string, date: string): Promise<string> {
  const booked = await cast.call('POST', '/api/bookedDestination', who, {
    bookingId: destination,
    date,
    phone: '+49 30 1234567',
  });
  expect(booked.statusCode, booked.body).toBe(201);
  const id = booked.json<{ insertedId: string }>().insertedId;
  const intent = await cast.call('POST', '/api/create-payment-intent', who, { bookingId: id });
  expect(intent.statusCode, intent.body).toBe(200);
  const confirmed = await cast.call('POST', '/api/test-payments/confirm', who, {
    clientSecret: intent.json<{ clientSecret: string }>().clientSecret,
    card: { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' },
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const transactionId = confirmed.json<ConfirmedPaymentAnswer>().paymentIntent.id;
  const paid = await cast.call('PATCH', `/api/booking/${id}`, who, { transactionId });
  expect(paid.statusCode, paid.body).toBe(200);
  return id;
}

async function stats(): Promise<AdminStats> {
  const res = await cast.call('GET', '/api/admin/stats', cast.admin);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AdminStats>();
}

/** Whole cents, so that sums of dollars compare exactly. */
const cents = (dollars: number) => Math.round(dollars * 100);
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

async function paidTotal(query: string): Promise<number> {
  const res = await cast.call('GET', `/api/bookings${query}`, cast.admin);
  expect(res.statusCode, res.body).toBe(200);
  return cents(Number(res.headers[PAID_TOTAL_HEADER]));
}

describe('the Overview with a trip paid and then cancelled', () => {
  it('counts it as paid in its month, with no revenue, and names no top destination', async () => {
    const date = addDays(firstBookableDate(now), 20);
    const trip = await paidTrip(cast.user, goerlitz, date);
    const cancelled = await cast.call('POST', `/api/booking/${trip}/cancel`, cast.admin);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<Booking>()).toMatchObject({ status: 'cancelled', refundAmount: 120 });

    const figures = await stats();
    expect(sum(figures.months.map((m) => m.bookings))).toBe(1);
    expect(sum(figures.months.map((m) => cents(m.revenue)))).toBe(0);
    // Paid, but refunded in full: it brought nothing, so it is no top destination.
    expect(figures.topDestinations).toEqual([]);
    // It held its places only until it was cancelled.
    expect(figures.occupancy.anyPlaceTaken).toBe(false);

    // All Bookings lists it under Cancelled, with nothing kept; the Overview's revenue is the same.
    const listed = await cast.call('GET', '/api/bookings?status=cancelled', cast.admin);
    expect(listed.json<Booking[]>().map((b) => b._id)).toEqual([trip]);
    expect(await paidTotal('?status=all')).toBe(0);
  });

  it('keeps the months, the top destinations and All Bookings in step once another trip is paid', async () => {
    await paidTrip(cast.otherUser, lindau, addDays(firstBookableDate(now), 21));

    const figures = await stats();
    expect(sum(figures.months.map((m) => m.bookings))).toBe(2);
    expect(figures.topDestinations).toEqual([
      { destinationId: lindau, destinationName: 'Lindau', bookings: 1, revenue: 80.5 },
    ]);
    const revenue = sum(figures.months.map((m) => cents(m.revenue)));
    expect(revenue).toBe(80_50);
    expect(sum(figures.topDestinations.map((d) => cents(d.revenue)))).toBe(revenue);
    // The cancelled trip is a paid booking of the months, not of a top destination: its revenue is 0.
    expect(sum(figures.months.map((m) => m.bookings))).toBe(
      sum(figures.topDestinations.map((d) => d.bookings)) + 1,
    );
    expect(await paidTotal('?status=all')).toBe(revenue);
    expect(await paidTotal('')).toBe(revenue);
    expect(figures.occupancy.anyPlaceTaken).toBe(true);
  });
});

describe('the Overview in German', () => {
  it('names the destinations as German pages do, in the chart and in the occupancy table', async () => {
    await cast.t.database.db
      .update(destinations)
      .set({ nameDe: 'Lindau (Bodensee)' })
      .where(eq(destinations.id, lindau));
    const german = { ...bearer(cast.admin.token), 'accept-language': 'de' };
    const figures = await cast.t.app.inject({ method: 'GET', url: '/api/admin/stats', headers: german });
    expect(figures.json<AdminStats>().topDestinations.map((d) => d.destinationName)).toEqual([
      'Lindau (Bodensee)',
    ]);
    const table = await cast.t.app.inject({
      method: 'GET',
      url: '/api/admin/stats/occupancy',
      headers: german,
    });
    expect(table.json<Occupancy[]>().map((d) => d.destinationName)).toContain('Lindau (Bodensee)');
    // Destinations with the same figures are listed in the alphabet of the names shown.
    const cologne = await insertDestination(cast.t, 'Cologne');
    await insertDestination(cast.t, 'Dresden');
    await cast.t.database.db.update(destinations).set({ nameDe: 'Köln' }).where(eq(destinations.id, cologne));
    const order = async (headers: Record<string, string>, names: string[]) => {
      const res = await cast.t.app.inject({ method: 'GET', url: '/api/admin/stats/occupancy', headers });
      return res
        .json<Occupancy[]>()
        .map((d) => d.destinationName)
        .filter((name) => names.includes(name));
    };
    expect(await order(german, ['Köln', 'Dresden'])).toEqual(['Dresden', 'Köln']);
    expect(await order(bearer(cast.admin.token), ['Cologne', 'Dresden'])).toEqual(['Cologne', 'Dresden']);
    // Without a German name, and in English, the name stays.
    expect(table.json<Occupancy[]>().map((d) => d.destinationName)).toContain('Görlitz');
    expect((await stats()).topDestinations.map((d) => d.destinationName)).toEqual(['Lindau']);
  });
});
