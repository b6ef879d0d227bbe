import { type AdminStats, type Booking } from '@tgde/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingDays, bookings, destinations, paymentMonths } from '../src/db/schema';
import { takePlaces } from '../src/domain/places';
import { bearer } from './support/auth-client';
import { buildCast, insertDestination, refusals, userIdOf, type Cast } from './support/cast';

/*
 * The operator's numbers (GET /api/admin/stats) and the bookings file (GET /api/bookings.csv), on
 * bookings written straight to the database with known payment times, travellers and refunds. The
 * app's clock stands at 00:30 on 1 April 2027 in Germany (22:30 UTC the day before), so the
 * months are counted in Germany's time: a payment at 23:59 on 31 March (Germany) is March's.
 */

let now = new Date('2027-03-31T22:30:00Z');
let cast: Cast;
const id: Record<string, string> = {};

/** Far beyond any clock of this file: unpaid bookings never expire while it runs. */
const NEVER = new Date('2100-01-01T00:00:00Z');

interface Seed {
  who: 'ann' | 'bob';
  destination: string;
  date: string;
  travellers?: number;
  /** Payment time; omitted: unpaid. */
  paidAt?: string;
  /** The whole cost refunded and the booking cancelled. */
  refunded?: boolean;
  expired?: boolean;
  userName?: string;
}

