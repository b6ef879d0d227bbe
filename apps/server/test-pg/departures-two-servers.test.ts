import { randomBytes } from 'node:crypto';
import {
  addDays,
  departureId,
  departureStart,
  firstBookableDate,
  type Booking,
  type ConfirmedPaymentAnswer,
  type Departure,
  type PlacesConflictAnswer,
} from '@tgde/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { auditLog, bookings, destinations, jobs, testRefunds } from '../src/db/schema';
import { DEPARTURE_BOOKING_CANCEL_JOB, decideDepartures } from '../src/features/departures/service';
import { bookingMails, type BookingMails } from '../src/infra/mail/booking-mails';
import { mailQueue, MAIL_JOB_SEAL } from '../src/infra/mail/mail-queue';
import { secretBox } from '../src/infra/secrets/secret-box';
import { verifiedUsers, verifyByMail } from '../test/support/accounts';
import { bearer, requestJson, signIn, signUp, type SignedIn } from '../test/support/auth-client';
import { inProcessServers, type InProcessServer } from './support/in-process-servers';
import { adminQuery, createDatabase } from './support/postgres';

/*
 * Departures on two servers sharing one PostgreSQL database, as a load balancer would run them:
 * bookings of one departure's last places, the minimum-group decision and an admin's cancellation,
 * each sent to both servers at the same moment. A departure's row in places_taken and the job queue
 * are all they share, so this is where a departure oversold, decided twice or refunded twice
 * between instances would show.
 */

const databaseName = `tgde_departures_${randomBytes(6).toString('hex')}`;
const servers = inProcessServers('departures');
const mailer = servers.mailer;
let a: InProcessServer;
let b: InProcessServer;
let admin: SignedIn;
/** Verified travellers: the first half signed up through A, the second half through B. */
let travellers: { email: string; who: SignedIn }[];
/** Each server's booking mails, as its decision pass queues them (booking mails are not sealed). */
let mailsA: BookingMails;
let mailsB: BookingMails;

const TRAVELLERS = 12;
const PLACES = 5;
const PHONE = '+49 30 1234567';
/** Every weekday: each test's tour runs on the day it books. */
const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7];
/** A day ten days ahead; each test books a day of its own after it (a traveller has one plan a day). */
const DAY = addDays(firstBookableDate(), 10);
/** What one place costs on every tour below. */
const PLACE_CENTS = 4_000;

beforeAll(async () => {
  const url = await createDatabase(databaseName);
  const [databaseA, databaseB] = await Promise.all([openDatabase({ url }), openDatabase({ url })]);
  await databaseA.migrate();
  [a, b] = await Promise.all([servers.start(databaseA), servers.start(databaseB)]);
  const box = secretBox('x'.repeat(32), MAIL_JOB_SEAL);
  mailsA = bookingMails(mailQueue(() => a.app.jobs.wake(), box));
  mailsB = bookingMails(mailQueue(() => b.app.jobs.wake(), box));

  // The admin signs up through A, opens the mailed link on B and signs in on A.
  await signUp(a.app, { name: 'The Boss', email: 'boss@example.com' });
  await verifyByMail(b.app, mailer, 'boss@example.com');
  admin = await signIn(a.app, { email: 'boss@example.com' });

  const users = Array.from({ length: TRAVELLERS }, (_, i) => ({
    name: `Traveller ${i}`,
    email: `traveller.${i}@example.com`,
  }));
  const half = TRAVELLERS / 2;
  const [onA, onB] = await Promise.all([
    verifiedUsers(a.app, mailer, users.slice(0, half), 3),
    verifiedUsers(b.app, mailer, users.slice(half), 3),
  ]);
  travellers = [...onA, ...onB].map((who, i) => ({ email: users[i]?.email ?? '', who }));
}, 120_000);

afterAll(async () => {
  await servers.close();
  await adminQuery(`drop database if exists ${databaseName} with (force)`);
});

const call = (
  server: InProcessServer,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  who?: SignedIn,
  body?: unknown,
) => requestJson(server.app, method, url, who ? bearer(who.token) : {}, body);

