import {
  addDays,
  cancellationMessages,
  firstBookableDate,
  type ConfirmedPaymentAnswer,
  type RefundedPayment,
} from '@tgde/contracts';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bookings, destinations, paymentIntents, strayRefunds, testRefunds } from '../src/db/schema';
import { EXPIRE_BOOKINGS_JOB } from '../src/features/bookings/expiry';
import { paymentMessages } from '../src/features/payments/pay-booking';
import { RECONCILE_PAYMENTS_JOB, reconcilePayments } from '../src/domain/stray-payments';
import type { PaymentProvider } from '../src/infra/payments/provider';
import { createTestProcessor } from '../src/infra/payments/test-processor';
import { enqueue } from '../src/infra/jobs/queue';
import { verifiedUser } from './support/accounts';
import { bearer, requestJson, type SignedIn } from './support/auth-client';
import { RecordingMailer } from './support/recording-mailer';
import { startStripeFake, stripeEvent, type StripeFake } from './support/stripe-fake';
import { buildTestApp, type TestApp } from './support/test-app';

/*
 * Payments that went through but pay no booking are refunded by themselves, once, recorded and
 * listed for the admins; and a booking whose hold ran out cannot be paid even before the expiry
 * pass marks it. On both processors: the test-mode one and Stripe (a local stand-in for its API).
 */

const WEBHOOK_SECRET = 'whsec_test_secret';
const HOLD_MS = 1440 * 60_000;
const PRICE_CENTS = 1999;

/** How far the apps' clock stands ahead of the real time (moved past a hold by some tests). */
let later = 0;
const clock = () => new Date(Date.now() + later);
afterEach(() => {
  later = 0;
});

interface Processor {
  t: TestApp;
  ann: SignedIn;
  admin: SignedIn;
  destination: string;
  /** Opens an intent for the booking and has its card payment go through (not yet reported by PATCH). */
  succeededIntent(bookingId: string): Promise<string>;
  /** A second intent for the booking, paid as well (a second tab, a payment page left open). */
  secondSucceededIntent(bookingId: string): Promise<string>;
  /** The refunds the processor made of this intent. */
  refundsOf(intentId: string): Promise<number>;
  close(): Promise<void>;
}

let day = 0;
const call = (
  p: Processor,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  who: SignedIn | null,
  body?: unknown,
) => requestJson(p.t.app, method, url, who ? bearer(who.token) : {}, body);

async function newBooking(p: Processor): Promise<string> {
  day += 1;
  const res = await call(p, 'POST', '/api/bookedDestination', p.ann, {
    bookingId: p.destination,
    date: addDays(firstBookableDate(), day),
    phone: '+49 30 1234567',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ insertedId: string }>().insertedId;
}

async function openIntent(p: Processor, bookingId: string): Promise<string> {
  const res = await call(p, 'POST', '/api/create-payment-intent', p.ann, { bookingId });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ clientSecret: string }>().clientSecret;
}

const pay = (p: Processor, bookingId: string, transactionId: string) =>
  call(p, 'PATCH', `/api/booking/${bookingId}`, p.ann, { booking: { paid: true }, transactionId });

async function recordOf(p: Processor, intentId: string) {
  return (await p.t.database.db.select().from(strayRefunds).where(eq(strayRefunds.intentId, intentId)))[0];
}

async function listed(p: Processor, intentId: string): Promise<RefundedPayment | undefined> {
  const res = await call(p, 'GET', '/api/admin/refunded-payments', p.admin);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<RefundedPayment[]>().find((row) => row.intentId === intentId);
}

async function start(env: Record<string, string>) {
  const mailer = new RecordingMailer();
  const t = await buildTestApp({
    env: { AUTH_RATE_LIMIT_MAX: '1000', ADMIN_EMAILS: 'admin@example.com', ...env },
    deps: { mailer, clock },
  });
  const [row] = await t.database.db
    .insert(destinations)
    .values({
      name: 'Munich',
      nameDe: 'München',
      description: 'The capital of Bavaria.',
      costCents: PRICE_CENTS,
      img: '/media/b.webp',
    })
    .returning({ id: destinations.id });
  const ann = await verifiedUser(t.app, mailer, { name: 'Ann Walker', email: 'ann@example.com' });
  const admin = await verifiedUser(t.app, mailer, { name: 'Ada Admin', email: 'admin@example.com' });
  return { t, ann, admin, destination: row?.id ?? '' };
}

