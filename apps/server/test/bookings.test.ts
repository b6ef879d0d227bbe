import {
  bookingMessages,
  addDays,
  firstBookableDate,
  MY_BOOKINGS_LIMIT,
  type Booking,
  type BookingConflictAnswer,
} from '@tgde/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '../src/auth/guards';
import { bookings, destinations, users } from '../src/db/schema';
import { travellers, verifiedUser } from './support/accounts';
import { anonymous, as, bearer, jsonCaller, type SignedIn } from './support/auth-client';
import { bookThroughApi, PHONE } from './support/bookings-api';
import { RecordingMailer } from './support/recording-mailer';
import { buildTestApp, type TestApp } from './support/test-app';

let t: TestApp;
const mailer = new RecordingMailer();
let ann: SignedIn;
let bob: SignedIn;
let boss: SignedIn; // an admin (ADMIN_EMAILS)
let newbie: SignedIn;
let berlin: string;
let hamburg: string;
let archived: string;

beforeAll(async () => {
  t = await buildTestApp({
    env: { ADMIN_EMAILS: 'boss@example.com', AUTH_RATE_LIMIT_MAX: '1000' },
    deps: { mailer },
  });
  const rows = await t.database.db
    .insert(destinations)
    .values([
      { name: 'Berlin', description: 'The capital city.', costCents: 50000, img: '/media/b.webp' },
      {
        name: 'Hamburg <Harbour> & "Co"',
        description: 'The harbour.',
        costCents: 39950,
        img: '/media/h.webp',
      },
      {
        name: 'Bonn',
        description: 'The old capital.',
        costCents: 10000,
        img: '/media/o.webp',
        archivedAt: new Date(),
      },
    ])
    .returning({ id: destinations.id });
  [berlin, hamburg, archived] = rows.map((r) => r.id) as [string, string, string];
  ({ ann, bob, boss, newbie } = await travellers(t.app, mailer, 'Ann <b>Walker</b>'));
});
afterAll(() => t.close());

type Headers = Record<string, string>;

/** The ISO date `days` after today in Germany (the booking zone). */
const inDays = (days: number) => addDays(firstBookableDate(), days);

const call = jsonCaller(() => t.app);

const book = (who: Headers, date: string, destination = berlin, extra: Record<string, unknown> = {}) =>
  call('POST', '/api/bookedDestination', who, { bookingId: destination, date, phone: PHONE, ...extra });

const booked = (who: SignedIn, date: string, destination = berlin) =>
  bookThroughApi(t.app, who, destination, date);

const rowsOf = (userEmail: string) =>
  t.database.db.select().from(bookings).where(eq(bookings.userEmail, userEmail));