/** A or B by turns: the i-th request goes to A when i is even. */
const either = (i: number) => (i % 2 === 0 ? a : b);

/** A destination of PLACE_CENTS a place, stored as seeding would, with `settings` saved by the admin on `server`. */
async function tour(
  server: InProcessServer,
  name: string,
  settings: Record<string, unknown>,
): Promise<string> {
  const [row] = await a.database.db
    .insert(destinations)
    .values({ name, description: `All about ${name}.`, costCents: PLACE_CENTS, img: '/media/none.webp' })
    .returning({ id: destinations.id });
  if (!row) throw new Error('insert returned no row');
  const res = await call(server, 'PATCH', `/api/destination/${row.id}`, admin, settings);
  expect(res.statusCode, res.body).toBe(200);
  return row.id;
}

async function departuresOn(server: InProcessServer, id: string, day: string): Promise<Departure[]> {
  const res = await call(server, 'GET', `/api/destination/${id}/departures?from=${day}&to=${day}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Departure[]>();
}

/** One place on `departure` for `who`, booked on `server`: answers the booking's id. */
async function booked(
  server: InProcessServer,
  who: SignedIn,
  destination: string,
  day: string,
  departure: string,
): Promise<string> {
  const res = await call(server, 'POST', '/api/bookedDestination', who, {
    bookingId: destination,
    date: day,
    phone: PHONE,
    departureId: departure,
    travellers: 1,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ insertedId: string }>().insertedId;
}

/** Pays booking `id` on `server` with the test-mode card, as the web page does. */
async function pay(server: InProcessServer, who: SignedIn, id: string): Promise<void> {
  const intent = await call(server, 'POST', '/api/create-payment-intent', who, { bookingId: id });
  expect(intent.statusCode, intent.body).toBe(200);
  const confirmed = await call(server, 'POST', '/api/test-payments/confirm', who, {
    clientSecret: intent.json<{ clientSecret: string }>().clientSecret,
    card: { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' },
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const transactionId = confirmed.json<ConfirmedPaymentAnswer>().paymentIntent.id;
  const paid = await call(server, 'PATCH', `/api/booking/${id}`, who, { transactionId });
  expect(paid.statusCode, paid.body).toBe(200);
}

/**
 * Both servers' workers at once, again until neither finds a job due: a cancelled booking's mail
 * waits for its refund and is released by the job that made it, so it comes due in a later pass.
 */
async function runJobsOnBoth(): Promise<void> {
  for (;;) {
    const ran = await Promise.all([a.app.jobs.runDue(), b.app.jobs.runDue()]);
    if (ran[0] + ran[1] === 0) return;
  }
}

const rowsOf = (ids: string[]) => a.database.db.select().from(bookings).where(inArray(bookings.id, ids));

/** The test processor's refunds of a booking's payment. */
async function refundsOf(id: string) {
  const [row] = await rowsOf([id]);
  if (!row?.transactionId) return [];
  return a.database.db.select().from(testRefunds).where(eq(testRefunds.paymentIntentId, row.transactionId));
}

const mailsTo = (email: string, destination: string, subject: string) =>
  mailer.to(email).filter((m) => m.subject.includes(destination) && m.subject.includes(subject));

describe('departures on two servers on one PostgreSQL', () => {
  it(`books exactly ${PLACES} of ${TRAVELLERS} simultaneous requests for one departure sent to both servers`, async () => {
    const day = DAY;
    const id = await tour(a, 'Lake Ferry', {
      capacity: PLACES,
      startTimes: [{ weekdays: EVERY_DAY, time: '10:00' }],
    });
    const departure = departureId(id, day, '10:00');

    // Each traveller's request goes to A or B by turns, whichever server it signed up on.
    const answers = await Promise.all(
      travellers.map(({ who }, i) =>
        call(either(i), 'POST', '/api/bookedDestination', who, {
          bookingId: id,
          date: day,
          phone: PHONE,
          departureId: departure,
          travellers: 1,
        }),
      ),
    );

    const statuses = answers.map((res) => res.statusCode);
    expect(
      statuses.filter((s) => s === 201),
      statuses.join(' '),
    ).toHaveLength(PLACES);
    const refused = answers.filter((res) => res.statusCode !== 201);
    expect(refused).toHaveLength(TRAVELLERS - PLACES);
    for (const res of refused) {
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json<PlacesConflictAnswer>().remaining).toBe(0);
    }
    // Both servers list the departure full, and the database holds five bookings of it.
    for (const server of [a, b]) {
      expect(await departuresOn(server, id, day)).toEqual([
        expect.objectContaining({
          id: departure,
          time: '10:00',
          capacity: PLACES,
          booked: PLACES,
          remaining: 0,
        }),
      ]);
    }
    const stored = await a.database.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.destinationId, id), inArray(bookings.status, ['unpaid', 'paid'])));
    expect(stored).toHaveLength(PLACES);
    // Those who got a place have it in their own list, once.
    const lists = await Promise.all(
      travellers.map(async ({ who }, i) => {
        const res = await call(either(i + 1), 'GET', '/api/booking', who);
        expect(res.statusCode, res.body).toBe(200);
        return res.json<Booking[]>().filter((x) => x.departureId === departure);
      }),
    );
    expect(lists.flat()).toHaveLength(PLACES);
  });

  it('decides a minimum group once when both servers decide with a moved clock, and refunds once', async () => {
    const day = addDays(DAY, 1);
    const name = 'Minimum Four Together';
    const id = await tour(b, name, {
      capacity: 10,
      minTravellers: 4,
      decideHours: 24,
      startTimes: [
        { weekdays: EVERY_DAY, time: '08:00' },
        { weekdays: EVERY_DAY, time: '16:00' },
      ],
    });
    const morning = departureId(id, day, '08:00');
    const afternoon = departureId(id, day, '16:00');
    // Four travellers reach the morning's minimum, two do not reach the afternoon's; each books on
    // one server and pays on the other.
    const full = travellers.slice(0, 4);
    const few = travellers.slice(4, 6);
    const fullIds = await Promise.all(full.map(({ who }, i) => booked(either(i), who, id, day, morning)));
    const fewIds = await Promise.all(few.map(({ who }, i) => booked(either(i), who, id, day, afternoon)));
    await Promise.all([
      ...full.map(({ who }, i) => pay(either(i + 1), who, fullIds[i] ?? '')),
      ...few.map(({ who }, i) => pay(either(i + 1), who, fewIds[i] ?? '')),
    ]);

    // 23 hours before the afternoon one: both are due, and both servers' passes decide at once.
    const at = new Date(departureStart(day, '16:00').getTime() - 23 * 3_600_000);
    const passes = await Promise.all([
      decideDepartures(a.database.db, mailsA, at),
      decideDepartures(b.database.db, mailsB, at),
    ]);
    expect(passes.reduce((sum, p) => sum + p.guaranteed, 0)).toBe(1);
    expect(passes.reduce((sum, p) => sum + p.cancelled, 0)).toBe(1);
    // Asked again, by either: nothing is left to decide.
    expect(
      await Promise.all([
        decideDepartures(a.database.db, mailsA, at),
        decideDepartures(b.database.db, mailsB, at),
      ]),
    ).toEqual([
      { guaranteed: 0, cancelled: 0 },
      { guaranteed: 0, cancelled: 0 },
    ]);

    await runJobsOnBoth();

    for (const server of [a, b]) {
      const [first, second] = await departuresOn(server, id, day);
      expect(first).toMatchObject({ id: morning, status: 'guaranteed', booked: 4 });
      expect(second).toMatchObject({ id: afternoon, status: 'cancelled', booked: 0 });
    }
    // One cancel job per booking of the cancelled departure, whichever server queued or ran it.
    const cancelJobs = await a.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.kind, DEPARTURE_BOOKING_CANCEL_JOB));
    const forFew = cancelJobs.filter((job) =>
      fewIds.includes((job.payload as { bookingId: string }).bookingId),
    );
    expect(forFew.map((job) => job.status)).toEqual(['done', 'done']);
    for (const row of await rowsOf(fewIds)) {
      expect(row).toMatchObject({ status: 'cancelled', refundCents: PLACE_CENTS });
      const refunds = await refundsOf(row.id);
      expect(refunds).toHaveLength(1);
      expect(refunds[0]).toMatchObject({ id: row.refundId, amountCents: PLACE_CENTS });
    }
    for (const row of await rowsOf(fullIds)) {
      expect(row).toMatchObject({ status: 'paid', refundId: null, refundCents: null });
      expect(await refundsOf(row.id)).toEqual([]);
    }

    // Each traveller heard once, through the one shared mailer: the one that runs, or the one called off.
    for (const { email } of few) {
      const cancelled = mailsTo(email, name, 'is cancelled');
      expect(cancelled, email).toHaveLength(1);
      expect(cancelled[0]?.text).toContain('This departure is called off');
      expect(mailsTo(email, name, 'It takes place'), email).toEqual([]);
    }
    for (const { email } of full) {
      expect(mailsTo(email, name, 'It takes place'), email).toHaveLength(1);
      expect(mailsTo(email, name, 'is cancelled'), email).toEqual([]);
    }
  });

  it('cancels a departure once when an admin cancels it through both servers at the same moment', async () => {
    const day = addDays(DAY, 2);
    const name = 'Stormy Crossing Together';
    const id = await tour(a, name, { capacity: 10, startTimes: [{ weekdays: EVERY_DAY, time: '11:00' }] });
    const departure = departureId(id, day, '11:00');
    const payers = travellers.slice(6, 9);
    const paidIds = await Promise.all(payers.map(({ who }, i) => booked(either(i), who, id, day, departure)));
    await Promise.all(payers.map(({ who }, i) => pay(either(i + 1), who, paidIds[i] ?? '')));
    const holder = travellers[9];
    if (!holder) throw new Error('too few travellers');
    const unpaidId = await booked(b, holder.who, id, day, departure);

    const answers = await Promise.all(
      [a, b].map((server) => call(server, 'POST', `/api/admin/departures/${departure}/cancel`, admin)),
    );
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<Departure>()).toMatchObject({ id: departure, status: 'cancelled' });
    }
    const audit = await a.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'departure.cancel'), eq(auditLog.target, `departure:${departure}`)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor: 'boss@example.com' });

    await runJobsOnBoth();

    const cancelJobs = await a.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.kind, DEPARTURE_BOOKING_CANCEL_JOB));
    const mine = [...paidIds, unpaidId];
    expect(
      cancelJobs.filter((job) => mine.includes((job.payload as { bookingId: string }).bookingId)),
    ).toHaveLength(mine.length);
    for (const row of await rowsOf(paidIds)) {
      expect(row).toMatchObject({ status: 'cancelled', refundCents: PLACE_CENTS });
      const refunds = await refundsOf(row.id);
      expect(refunds).toHaveLength(1);
      expect(refunds[0]?.id).toBe(row.refundId);
    }
    for (const { email } of payers) expect(mailsTo(email, name, 'is cancelled'), email).toHaveLength(1);
    // The unpaid hold ends now (the expiry pass then frees its places): nothing to refund.
    const [unpaid] = await rowsOf([unpaidId]);
    // The expiry pass may have come by in the meantime.
    expect(['unpaid', 'expired']).toContain(unpaid?.status);
    expect(unpaid?.expiresAt?.getTime()).toBeLessThanOrEqual(Date.now());
    expect(await refundsOf(unpaidId)).toEqual([]);
    // Cancelled already: a third call on either server changes nothing.
    const again = await call(b, 'POST', `/api/admin/departures/${departure}/cancel`, admin);
    expect(again.statusCode, again.body).toBe(200);
    await runJobsOnBoth();
    for (const id of paidIds) expect(await refundsOf(id)).toHaveLength(1);
    const auditAfter = await a.database.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'departure.cancel'), eq(auditLog.target, `departure:${departure}`)));
    expect(auditAfter).toHaveLength(1);
  });
});
