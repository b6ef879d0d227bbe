import {
  addDays,
  availabilityMessages,
  cancellationMessages,
  firstBookableDate,
  formatBookingDate,
  placeMessages,
  type Booking,
  type DayAvailability,
  type Destination,
  type PlacesConflictAnswer,
} from '@tgde/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bookings, paymentIntents, placesTaken, testRefunds } from '../src/db/schema';
import { expireBookings } from '../src/features/bookings/expiry';
import { cancelPaidBooking } from '../src/domain/booking-refunds';
import { bookingMails, REFUND_WAIT_MS } from '../src/infra/mail/booking-mails';
import { MAIL_JOB_SEAL, mailQueue } from '../src/infra/mail/mail-queue';
import { secretBox } from '../src/infra/secrets/secret-box';
import type { PaymentProvider } from '../src/infra/payments/provider';
import { createTestProcessor } from '../src/infra/payments/test-processor';
import { verifiedUser, verifiedUsers } from './support/accounts';
import { payWithTestCard } from './support/bookings-api';
import { bearer, requestJson, type SignedIn } from './support/auth-client';
import { insertDestination } from './support/cast';
import { RecordingMailer } from './support/recording-mailer';
import { buildTestApp, type TestApp } from './support/test-app';

/*
 * Places per day, holds that expire, and cancelling a paid trip with its refund (test-mode
 * processor). The app's clock is moved by the tests: `later` hours from now.
 */

let t: TestApp;
const mailer = new RecordingMailer();
let later = 0;
const clock = () => new Date(Date.now() + later * 3_600_000);
let ann: SignedIn;
let bob: SignedIn;
let boss: SignedIn;

beforeAll(async () => {
  t = await buildTestApp({
    env: { ADMIN_EMAILS: 'boss@example.com', AUTH_RATE_LIMIT_MAX: '10000' },
    // Fifty sign-ups and fifty simultaneous bookings on two shared cores must not be turned away as
    // an overload.
    deps: {
      mailer,
      clock,
      overload: { maxEventLoopDelayMs: 60_000, maxWaitingQueries: 10_000, sampleIntervalMs: 3_600_000 },
    },
  });
  ann = await verifiedUser(t.app, mailer, { name: 'Ann Walker', email: 'ann@example.com' });
  bob = await verifiedUser(t.app, mailer, { name: 'Bob Rover', email: 'bob@example.com' });
  boss = await verifiedUser(t.app, mailer, { name: 'The Boss', email: 'boss@example.com' });
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, who?: SignedIn, body?: unknown) =>
  requestJson(t.app, method, url, who ? bearer(who.token) : {}, body);

const inDays = (days: number) => addDays(firstBookableDate(), days);
const PHONE = '+49 30 1234567';

const book = (who: SignedIn, destination: string, date: string, travellers?: number) =>
  call('POST', '/api/bookedDestination', who, {
    bookingId: destination,
    date,
    phone: PHONE,
    ...(travellers === undefined ? {} : { travellers }),
  });

async function booked(
  who: SignedIn,
  destination: string,
  date: string,
  travellers?: number,
): Promise<string> {
  const res = await book(who, destination, date, travellers);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ insertedId: string }>().insertedId;
}

async function destinationWith(name: string, capacity: number | null, costCents = 10_000): Promise<string> {
  const id = await insertDestination(t, name, costCents);
  const res = await call('PATCH', `/api/destination/${id}`, boss, { capacity });
  expect(res.statusCode, res.body).toBe(200);
  return id;
}