/** A booking written as the booking calls would leave it, with its places when it holds them. */
async function seed(key: string, booking: Seed): Promise<void> {
  const db = cast.t.database.db;
  const [destination] = await db.select().from(destinations).where(eq(destinations.id, booking.destination));
  if (!destination) throw new Error('no such destination');
  const travellers = booking.travellers ?? 1;
  const costCents = destination.costCents * travellers;
  const email = `${booking.who}@example.com`;
  const paid = booking.paidAt !== undefined;
  const status = booking.refunded ? 'cancelled' : booking.expired ? 'expired' : paid ? 'paid' : 'unpaid';
  const [row] = await db
    .insert(bookings)
    .values({
      destinationId: destination.id,
      destinationName: destination.name,
      date: booking.date,
      costCents,
      travellers,
      userId: await userIdOf(cast.t, email),
      userName: booking.userName ?? (booking.who === 'ann' ? 'Ann Walker' : 'Bob Rover'),
      userEmail: email,
      status,
      paid,
      transactionId: paid ? `pi_stats_${key}` : null,
      paidAt: booking.paidAt === undefined ? null : new Date(booking.paidAt),
      expiresAt: NEVER,
      cancelledAt: booking.refunded ? new Date(booking.paidAt ?? now) : null,
      refundId: booking.refunded ? `re_stats_${key}` : null,
      refundCents: booking.refunded ? costCents : null,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  if (status === 'unpaid' || status === 'paid') await takePlaces(db, row);
  id[key] = row.id;
}

beforeAll(async () => {
  cast = await buildCast({ clock: () => now });
  const db = cast.t.database.db;
  const rhine = await insertDestination(cast.t, 'Rhine Valley', 250_00);
  const sylt = await insertDestination(cast.t, 'Sylt', 199_99);
  const harz = await insertDestination(cast.t, 'Harz', 100_00);
  const oldTown = await insertDestination(cast.t, 'Old Town', 300_00);
  await db.update(destinations).set({ capacity: 10 }).where(eq(destinations.id, rhine));
  await db.update(destinations).set({ capacity: 4 }).where(eq(destinations.id, sylt));
  id.rhine = rhine;
  id.sylt = sylt;
  id.harz = harz;
  id.oldTown = oldTown;

  // Paid at 00:15 on 1 April in Germany: April's.
  await seed('aprilPaid', {
    who: 'ann',
    destination: rhine,
    date: '2027-04-05',
    travellers: 2,
    paidAt: '2027-03-31T22:15:00Z',
  });
  // Paid at 23:59 on 31 March in Germany: March's.
  await seed('marchPaid', {
    who: 'bob',
    destination: rhine,
    date: '2027-04-05',
    paidAt: '2027-03-31T21:59:00Z',
  });
  // Sylt's four places of that day, all taken.
  await seed('januaryPaid', {
    who: 'ann',
    destination: sylt,
    date: '2027-04-10',
    travellers: 4,
    paidAt: '2027-01-10T12:00:00Z',
  });
  await seed('syltUnpaid', { who: 'bob', destination: sylt, date: '2027-04-12' });
  // Paid in January and refunded in full: a booking of January's, with nothing kept.
  await seed('januaryRefunded', {
    who: 'ann',
    destination: harz,
    date: '2027-02-01',
    paidAt: '2027-01-20T12:00:00Z',
    refunded: true,
  });
  // 00:30 on 1 May 2026 in Germany: the oldest month of the twelve.
  await seed('firstMonth', {
    who: 'bob',
    destination: harz,
    date: '2026-06-01',
    paidAt: '2026-04-30T22:30:00Z',
  });
  // 23:00 on 30 April 2026 in Germany: a month too early.
  await seed('tooEarly', {
    who: 'ann',
    destination: harz,
    date: '2026-05-01',
    paidAt: '2026-04-30T21:00:00Z',
  });
  await seed('archivedPaid', {
    who: 'bob',
    destination: oldTown,
    date: '2026-12-01',
    paidAt: '2026-11-15T12:00:00Z',
  });
  // Occupancy counts today to the 30th day: not a day after it, nor yesterday; expired bookings hold nothing.
  await seed('afterWindow', { who: 'ann', destination: rhine, date: '2027-05-01', travellers: 3 });
  await seed('yesterday', { who: 'ann', destination: rhine, date: '2027-03-31', travellers: 2 });
  await seed('lastDay', { who: 'bob', destination: rhine, date: '2027-04-30' });
  await seed('expired', { who: 'bob', destination: rhine, date: '2027-04-06', travellers: 5, expired: true });
  // Archived after its trip: its money still counts, its occupancy no longer.
  await db.update(destinations).set({ archivedAt: now }).where(eq(destinations.id, oldTown));
});
afterAll(() => cast.t.close());

const stats = async () => {
  const res = await cast.call('GET', '/api/admin/stats', cast.admin);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AdminStats>();
};

const twelveMonths = (first: string) =>
  Array.from({ length: 12 }, (_, i) => {
    const d = new Date(`${first}-01T00:00:00Z`);
    d.setUTCMonth(d.getUTCMonth() + i);
    return d.toISOString().slice(0, 7);
  });

describe('GET /api/admin/stats (admin)', () => {
  it('401 anonymous, 403 for travellers, unverified ones and unverified admins', async () => {
    expect(await refusals(cast, 'GET', '/api/admin/stats')).toEqual([401, 403, 403, 403]);
  });

  it('counts bookings and revenue by the month they were paid in Germany, the last 12 months, empty months as 0', async () => {
    const { today, months } = await stats();
    expect(today).toBe('2027-04-01');
    expect(months.map((m) => m.month)).toEqual(twelveMonths('2026-05'));
    const figures = Object.fromEntries(months.map((m) => [m.month, [m.bookings, m.revenue]]));
    expect(figures).toEqual({
      ...Object.fromEntries(twelveMonths('2026-05').map((m) => [m, [0, 0]])),
      '2026-05': [1, 100],
      '2026-11': [1, 300],
      // One kept (4 × 199.99), one refunded in full.
      '2027-01': [2, 799.96],
      '2027-03': [1, 250],
      '2027-04': [1, 500],
    });
  });

  it('the months agree with the rows: paid bookings of the period and the money they kept', async () => {
    const { months } = await stats();
    // Independently of the SQL: every paid row, its month in Germany by Intl, summed here.
    const rows = await cast.t.database.db.select().from(bookings).where(eq(bookings.paid, true));
    const monthOf = (at: Date) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit' })
        .format(at)
        .slice(0, 7);
    const inPeriod = new Set(months.map((m) => m.month));
    const expected = new Map<string, { bookings: number; cents: number }>();
    for (const row of rows) {
      const month = monthOf(row.paidAt ?? new Date(0));
      if (!inPeriod.has(month)) continue;
      const sum = expected.get(month) ?? { bookings: 0, cents: 0 };
      sum.bookings += 1;
      sum.cents += row.costCents - (row.refundCents ?? 0);
      expected.set(month, sum);
    }
    for (const m of months) {
      const sum = expected.get(m.month) ?? { bookings: 0, cents: 0 };
      expect([m.month, m.bookings, m.revenue]).toEqual([m.month, sum.bookings, sum.cents / 100]);
    }
  });

  it("keeps the bookings' sums right (per payment month and destination, per trip date) through every change", async () => {
    const db = cast.t.database.db;
    // Independently of the triggers: every booking, summed here (its payment's month in Germany by Intl).
    const germanMonth = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Europe/Berlin',
      year: 'numeric',
      month: '2-digit',
    });
    const add = (sums: Map<string, { bookings: number; keptCents: number }>, key: string, kept: number) => {
      const sum = sums.get(key) ?? { bookings: 0, keptCents: 0 };
      sum.bookings += 1;
      sum.keptCents += kept;
      sums.set(key, sum);
    };
    const expected = async () => {
      const months = new Map<string, { bookings: number; keptCents: number }>();
      const days = new Map<string, { bookings: number; keptCents: number }>();
      for (const row of await db.select().from(bookings)) {
        const kept = row.paid ? row.costCents - (row.refundCents ?? 0) : 0;
        add(days, `${row.date} ${row.paid}`, kept);
        if (row.paid)
          add(months, `${germanMonth.format(row.paidAt ?? new Date(0))}-01 ${row.destinationId}`, kept);
      }
      return { months, days };
    };
    // Exactly these rows: a sum that falls to no bookings is gone, as a rebuild would leave it.
    const kept = async () => ({
      months: new Map(
        (await db.select().from(paymentMonths)).map((row) => [
          `${row.month} ${row.destinationId}`,
          { bookings: row.bookings, keptCents: row.keptCents },
        ]),
      ),
      days: new Map(
        (await db.select().from(bookingDays)).map((row) => [
          `${row.date} ${row.paid}`,
          { bookings: row.bookings, keptCents: row.keptCents },
        ]),
      ),
    });
    const before = await expected();
    expect(before.months.size).toBeGreaterThan(0);
    expect(await kept()).toEqual(before);

    const [row] = await db
      .insert(bookings)
      .values({
        destinationId: id.rhine!,
        destinationName: 'Rhine Valley',
        // A day no other booking of this file has: its sums come and go with this booking.
        date: '2027-05-02',
        costCents: 250_00,
        userId: await userIdOf(cast.t, 'ann@example.com'),
        userName: 'Ann Walker',
        userEmail: 'ann@example.com',
        expiresAt: NEVER,
      })
      .returning();
    expect(await kept()).toEqual(await expected());
    const change = async (values: Partial<typeof bookings.$inferInsert>) => {
      await db.update(bookings).set(values).where(eq(bookings.id, row!.id));
      expect(await kept()).toEqual(await expected());
    };
    // 22:59 UTC on 28 February is 23:59 in Germany: February's. The move to 23:00 UTC makes it March's.
    try {
      await change({
        status: 'paid',
        paid: true,
        paidAt: new Date('2027-02-28T22:59:00Z'),
        transactionId: 'pi_stats_moves',
      });
      await change({ date: '2027-05-03' });
      await change({ status: 'cancelled', cancelledAt: now });
      await change({ refundId: 're_stats_moves', refundCents: 100_00 });
      await change({ refundCents: 250_00 });
      await change({ paidAt: new Date('2027-02-28T23:00:00Z') });
      await change({ destinationId: id.sylt!, costCents: 199_99 });
      await change({ userName: 'Ann W.' });
    } finally {
      await db.delete(bookings).where(eq(bookings.id, row!.id));
    }
    expect(await kept()).toEqual(before);
  });

  const sylt = () => ({
    destinationId: id.sylt,
    destinationName: 'Sylt',
    capacity: 4,
    // 4 + 1 of 4 × 30.
    placesTaken: 5,
    placesOffered: 120,
    percent: 4.2,
  });
  const rhine = () => ({
    destinationId: id.rhine,
    destinationName: 'Rhine Valley',
    capacity: 10,
    // 2 + 1 on the 5th, 1 on the 30th day, of 10 × 30.
    placesTaken: 4,
    placesOffered: 300,
    percent: 1.3,
  });
  // No limit: the places taken only. The archived destination is not on offer.
  const harz = () => ({
    destinationId: id.harz,
    destinationName: 'Harz',
    capacity: null,
    placesTaken: 0,
    placesOffered: null,
    percent: null,
  });

  it('occupancy of the next 30 days: places taken out of places per day × 30, the fullest for the chart', async () => {
    const { occupancy } = await stats();
    expect(occupancy).toEqual({
      from: '2027-04-01',
      to: '2027-04-30',
      // Only destinations with a limit have a bar.
      fullest: [sylt(), rhine()],
      onOffer: 3,
      withLimit: 2,
      anyPlaceTaken: true,
    });
  });

  it('says when no place is taken in the 30 days, so that the page can say there is nothing yet', async () => {
    const before = now;
    // A year on: no booking holds a place then.
    now = new Date('2028-04-01T10:00:00Z');
    try {
      const { occupancy } = await stats();
      expect(occupancy).toMatchObject({ anyPlaceTaken: false, onOffer: 3, withLimit: 2 });
      expect(occupancy.fullest.map((d) => d.placesTaken)).toEqual([0, 0]);
    } finally {
      now = before;
    }
  });

  it('lists every destination on offer in the occupancy table, fullest first, a page at a time', async () => {
    const all = await cast.call('GET', '/api/admin/stats/occupancy', cast.admin);
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json()).toEqual([sylt(), rhine(), harz()]);
    expect(all.headers['x-total-count']).toBe('3');

    const first = await cast.call('GET', '/api/admin/stats/occupancy?limit=2', cast.admin);
    expect(first.json()).toEqual([sylt(), rhine()]);
    const second = await cast.call('GET', '/api/admin/stats/occupancy?limit=2&offset=2', cast.admin);
    expect(second.json()).toEqual([harz()]);
    expect(second.headers['x-total-count']).toBe('3');
  });

  it('refuses the occupancy table to anyone but a verified admin, and a bad page with its sentence', async () => {
    expect(await refusals(cast, 'GET', '/api/admin/stats/occupancy')).toEqual([401, 403, 403, 403]);
    const tooMany = await cast.call('GET', '/api/admin/stats/occupancy?limit=101', cast.admin);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors).toEqual([{ path: 'limit', message: 'limit must be at most 100' }]);
    const negative = await cast.call('GET', '/api/admin/stats/occupancy?offset=-1', cast.admin);
    expect(negative.statusCode).toBe(400);
    expect(negative.json().errors).toEqual([{ path: 'offset', message: 'offset cannot be negative' }]);
  });

  it('top destinations by the revenue of the 12 months, refunds taken off, archived ones included', async () => {
    const { topDestinations } = await stats();
    expect(topDestinations).toEqual([
      { destinationId: id.sylt, destinationName: 'Sylt', bookings: 1, revenue: 799.96 },
      { destinationId: id.rhine, destinationName: 'Rhine Valley', bookings: 2, revenue: 750 },
      { destinationId: id.oldTown, destinationName: 'Old Town', bookings: 1, revenue: 300 },
      // The refunded January booking counts as a booking that kept nothing.
      { destinationId: id.harz, destinationName: 'Harz', bookings: 2, revenue: 100 },
    ]);
  });

  it('follows the clock: a month later, the oldest month drops out and the window moves', async () => {
    const before = now;
    now = new Date('2027-05-01T00:00:00Z'); // 02:00 on 1 May in Germany
    try {
      const { today, months, occupancy, topDestinations } = await stats();
      expect(today).toBe('2027-05-01');
      expect(months.map((m) => m.month)).toEqual(twelveMonths('2026-06'));
      expect(months.at(-1)).toEqual({ month: '2027-05', bookings: 0, revenue: 0 });
      expect(occupancy.to).toBe('2027-05-30');
      // The 3 travellers of 1 May now count.
      expect(occupancy.fullest.find((d) => d.destinationId === id.rhine)?.placesTaken).toBe(3);
      // Harz's May 2026 booking is out of the period: only the refunded one is left, which kept nothing.
      expect(topDestinations.map((d) => d.destinationName)).toEqual(['Sylt', 'Rhine Valley', 'Old Town']);
    } finally {
      now = before;
    }
  });
});