describe('POST /api/bookedDestination', () => {
  it('refuses anonymous (401) and unverified (403) callers, and stores nothing', async () => {
    const anon = await book(anonymous, inDays(3));
    expect(anon.statusCode).toBe(401);
    expect(anon.json()).toEqual({ message: authMessages.signIn });
    const unverified = await book(as(newbie), inDays(3));
    expect(unverified.statusCode).toBe(403);
    expect(unverified.json()).toEqual({ message: authMessages.verify });
    expect(await rowsOf('newbie@example.com')).toHaveLength(0);
  });

  it('books for the session user at the destination price, unpaid, whatever the body says', async () => {
    const date = inDays(10);
    const res = await book(as(ann), date, berlin, {
      bookingName: 'Cheap Trip',
      cost: 1,
      userName: 'Bob Rover',
      userEmail: 'bob@example.com',
      paid: true,
      transactionId: 'pi_forged',
    });
    expect(res.statusCode).toBe(201);
    const { insertedId } = res.json<{ insertedId: string }>();
    const one = await call('GET', `/api/booking/${insertedId}`, as(ann));
    expect(one.json<Booking>()).toEqual({
      _id: insertedId,
      bookingId: berlin,
      bookingName: 'Berlin',
      date,
      cost: 500,
      userName: 'Ann <b>Walker</b>',
      userEmail: 'ann@example.com',
      phone: PHONE,
      paid: false,
      transactionId: null,
      status: 'unpaid',
      travellers: 1,
      expiresAt: expect.any(String),
      freeCancellationUntil: addDays(date, -2),
      cancelledAt: null,
      refundAmount: null,
      refundId: null,
      departureId: `${berlin}_${date}_day`,
      time: null,
      tickets: [{ category: 'adult', count: 1, cost: 500, places: 1 }],
      answers: {},
      meetingPoint: null,
    });
    expect(await rowsOf('bob@example.com')).toHaveLength(0);
  });

  it('refuses yesterday and allows today (in Germany)', async () => {
    const yesterday = await book(as(ann), inDays(-1));
    expect(yesterday.statusCode).toBe(400);
    expect(yesterday.json()).toMatchObject({
      message: bookingMessages.datePast,
      errors: [{ path: 'date', message: bookingMessages.datePast }],
    });
    expect((await book(as(ann), firstBookableDate())).statusCode).toBe(201);
  });

  it('refuses a date that is not an ISO calendar date, and a missing phone', async () => {
    for (const date of ['2026-02-30', '24.12.2026', 'Dec 24, 2026', '', 20261224]) {
      const res = await book(as(ann), date as string);
      expect(res.statusCode, String(date)).toBe(400);
      expect(res.json<{ errors: { path: string }[] }>().errors[0]?.path).toBe('date');
    }
    const noPhone = await call('POST', '/api/bookedDestination', as(ann), {
      bookingId: berlin,
      date: inDays(4),
    });
    expect(noPhone.statusCode).toBe(400);
    expect(noPhone.json<{ errors: { path: string }[] }>().errors[0]?.path).toBe('phone');
  });

  it('answers 404 for an unknown, malformed or archived destination', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id', archived]) {
      const res = await book(as(ann), inDays(5), id);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toMatchObject({ message: expect.any(String) });
    }
  });

  it('answers 409 with the existing plan when the same day is booked again (any destination)', async () => {
    const date = inDays(20);
    await booked(bob, date, hamburg);
    const again = await book(as(bob), date, berlin);
    expect(again.statusCode).toBe(409);
    expect(again.json<BookingConflictAnswer>()).toEqual({
      message: expect.stringMatching(
        /^Already have an Travel Plan on [A-Z][a-z]{2} \d{1,2}, \d{4} in Hamburg/,
      ),
      confirmBooking: { date, bookingName: 'Hamburg <Harbour> & "Co"' },
    });
    // Another traveller may book the same day.
    await booked(ann, date, berlin);
  });

  it('formats the conflict date like PP', async () => {
    const res = await book(as(bob), inDays(20), berlin);
    const [y, m, d] = inDays(20).split('-').map(Number) as [number, number, number];
    const pp = new Date(Date.UTC(y, m - 1, d)).toLocaleDateString('en-US', {
      timeZone: 'UTC',
      month: 'short',
      day: 'numeric',
      year: 'numeric',
    });
    expect(res.json<BookingConflictAnswer>().message).toBe(
      `Already have an Travel Plan on ${pp} in Hamburg <Harbour> & "Co"`,
    );
  });

  it('stores one booking of 20 concurrent requests for the same day; the others get the conflict', async () => {
    const date = inDays(30);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => book(as(ann), date, i % 2 ? berlin : hamburg)),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const winner = (await rowsOf('ann@example.com')).filter((r) => r.date === date);
    expect(winner).toHaveLength(1);
    for (const a of answers.filter((x) => x.statusCode === 409)) {
      expect(a.json<BookingConflictAnswer>().confirmBooking).toEqual({
        date,
        bookingName: winner[0]?.destinationName,
      });
    }
  });

  it('refuses a body that is not a JSON object with a 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/bookedDestination',
      headers: { ...as(ann), 'content-type': 'application/json' },
      payload: '{"bookingId":',
    });
    expect(res.statusCode).toBe(400);
    expect((await call('POST', '/api/bookedDestination', as(ann), [1, 2])).statusCode).toBe(400);
  });
});