const availability = async (destination: string, from: string, to = from) => {
  const res = await call('GET', `/api/destination/${destination}/availability?from=${from}&to=${to}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<DayAvailability[]>();
};

/** Books and pays with the succeeding test card, as the payment page does. */
async function paidBooking(who: SignedIn, destination: string, date: string): Promise<string> {
  const id = await booked(who, destination, date);
  await payWithTestCard(t.app, who, id);
  return id;
}

const bookingRow = async (id: string) =>
  (await t.database.db.select().from(bookings).where(eq(bookings.id, id)))[0];

describe('capacity: Places per day', () => {
  it('accepts 1 to 1000 or null, and refuses anything else with its field named', async () => {
    const id = await insertDestination(t, 'Lindau');
    for (const capacity of [0, 1001, 2.5, '5', -1]) {
      const res = await call('PATCH', `/api/destination/${id}`, boss, { capacity });
      expect(res.statusCode, String(capacity)).toBe(400);
      expect(res.json<{ errors: { path: string; message: string }[] }>().errors[0]).toMatchObject({
        path: 'capacity',
        message: expect.stringMatching(/^Places per day must be/),
      });
    }
    expect((await call('PATCH', `/api/destination/${id}`, boss, { capacity: 12 })).statusCode).toBe(200);
    expect((await call('GET', `/api/destination/${id}`)).json<Destination>().capacity).toBe(12);
    expect((await call('PATCH', `/api/destination/${id}`, boss, { capacity: null })).statusCode).toBe(200);
    expect((await call('GET', `/api/destination/${id}`)).json<Destination>().capacity).toBeNull();
    // Only admins set it.
    expect((await call('PATCH', `/api/destination/${id}`, ann, { capacity: 3 })).statusCode).toBe(403);
  });
});

describe('travellers', () => {
  it('are 1 to 10 (1 by default), and the cost is for all of them', async () => {
    const id = await destinationWith('Meersburg', null, 12_550);
    for (const travellers of [0, 11, 1.5, '2']) {
      const res = await book(ann, id, inDays(3), travellers as number);
      expect(res.statusCode, String(travellers)).toBe(400);
      expect(res.json<{ errors: { path: string; message: string }[] }>().errors[0]?.path).toBe('travellers');
    }
    expect((await book(ann, id, inDays(3), 0)).json()).toMatchObject({
      message: placeMessages.travellersRange,
    });
    const three = await booked(ann, id, inDays(3), 3);
    expect((await call('GET', `/api/booking/${three}`, ann)).json<Booking>()).toMatchObject({
      travellers: 3,
      cost: 376.5,
      status: 'unpaid',
    });
    const one = await booked(ann, id, inDays(4));
    expect((await call('GET', `/api/booking/${one}`, ann)).json<Booking>()).toMatchObject({
      travellers: 1,
      cost: 125.5,
    });
  });
});

describe('places per day', () => {
  it('stores exactly 5 of 50 simultaneous bookings for a day with 5 places', async () => {
    const id = await destinationWith('Konstanz', 5);
    const date = inDays(7);
    const travellers = await verifiedUsers(
      t.app,
      mailer,
      Array.from({ length: 50 }, (_, i) => ({ name: `Traveller ${i}`, email: `t${i}@example.com` })),
    );
    const answers = await Promise.all(travellers.map((who) => book(who, id, date)));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(45);
    for (const refused of answers.filter((a) => a.statusCode === 409)) {
      expect(refused.json<PlacesConflictAnswer>()).toEqual({
        message: `Konstanz is sold out on ${formatBookingDate(date)}: choose another day.`,
        remaining: 0,
      });
    }
    const stored = await t.database.db.select().from(bookings).where(eq(bookings.destinationId, id));
    expect(stored).toHaveLength(5);
    expect(await availability(id, date)).toEqual([{ date, capacity: 5, booked: 5, remaining: 0 }]);
  }, 240_000); // Signing up and verifying 50 travellers (100 password hashes, one core) is most of its time.

  it('refuses more travellers than are left with a sentence naming the day, the place and what is left', async () => {
    const id = await destinationWith('Ulm', 4);
    const date = inDays(8);
    await booked(ann, id, date, 2);
    const res = await book(bob, id, date, 3);
    expect(res.statusCode).toBe(409);
    expect(res.json<PlacesConflictAnswer>()).toEqual({
      message: `Only 2 places are left on ${formatBookingDate(date)} at Ulm: book for fewer travellers or choose another day.`,
      remaining: 2,
    });
    // Nothing of the refused booking is kept; the two places left can still be booked.
    expect(
      await t.database.db.select().from(bookings).where(eq(bookings.userEmail, 'bob@example.com')),
    ).toEqual([]);
    await booked(bob, id, date, 2);
    expect(await availability(id, date)).toEqual([{ date, capacity: 4, booked: 4, remaining: 0 }]);
  });

  it('frees the places of a deleted unpaid booking', async () => {
    const id = await destinationWith('Passau', 2);
    const date = inDays(9);
    const booking = await booked(ann, id, date, 2);
    expect((await book(bob, id, date)).statusCode).toBe(409);
    expect((await call('DELETE', `/api/booking/${booking}`, ann)).statusCode).toBe(200);
    await booked(bob, id, date);
  });
});

describe('GET /api/destination/{id}/availability', () => {
  it('answers one entry a day, both ends included; 31 days from today by default', async () => {
    const id = await destinationWith('Bamberg', 3);
    await booked(ann, id, inDays(2), 2);
    expect(await availability(id, inDays(1), inDays(3))).toEqual([
      { date: inDays(1), capacity: 3, booked: 0, remaining: 3 },
      { date: inDays(2), capacity: 3, booked: 2, remaining: 1 },
      { date: inDays(3), capacity: 3, booked: 0, remaining: 3 },
    ]);
    const all = await call('GET', `/api/destination/${id}/availability`);
    expect(all.json<DayAvailability[]>().map((d) => d.date)).toEqual(
      Array.from({ length: 31 }, (_, i) => inDays(i)),
    );
    const unlimited = await destinationWith('Coburg', null);
    await booked(bob, unlimited, inDays(2), 4);
    expect(await availability(unlimited, inDays(2))).toEqual([
      { date: inDays(2), capacity: null, booked: 4, remaining: null },
    ]);
  });

  it('refuses a wrong range (400) and an unknown destination (404)', async () => {
    const id = await insertDestination(t, 'Fulda');
    const ask = (query: string) => call('GET', `/api/destination/${id}/availability?${query}`);
    expect((await ask(`from=${inDays(5)}&to=${inDays(4)}`)).json()).toMatchObject({
      message: availabilityMessages.order,
    });
    expect((await ask(`from=${inDays(0)}&to=${inDays(93)}`)).json()).toMatchObject({
      message: availabilityMessages.tooLong,
    });
    expect((await ask(`from=${inDays(0)}&to=${inDays(92)}`)).statusCode).toBe(200);
    expect((await ask('from=2026-02-30')).statusCode).toBe(400);
    const unknown = await call('GET', '/api/destination/00000000-0000-4000-8000-000000000000/availability');
    expect(unknown.statusCode).toBe(404);
  });
});

describe('holds that expire', () => {
  it('expires unpaid bookings after the hold, frees their places and cancels their payment intent', async () => {
    const id = await destinationWith('Wismar', 1);
    const date = inDays(12);
    const booking = await booked(ann, id, date);
    const answer = (await call('GET', `/api/booking/${booking}`, ann)).json<Booking>();
    const hold = Date.parse(answer.expiresAt ?? '') - Date.now();
    expect(hold).toBeGreaterThan(1439 * 60_000);
    expect(hold).toBeLessThanOrEqual(1440 * 60_000);
    const secret = (await call('POST', '/api/create-payment-intent', ann, { bookingId: booking })).json<{
      clientSecret: string;
    }>().clientSecret;
    expect((await book(bob, id, date)).statusCode).toBe(409);

    const processor = createTestProcessor(t.database.db);
    const log = vi.fn();
    // Not yet: the hold has not run out.
    expect(await expireBookings(t.database.db, processor, clock(), log)).toMatchObject({ expired: 0 });
    later = 25;
    try {
      const pass = await expireBookings(t.database.db, processor, clock(), log);
      expect(pass).toMatchObject({ ran: true, intentsCancelled: 1 });
      expect(pass.expired).toBeGreaterThanOrEqual(1);
      // Running it again changes nothing.
      expect(await expireBookings(t.database.db, processor, clock(), log)).toMatchObject({ expired: 0 });
    } finally {
      later = 0;
    }
    expect(log).not.toHaveBeenCalled();
    expect((await call('GET', `/api/booking/${booking}`, ann)).json<Booking>()).toMatchObject({
      status: 'expired',
      paid: false,
    });
    const [intent] = await t.database.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.bookingId, booking));
    expect(intent?.status).toBe('canceled');
    // The page left open cannot charge it, nor can the booking be paid or deleted.
    const confirm = await call('POST', '/api/test-payments/confirm', ann, {
      clientSecret: secret,
      card: { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' },
    });
    expect(confirm.statusCode).toBe(409);
    expect(confirm.json()).toEqual({ message: cancellationMessages.expired });
    expect((await call('POST', '/api/create-payment-intent', ann, { bookingId: booking })).statusCode).toBe(
      409,
    );
    expect((await call('DELETE', `/api/booking/${booking}`, ann)).statusCode).toBe(409);
    // The place is free again, and the traveller may book that day again.
    expect(await availability(id, date)).toEqual([{ date, capacity: 1, booked: 0, remaining: 1 }]);
    await booked(ann, id, date);
  });
});

describe('POST /api/booking/{id}/cancel', () => {
  it('cancels the owner’s paid trip, refunds it in full and mails a calendar file that removes it', async () => {
    const id = await destinationWith('Stralsund', 2, 20_000);
    const date = inDays(10);
    const booking = await paidBooking(ann, id, date);
    expect((await call('POST', `/api/booking/${booking}/cancel`, bob)).statusCode).toBe(404);
    const res = await call('POST', `/api/booking/${booking}/cancel`, ann);
    expect(res.statusCode, res.body).toBe(200);
    const cancelled = res.json<Booking>();
    expect(cancelled).toMatchObject({
      _id: booking,
      status: 'cancelled',
      paid: true,
      refundAmount: 200,
      refundId: expect.stringMatching(/^re_/),
      cancelledAt: expect.any(String),
    });
    const [refund] = await t.database.db
      .select()
      .from(testRefunds)
      .where(eq(testRefunds.id, cancelled.refundId ?? ''));
    expect(refund).toMatchObject({ amountCents: 20_000, paymentIntentId: cancelled.transactionId });
    expect(await availability(id, date)).toEqual([{ date, capacity: 2, booked: 0, remaining: 2 }]);

    const mail = await mailer.next('ann@example.com', 'cancelled');
    expect(mail.text).toContain('We refunded $200 to your card');
    const ics = mail.attachments?.find((a) => a.filename.endsWith('.ics'));
    const lines = String(ics?.content ?? '')
      .replace(/\r\n[ \t]/g, '')
      .split(/\r\n/);
    expect(lines).toContain('METHOD:CANCEL');
    expect(lines).toContain('STATUS:CANCELLED');
    expect(lines).toContain(`UID:booking-${booking}@travel-guide-de`);

    // Repeating it refunds nothing more and answers the same booking.
    const again = await call('POST', `/api/booking/${booking}/cancel`, ann);
    expect(again.statusCode).toBe(200);
    expect(again.json<Booking>()).toEqual(cancelled);
    expect(
      await t.database.db
        .select()
        .from(testRefunds)
        .where(eq(testRefunds.paymentIntentId, cancelled.transactionId ?? '')),
    ).toHaveLength(1);
    // A cancelled day can be booked again.
    await booked(ann, id, date);
  });

  it('refuses the owner after the free period with the last free day, but lets an admin cancel and refund', async () => {
    const id = await destinationWith('Görlitz', null);
    const date = inDays(1);
    const booking = await paidBooking(bob, id, date);
    const late = await call('POST', `/api/booking/${booking}/cancel`, bob);
    expect(late.statusCode).toBe(409);
    expect(late.json<{ message: string }>().message).toBe(
      `Free cancellation ended on ${formatBookingDate(addDays(date, -2))}: trips can be cancelled up to 2 days before the day. Write to us if you cannot travel.`,
    );
    expect((await bookingRow(booking))?.status).toBe('paid');
    const byAdmin = await call('POST', `/api/booking/${booking}/cancel`, boss);
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect(byAdmin.json<Booking>()).toMatchObject({ status: 'cancelled', refundAmount: 100 });
  });

  it('refuses an unpaid booking (it is deleted instead)', async () => {
    const id = await insertDestination(t, 'Quedlinburg');
    const booking = await booked(ann, id, inDays(20));
    const res = await call('POST', `/api/booking/${booking}/cancel`, ann);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: cancellationMessages.notPaid });
  });

  it('holds the cancellation mail until the refund is made, and sends it all the same if the refund never comes', async () => {
    const processor = createTestProcessor(t.database.db);
    const policy = { holdMinutes: 30, freeCancellationDays: 2, now: clock };
    const mails = bookingMails(
      mailQueue(() => t.app.jobs.wake(), secretBox(t.config.authSecret, MAIL_JOB_SEAL)),
    );
    const cancelledMail = (destination: string) =>
      mailer
        .to('ann@example.com')
        .filter((m) => m.subject.includes(destination) && m.subject.includes('cancelled'));
    /** Cancels through a payment service that answers the refund only when `answer` is called. */
    const cancelWithRefundWaiting = (bookingId: string) => {
      let answer: (ok: boolean) => void = () => {};
      const answered = new Promise<boolean>((resolve) => (answer = resolve));
      const slow: PaymentProvider = {
        ...processor,
        refund: async (refund) => {
          if (!(await answered)) throw new Error('payment service unreachable');
          return processor.refund(refund);
        },
      };
      const done = cancelPaidBooking(t.database.db, slow, policy, mails, {
        bookingId,
        viewer: { seesAll: true },
        evenLate: false,
      });
      return { answer, done };
    };

    // The worker runs while the payment service has not answered: the mail waits, then tells of the refund.
    const husum = await paidBooking(ann, await destinationWith('Husum', 2, 15_000), inDays(33));
    const first = cancelWithRefundWaiting(husum);
    await vi.waitFor(async () => expect((await bookingRow(husum))?.status).toBe('cancelled'));
    await t.app.jobs.runDue();
    expect(cancelledMail('Husum')).toHaveLength(0);
    first.answer(true);
    expect((await first.done).row.refundCents).toBe(15_000);
    await vi.waitFor(() => expect(cancelledMail('Husum')).toHaveLength(1));
    expect(cancelledMail('Husum')[0]?.text).toContain('We refunded $150 to your card');

    // A server that stops between the cancellation and the refund: the mail goes once the wait is over.
    const eutin = await paidBooking(ann, await destinationWith('Eutin', 2, 15_000), inDays(34));
    const second = cancelWithRefundWaiting(eutin);
    await vi.waitFor(async () => expect((await bookingRow(eutin))?.status).toBe('cancelled'));
    later = REFUND_WAIT_MS / 3_600_000 + 0.01;
    try {
      await t.app.jobs.runDue();
    } finally {
      later = 0;
    }
    expect(cancelledMail('Eutin')).toHaveLength(1);
    expect(cancelledMail('Eutin')[0]?.text).toContain('Your refund is on its way');
    second.answer(false);
    expect((await second.done).refundFailed?.statusCode).toBe(503);
  });

  it('refunds once when cancelled 20 times at once', async () => {
    const id = await destinationWith('Wernigerode', 3);
    const date = inDays(15);
    const booking = await paidBooking(bob, id, date);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call('POST', `/api/booking/${booking}/cancel`, bob)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array.from({ length: 20 }, () => 200));
    const refundIds = new Set(answers.map((a) => a.json<Booking>().refundId));
    expect(refundIds.size).toBe(1);
    const row = await bookingRow(booking);
    expect(
      await t.database.db
        .select()
        .from(testRefunds)
        .where(eq(testRefunds.paymentIntentId, row?.transactionId ?? '')),
    ).toHaveLength(1);
    expect(
      (await t.database.db.select().from(placesTaken).where(eq(placesTaken.destinationId, id)))[0]?.taken,
    ).toBe(0);
    await vi.waitFor(() =>
      expect(
        mailer
          .to('bob@example.com')
          .filter((m) => m.subject.includes('Wernigerode') && m.subject.includes('cancelled')),
      ).toHaveLength(1),
    );
  });
});