/** RFC 4180: fields separated by `separator`, rows by CRLF, quoted fields with doubled quotes. */
function parseCsv(text: string, separator = ','): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === separator) {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  if (field !== '' || row.length > 0)
    throw new Error(`the last row does not end with CRLF: ${row.join(',')}`);
  return rows;
}

const HEADING = [
  'id',
  'destination',
  'date',
  'travellers',
  'traveller name',
  'email',
  'status',
  'paid',
  'amount (USD)',
  'refunded (USD)',
  'transaction id',
  'created at',
];

async function csv(query = '') {
  const res = await cast.call('GET', `/api/bookings.csv${query}`, cast.admin);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(res.headers['content-disposition']).toBe('attachment; filename="bookings.csv"');
  // A byte order mark first, so that spreadsheet programs read the names' umlauts as UTF-8.
  expect(res.body.startsWith('\uFEFFid,destination,')).toBe(true);
  const [heading, ...rows] = parseCsv(res.body.slice(1));
  expect(heading).toEqual(HEADING);
  for (const row of rows) expect(row).toHaveLength(HEADING.length);
  return rows;
}

/** The ids GET /api/bookings lists for a filter, in its order. */
async function listed(filter: string): Promise<string[]> {
  const res = await cast.call('GET', `/api/bookings?limit=100${filter}`, cast.admin);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Booking[]>().map((b) => b._id);
}