describe('GET /api/booking?user=', () => {
  it('lists the caller’s own bookings, soonest trip first', async () => {
    const carol = await verifiedUser(t.app, mailer, { name: 'Carol', email: 'carol@example.com' });
    await booked(carol, inDays(9));
    await booked(carol, firstBookableDate());
    await booked(carol, inDays(3), hamburg);
    const res = await call('GET', '/api/booking?user=carol@example.com', as(carol));
    expect(res.statusCode).toBe(200);
    const list = res.json<Booking[]>();
    expect(list.map((b) => b.date)).toEqual([firstBookableDate(), inDays(3), inDays(9)]);
    expect(list.every((b) => b.userEmail === 'carol@example.com')).toBe(true);
    // Without ?user= (or in another case): the caller's own.
    expect((await call('GET', '/api/booking', as(carol))).json()).toEqual(list);
    expect((await call('GET', '/api/booking?user=CAROL@example.com', as(carol))).json()).toEqual(list);
  });

  it(`answers a traveller's latest ${MY_BOOKINGS_LIMIT} trips, soonest first, and counts them all`, async () => {
    const dora = await verifiedUser(t.app, mailer, { name: 'Dora', email: 'dora@example.com' });
    const [account] = await t.database.db.select().from(users).where(eq(users.email, 'dora@example.com'));
    const days = MY_BOOKINGS_LIMIT + 5;
    // One trip a day for longer than the limit, written straight into the books.
    await t.database.db.execute(sql`
      insert into bookings (destination_id, destination_name, date, cost_cents, user_id, user_name, user_email)
      select ${berlin}::uuid, 'Berlin', ${inDays(1)}::date + n, 10000, ${account?.id}, 'Dora', 'dora@example.com'
      from generate_series(0, ${days - 1}) as n`);
    const res = await call('GET', '/api/booking', as(dora));
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe(String(days));
    const list = res.json<Booking[]>();
    expect(list).toHaveLength(MY_BOOKINGS_LIMIT);
    // The five soonest are left out; the rest come soonest first.
    expect(list[0]?.date).toBe(addDays(inDays(1), 5));
    expect(list.at(-1)?.date).toBe(addDays(inDays(1), days - 1));
    expect(list.map((b) => b.date)).toEqual([...list.map((b) => b.date)].sort());
  });

  it('refuses anonymous (401), unverified (403) and another user (403)', async () => {
    expect((await call('GET', '/api/booking?user=ann@example.com', anonymous)).statusCode).toBe(401);
    expect((await call('GET', '/api/booking?user=newbie@example.com', as(newbie))).statusCode).toBe(403);
    const other = await call('GET', '/api/booking?user=ann@example.com', as(bob));
    expect(other.statusCode).toBe(403);
    expect(other.body).not.toContain('Berlin');
  });

  it('lets an admin name anyone', async () => {
    const res = await call('GET', '/api/booking?user=ann@example.com', as(boss));
    expect(res.statusCode).toBe(200);
    expect(res.json<Booking[]>().length).toBeGreaterThan(0);
    expect(res.json<Booking[]>().every((b) => b.userEmail === 'ann@example.com')).toBe(true);
  });
});

describe('GET and DELETE /api/booking/{id}', () => {
  it('answers 404 for another user’s booking, an unknown id and a malformed id; admins may read any', async () => {
    const id = await booked(ann, inDays(40));
    for (const method of ['GET', 'DELETE'] as const) {
      expect((await call(method, `/api/booking/${id}`, anonymous)).statusCode).toBe(401);
      expect((await call(method, `/api/booking/${id}`, as(newbie))).statusCode).toBe(403);
      const other = await call(method, `/api/booking/${id}`, as(bob));
      expect(other.statusCode).toBe(404);
      expect(other.body).not.toContain('ann@example.com');
      expect(
        (await call(method, '/api/booking/00000000-0000-4000-8000-000000000000', as(ann))).statusCode,
      ).toBe(404);
      expect((await call(method, '/api/booking/nope', as(ann))).statusCode).toBe(404);
    }
    expect((await call('GET', `/api/booking/${id}`, as(boss))).json<Booking>()._id).toBe(id);
    // An admin reads, but deletes only their own.
    expect((await call('DELETE', `/api/booking/${id}`, as(boss))).statusCode).toBe(404);
    expect((await call('GET', `/api/booking/${id}`, as(ann))).statusCode).toBe(200);
  });

  it('deletes an unpaid booking once; a paid one is a 409 and stays', async () => {
    const id = await booked(ann, inDays(41));
    const res = await call('DELETE', `/api/booking/${id}`, as(ann));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deletedCount: 1 });
    expect((await call('DELETE', `/api/booking/${id}`, as(ann))).statusCode).toBe(404);
    // The day is free again.
    await booked(ann, inDays(41));

    const paid = await booked(ann, inDays(42));
    await t.database.db
      .update(bookings)
      .set({ status: 'paid', paid: true, transactionId: 'pi_paidelsewhere', paidAt: new Date() })
      .where(eq(bookings.id, paid));
    const refused = await call('DELETE', `/api/booking/${paid}`, as(ann));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: expect.any(String) });
    expect((await call('GET', `/api/booking/${paid}`, as(ann))).json<Booking>().paid).toBe(true);
  });
});