async function testMode(): Promise<Processor> {
  const base = await start({});
  const confirmed = async (bookingId: string) => {
    const clientSecret = await openIntent(p, bookingId);
    const res = await call(p, 'POST', '/api/test-payments/confirm', p.ann, {
      clientSecret,
      card: { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ConfirmedPaymentAnswer>().paymentIntent.id;
  };
  const p: Processor = {
    ...base,
    succeededIntent: confirmed,
    // The first intent succeeded, so the payment page gets a new one: paid before the first's PATCH.
    secondSucceededIntent: confirmed,
    refundsOf: async (intentId) =>
      (await base.t.database.db.select().from(testRefunds).where(eq(testRefunds.paymentIntentId, intentId)))
        .length,
    close: () => base.t.close(),
  };
  return p;
}

async function stripeMode(): Promise<
  Processor & { fake: StripeFake; webhook(intentId: string): Promise<number> }
> {
  const fake = await startStripeFake();
  const base = await start({
    STRIPE_SECRET_KEY: 'sk_test_123',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: fake.url,
  });
  const signer = new Stripe('sk_test_signer_only');
  const p: Processor & { fake: StripeFake; webhook(intentId: string): Promise<number> } = {
    ...base,
    fake,
    async succeededIntent(bookingId) {
      const intentId = (await openIntent(p, bookingId)).split('_secret_')[0] ?? '';
      fake.succeed(intentId);
      return intentId;
    },
    // Stripe answers the same intent for a booking and amount within a day (an idempotency key):
    // a second one comes from a payment page open for longer, made here at the stand-in.
    secondSucceededIntent: (bookingId) =>
      Promise.resolve(fake.add({ amount: PRICE_CENTS, status: 'succeeded', metadata: { bookingId } }).id),
    refundsOf: (intentId) =>
      Promise.resolve([...fake.refunds.values()].filter((r) => r.payment_intent === intentId).length),
    async webhook(intentId) {
      const payload = JSON.stringify(
        stripeEvent(`evt_${intentId}`, 'payment_intent.succeeded', fake.intents.get(intentId)),
      );
      const signature = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
      const res = await base.t.app.inject({
        method: 'POST',
        url: '/api/stripe/webhook',
        headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
        payload,
      });
      return res.statusCode;
    },
    async close() {
      await base.t.close();
      await fake.close();
    },
  };
  return p;
}

describe.each([
  ['the test-mode processor', testMode],
  ['Stripe', stripeMode],
] as const)('with %s', (_name, make) => {
  let p: Processor;
  beforeAll(async () => {
    p = await make();
  });
  afterAll(() => p.close());

  it('refunds a second payment of a paid booking once, records it and lists it for admins', async () => {
    const id = await newBooking(p);
    const first = await p.succeededIntent(id);
    const second = await p.secondSucceededIntent(id);
    expect(second).not.toBe(first);
    expect((await pay(p, id, first)).statusCode).toBe(200);

    // The second payment's report: refused, and its money goes back; asked again, nothing more.
    const answers = await Promise.all([pay(p, id, second), pay(p, id, second)]);
    for (const res of answers) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: paymentMessages.alreadyPaid });
    }
    expect(await p.refundsOf(second)).toBe(1);
    expect(await p.refundsOf(first)).toBe(0);
    expect(await recordOf(p, second)).toMatchObject({
      bookingId: id,
      amountCents: PRICE_CENTS,
      reason: 'second-payment',
      refundId: expect.stringMatching(/^re_/),
    });
    expect(await listed(p, second)).toMatchObject({
      bookingId: id,
      booking: { destinationName: 'Munich', userName: 'Ann Walker' },
      amountCents: PRICE_CENTS,
      reason: 'second-payment',
      status: 'refunded',
    });
    // In German, the destination is named as German pages name it.
    const german = await p.t.app.inject({
      method: 'GET',
      url: '/api/admin/refunded-payments',
      headers: { ...bearer(p.admin.token), 'accept-language': 'de-DE,de;q=0.9' },
    });
    expect(german.json<RefundedPayment[]>().find((row) => row.intentId === second)?.booking).toMatchObject({
      destinationName: 'München',
    });
    // The reconciliation pass finds nothing more to do.
    await enqueue(p.t.database.db, { kind: RECONCILE_PAYMENTS_JOB });
    await p.t.app.jobs.runDue();
    expect(await p.refundsOf(second)).toBe(1);
    expect(await p.refundsOf(first)).toBe(0);
  });

  it('refunds a payment for a booking deleted before it was reported, through the deletion’s job', async () => {
    const id = await newBooking(p);
    const intentId = await p.succeededIntent(id);
    expect((await call(p, 'DELETE', `/api/booking/${id}`, p.ann)).statusCode).toBe(200);
    await p.t.app.jobs.runDue();
    expect(await p.refundsOf(intentId)).toBe(1);
    expect(await recordOf(p, intentId)).toMatchObject({ bookingId: id, reason: 'booking-deleted' });
    expect(await listed(p, intentId)).toMatchObject({
      bookingId: id,
      booking: null,
      reason: 'booking-deleted',
      status: 'refunded',
    });
    // The intent stays on record without its booking; passes after that change nothing.
    expect(
      await p.t.database.db.select().from(paymentIntents).where(eq(paymentIntents.id, intentId)),
    ).toHaveLength(1);
    await enqueue(p.t.database.db, { kind: RECONCILE_PAYMENTS_JOB });
    await p.t.app.jobs.runDue();
    expect(await p.refundsOf(intentId)).toBe(1);
  });

  it('refunds a payment whose booking went without a call (an erased account) in the reconciliation pass', async () => {
    const id = await newBooking(p);
    const intentId = await p.succeededIntent(id);
    await p.t.database.db.delete(bookings).where(eq(bookings.id, id));
    expect(await p.refundsOf(intentId)).toBe(0);
    await enqueue(p.t.database.db, { kind: RECONCILE_PAYMENTS_JOB });
    await p.t.app.jobs.runDue();
    expect(await p.refundsOf(intentId)).toBe(1);
    expect(await recordOf(p, intentId)).toMatchObject({ bookingId: id, reason: 'booking-deleted' });
  });

  it('refuses to pay a booking whose hold ran out before the expiry pass, and refunds its payment', async () => {
    const id = await newBooking(p);
    const intentId = await p.succeededIntent(id);
    later = HOLD_MS + 60_000;
    const res = await pay(p, id, intentId);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: cancellationMessages.expired });
    // The expiry pass has not run: the refused payment marked the booking expired itself (so that
    // no server pays it afterwards), and no new payment is opened.
    expect((await p.t.database.db.select().from(bookings).where(eq(bookings.id, id)))[0]).toMatchObject({
      status: 'expired',
      paid: false,
    });
    expect((await call(p, 'POST', '/api/create-payment-intent', p.ann, { bookingId: id })).statusCode).toBe(
      409,
    );
    expect(await p.refundsOf(intentId)).toBe(1);
    expect(await recordOf(p, intentId)).toMatchObject({ bookingId: id, reason: 'hold-expired' });
    // The settling job queued with the expiry and the expiry pass refund nothing twice.
    await enqueue(p.t.database.db, { kind: EXPIRE_BOOKINGS_JOB });
    await p.t.app.jobs.runDue();
    expect((await p.t.database.db.select().from(bookings).where(eq(bookings.id, id)))[0]?.status).toBe(
      'expired',
    );
    expect(await p.refundsOf(intentId)).toBe(1);
  });

  it('opens no payment for a booking whose hold ran out, before the expiry pass', async () => {
    const id = await newBooking(p);
    later = HOLD_MS + 60_000;
    const res = await call(p, 'POST', '/api/create-payment-intent', p.ann, { bookingId: id });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: cancellationMessages.expired });
    expect(
      await p.t.database.db.select().from(paymentIntents).where(eq(paymentIntents.bookingId, id)),
    ).toEqual([]);
  });

  it('refunds the payment of a hold that ran out in the expiry pass, when nobody reports it', async () => {
    const id = await newBooking(p);
    const intentId = await p.succeededIntent(id);
    later = HOLD_MS + 60_000;
    await enqueue(p.t.database.db, { kind: EXPIRE_BOOKINGS_JOB });
    await p.t.app.jobs.runDue();
    expect(await p.refundsOf(intentId)).toBe(1);
    expect(await listed(p, intentId)).toMatchObject({
      bookingId: id,
      reason: 'hold-expired',
      status: 'refunded',
    });
  });

  it('lists refunded payments to admins only', async () => {
    expect((await call(p, 'GET', '/api/admin/refunded-payments', null)).statusCode).toBe(401);
    expect((await call(p, 'GET', '/api/admin/refunded-payments', p.ann)).statusCode).toBe(403);
  });
});