describe('GET /api/bookings.csv (admin)', () => {
  it('401 anonymous, 403 for travellers, unverified ones and unverified admins', async () => {
    expect(await refusals(cast, 'GET', '/api/bookings.csv')).toEqual([401, 403, 403, 403]);
    const user = await cast.call('GET', '/api/bookings.csv', cast.user);
    expect(user.body).not.toContain('pi_stats');
  });

  it('lists every booking, as GET /api/bookings orders them, amounts in dollars (cents where they have them)', async () => {
    // status=all: the cancelled ones too (without it the file, like the list, leaves them out).
    const rows = await csv('?status=all');
    expect(rows.map((r) => r[0])).toEqual(await listed('&status=all'));
    const byId = new Map(rows.map((r) => [r[0], r]));
    const april = byId.get(id.aprilPaid!);
    expect(april?.slice(0, 11)).toEqual([
      id.aprilPaid,
      'Rhine Valley',
      '2027-04-05',
      '2',
      'Ann Walker',
      'ann@example.com',
      'paid',
      'true',
      '500',
      '',
      'pi_stats_aprilPaid',
    ]);
    expect(new Date(april?.[11] ?? '').toISOString()).toBe(april?.[11]);
    expect(byId.get(id.januaryPaid!)?.[8]).toBe('799.96');
    expect(byId.get(id.januaryRefunded!)?.slice(6, 10)).toEqual(['cancelled', 'true', '100', '100']);
    expect(byId.get(id.syltUnpaid!)?.slice(6, 11)).toEqual(['unpaid', 'false', '199.99', '', '']);
  });

  it('applies the filters of GET /api/bookings: paid state and trip dates', async () => {
    const paid = await csv('?paid=true');
    expect(paid.map((r) => r[0])).toEqual(await listed('&paid=true'));
    expect(new Set(paid.map((r) => r[7]))).toEqual(new Set(['true']));

    const april = await csv('?from=2027-04-01&to=2027-04-30');
    expect(april.map((r) => r[0])).toEqual(await listed('&from=2027-04-01&to=2027-04-30'));
    expect(april.length).toBeGreaterThan(0);
    for (const row of april) expect(row[2]! >= '2027-04-01' && row[2]! <= '2027-04-30').toBe(true);

    const unpaidApril = await csv('?paid=false&from=2027-04-01&to=2027-04-30');
    // Unpaid: never paid, whether the booking still holds its places or has expired.
    expect(unpaidApril.map((r) => r[0]).sort()).toEqual([id.syltUnpaid, id.lastDay, id.expired].sort());

    // A page's limit and offset mean nothing to the file: it holds every match.
    expect((await csv('?paid=true&limit=1')).length).toBe(paid.length);
  });

  it('in German (Accept-Language: de): semicolons, decimal commas, German headings, states and times', async () => {
    await seed('threeToSylt', { who: 'bob', destination: id.sylt!, date: '2027-07-01', travellers: 3 });
    // 22:30:05 UTC on 31 March 2027 is 00:30:05 on 1 April in Germany (summer time).
    await cast.t.database.db
      .update(bookings)
      .set({ createdAt: new Date('2027-03-31T22:30:05Z') })
      .where(eq(bookings.id, id.threeToSylt!));
    await cast.t.database.db
      .update(destinations)
      .set({ nameDe: 'Mittelrheintal' })
      .where(eq(destinations.id, id.rhine!));
    const res = await cast.t.app.inject({
      method: 'GET',
      url: '/api/bookings.csv?status=all',
      headers: { ...bearer(cast.admin.token), 'accept-language': 'de-DE,de;q=0.9' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.body.startsWith('\uFEFFID;Reiseziel;Reisedatum;')).toBe(true);
    const [heading, ...rows] = parseCsv(res.body.slice(1), ';');
    expect(heading).toEqual([
      'ID',
      'Reiseziel',
      'Reisedatum',
      'Reisende',
      'Name',
      'E-Mail',
      'Status',
      'Bezahlt',
      'Betrag (USD)',
      'Erstattet (USD)',
      'Transaktions-ID',
      'Gebucht am (deutsche Zeit)',
    ]);
    for (const row of rows) expect(row).toHaveLength(heading?.length ?? 0);
    // The same bookings as the English file, in the same order.
    expect(rows.map((r) => r[0])).toEqual(await listed('&status=all'));
    const byId = new Map(rows.map((r) => [r[0], r]));
    expect(byId.get(id.threeToSylt!)).toEqual([
      id.threeToSylt,
      'Sylt',
      '01.07.2027',
      '3',
      'Bob Rover',
      'bob@example.com',
      'Offen',
      'nein',
      '599,97',
      '',
      '',
      '01.04.2027 00:30:05',
    ]);
    expect(byId.get(id.januaryPaid!)?.slice(6, 10)).toEqual(['Bezahlt', 'ja', '799,96', '']);
    expect(byId.get(id.januaryRefunded!)?.slice(6, 10)).toEqual(['Storniert', 'ja', '100', '100']);
    expect(byId.get(id.expired!)?.[6]).toBe('Abgelaufen');
    // Destinations named as German pages name them.
    expect(byId.get(id.aprilPaid!)?.slice(1, 2)).toEqual(['Mittelrheintal']);
    expect(byId.get(id.aprilPaid!)?.[8]).toBe('500');
    // Winter time: an hour ahead of UTC.
    expect(byId.get(id.januaryPaid!)?.[11]).toMatch(/^\d\d\.\d\d\.\d{4} \d\d:\d\d:\d\d$/);
  });

  it('in English: commas and decimal points, whatever the German file does', async () => {
    const rows = await csv('?from=2027-07-01&to=2027-07-01');
    expect(rows.map((r) => [r[2], r[6], r[7], r[8], r[11]])).toEqual([
      ['2027-07-01', 'unpaid', 'false', '599.97', '2027-03-31T22:30:05.000Z'],
    ]);
  });

  it('refuses a bad filter with 400 and a sentence', async () => {
    const res = await cast.call('GET', '/api/bookings.csv?from=2027-03-01&to=2027-02-01', cast.admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ path: 'to', message: 'from must not be after to' }]);
  });

  it('quotes commas and quotes, and keeps a spreadsheet from running a formula', async () => {
    await seed('formula', {
      who: 'ann',
      destination: id.harz!,
      date: '2027-06-01',
      userName: '=HYPERLINK("http://evil.example","click")',
    });
    await seed('quotes', {
      who: 'bob',
      destination: id.harz!,
      date: '2027-06-01',
      userName: 'Rover, "Bobby"',
    });
    await seed('at', { who: 'ann', destination: id.harz!, date: '2027-06-02', userName: '@SUM(A1:A9)' });
    await seed('minus', { who: 'bob', destination: id.harz!, date: '2027-06-02', userName: '-2+3' });
    await seed('plus', { who: 'ann', destination: id.harz!, date: '2027-06-03', userName: '+cmd' });

    const res = await cast.call('GET', '/api/bookings.csv?from=2027-06-01&to=2027-06-03', cast.admin);
    expect(res.body).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    const names = new Map((await csv('?from=2027-06-01&to=2027-06-03')).map((r) => [r[0], r[4]]));
    expect(names.get(id.formula!)).toBe(`'=HYPERLINK("http://evil.example","click")`);
    expect(names.get(id.quotes!)).toBe('Rover, "Bobby"');
    expect(names.get(id.at!)).toBe("'@SUM(A1:A9)");
    expect(names.get(id.minus!)).toBe("'-2+3");
    expect(names.get(id.plus!)).toBe("'+cmd");
  });
});

describe('the occupancy table of many destinations', () => {
  it('names each destination on exactly one page when their figures tie', async () => {
    const db = cast.t.database.db;
    // 45 more with the same limit and nothing taken: their figures tie, only their names differ.
    for (let i = 0; i < 45; i += 1) {
      const added = await insertDestination(cast.t, `Tied ${i}`);
      await db.update(destinations).set({ capacity: 8 }).where(eq(destinations.id, added));
    }
    const seen: string[] = [];
    for (let offset = 0; ; offset += 20) {
      const res = await cast.call('GET', `/api/admin/stats/occupancy?offset=${offset}`, cast.admin);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['x-total-count']).toBe('48');
      const rows = res.json<{ destinationId: string }[]>();
      expect(rows.length).toBeLessThanOrEqual(20);
      if (rows.length === 0) break;
      seen.push(...rows.map((row) => row.destinationId));
    }
    expect(seen).toHaveLength(48);
    expect(new Set(seen).size).toBe(48);
    // The chart still draws at most 15.
    const { occupancy } = await stats();
    expect(occupancy.fullest).toHaveLength(15);
    expect(occupancy).toMatchObject({ onOffer: 48, withLimit: 47 });
  });
});