describe('the booking mail', () => {
  it('names the destination, the date and the cost, links to the payment page and carries an .ics', async () => {
    const dave = await verifiedUser(t.app, mailer, { name: 'Dave <script>', email: 'dave@example.com' });
    const date = inDays(60);
    const id = await booked(dave, date, hamburg);
    const mail = await mailer.next('dave@example.com', 'booked');
    const [y, m, d] = date.split('-').map(Number) as [number, number, number];
    const pp = new Date(Date.UTC(y, m - 1, d)).toLocaleDateString('en-US', {
      timeZone: 'UTC',
      month: 'short',
      day: 'numeric',
      year: 'numeric',
    });
    expect(mail.text).toContain(`Hamburg <Harbour> & "Co" on ${pp}`);
    expect(mail.text).toContain('$399.50');
    expect(mail.text).toContain(`http://localhost:3000/dashboard/payment/${id}`);
    // Every text a person typed is escaped in the HTML part.
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('Dave &lt;script&gt;');
    expect(mail.html).toContain('Hamburg &lt;Harbour&gt; &amp; &quot;Co&quot;');
    expect(mail.html).toContain(`href="http://localhost:3000/dashboard/payment/${id}"`);

    const ics = mail.attachments?.find((a) => a.filename.endsWith('.ics'));
    expect(ics?.contentType).toMatch(/^text\/calendar/);
    const lines = String(ics?.content ?? '')
      .replace(/\r\n[ \t]/g, '')
      .split(/\r\n/);
    const field = (name: string) => lines.find((l) => l.startsWith(`${name}:`) || l.startsWith(`${name};`));
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('BEGIN:VEVENT');
    expect(field('DTSTART')).toBe(`DTSTART;VALUE=DATE:${date.replaceAll('-', '')}`);
    expect(field('DTEND')).toBe(`DTEND;VALUE=DATE:${inDays(61).replaceAll('-', '')}`);
    expect(field('SUMMARY')).toContain('Hamburg');
    expect(field('UID')).toContain(id);
  });

  it('a mail that cannot be sent does not fail the booking', async () => {
    const failing = await buildTestApp({
      env: { AUTH_RATE_LIMIT_MAX: '1000' },
      deps: {
        mailer: {
          async send(message) {
            if (message.subject.includes('booked')) throw new Error('mail server down');
            await mailer.send(message);
          },
        },
      },
    });
    try {
      const [dest] = await failing.database.db
        .insert(destinations)
        .values({ name: 'Köln', description: 'The cathedral.', costCents: 2000, img: '/media/k.webp' })
        .returning({ id: destinations.id });
      const erin = await verifiedUser(failing.app, mailer, { email: 'erin@example.com' });
      const res = await failing.app.inject({
        method: 'POST',
        url: '/api/bookedDestination',
        headers: { ...bearer(erin.token), 'content-type': 'application/json' },
        payload: JSON.stringify({ bookingId: dest?.id, date: inDays(2), phone: PHONE }),
      });
      expect(res.statusCode).toBe(201);
    } finally {
      await failing.close();
    }
  });
});