describe('with the test-mode processor alone', () => {
  let p: Processor;
  beforeAll(async () => {
    p = await testMode();
  });
  afterAll(() => p.close());

  it('keeps a refund the processor could not make on record, shows it retrying, and makes it in the next pass', async () => {
    const id = await newBooking(p);
    const intentId = await p.succeededIntent(id);
    await p.t.database.db.delete(bookings).where(eq(bookings.id, id));
    const db = p.t.database.db;
    const down: PaymentProvider = {
      ...createTestProcessor(db),
      refund: () => Promise.reject(new Error('The payment service cannot be reached.')),
    };
    const log = (): void => undefined;
    expect(await reconcilePayments(db, down, clock(), log)).toMatchObject({ refunded: 0 });
    expect(await p.refundsOf(intentId)).toBe(0);
    expect(await recordOf(p, intentId)).toMatchObject({ refundId: null, attempts: 1 });
    expect(await listed(p, intentId)).toMatchObject({
      status: 'retrying',
      refundId: null,
      lastError: 'The payment service cannot be reached.',
    });
    // The next pass, with the processor back: refunded once.
    await enqueue(db, { kind: RECONCILE_PAYMENTS_JOB });
    await p.t.app.jobs.runDue();
    expect(await p.refundsOf(intentId)).toBe(1);
    expect(await listed(p, intentId)).toMatchObject({ status: 'refunded', lastError: null });
  });

  it('charges no card once the hold ran out, before the expiry pass', async () => {
    const id = await newBooking(p);
    const clientSecret = await openIntent(p, id);
    later = HOLD_MS + 60_000;
    const res = await call(p, 'POST', '/api/test-payments/confirm', p.ann, {
      clientSecret,
      card: { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: cancellationMessages.expired });
    const intentId = clientSecret.split('_secret_')[0] ?? '';
    expect(
      (await p.t.database.db.select().from(paymentIntents).where(eq(paymentIntents.id, intentId)))[0]?.status,
    ).toBe('requires_payment_method');
  });
});

describe('with Stripe, the webhook', () => {
  let p: Awaited<ReturnType<typeof stripeMode>>;
  beforeAll(async () => {
    p = await stripeMode();
  });
  afterAll(() => p.close());

  it('refunds a second payment Stripe reports for a paid booking', async () => {
    const id = await newBooking(p);
    const first = await p.succeededIntent(id);
    expect(await p.webhook(first)).toBe(200);
    const second = await p.secondSucceededIntent(id);
    expect(await p.webhook(second)).toBe(200);
    expect(await p.webhook(second)).toBe(200);
    expect((await p.t.database.db.select().from(bookings).where(eq(bookings.id, id)))[0]?.transactionId).toBe(
      first,
    );
    expect(await p.refundsOf(second)).toBe(1);
    expect(await recordOf(p, second)).toMatchObject({ reason: 'second-payment', bookingId: id });
    const keys = p.fake.requests.filter((r) => r.path === '/v1/refunds').map((r) => r.idempotencyKey);
    expect(keys).toContain(`refund-stray-${second}`);
  });

  it('refunds a payment Stripe reports for a hold that ran out, before the expiry pass', async () => {
    const id = await newBooking(p);
    const intentId = await p.succeededIntent(id);
    later = HOLD_MS + 60_000;
    expect(await p.webhook(intentId)).toBe(200);
    expect((await p.t.database.db.select().from(bookings).where(eq(bookings.id, id)))[0]).toMatchObject({
      paid: false,
    });
    expect(await p.refundsOf(intentId)).toBe(1);
    expect(await recordOf(p, intentId)).toMatchObject({ reason: 'hold-expired' });
  });
});
