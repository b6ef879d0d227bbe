import { addDays, firstBookableDate, type PaidAnswer } from '@tgde/contracts';
import { eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bookings, paymentIntents } from '../src/db/schema';
import { verifiedUser } from './support/accounts';
import { bearer, jsonCaller, type SignedIn } from './support/auth-client';
import { bookThroughApi, paymentClientSecret } from './support/bookings-api';
import { insertDestination } from './support/cast';
import { RecordingMailer } from './support/recording-mailer';
import { startStripeFake, stripeEvent, type StripeFake } from './support/stripe-fake';
import { buildTestApp, type TestApp } from './support/test-app';

/*
 * The Stripe provider end to end with the official client, against a local stand-in for Stripe's
 * API (nothing leaves the machine); webhook signatures made with Stripe's own test helper.
 */

const WEBHOOK_SECRET = 'whsec_test_secret';
let fake: StripeFake;
let t: TestApp;
const mailer = new RecordingMailer();
let ann: SignedIn;
let bob: SignedIn;
let berlin: string;
let day = 0;
const signer = new Stripe('sk_test_signer_only');

beforeAll(async () => {
  fake = await startStripeFake();
  t = await buildTestApp({
    env: {
      AUTH_RATE_LIMIT_MAX: '1000',
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: fake.url,
    },
    deps: { mailer },
  });
  berlin = await insertDestination(t, 'Berlin', 123_45);
  ann = await verifiedUser(t.app, mailer, { name: 'Ann Walker', email: 'ann@example.com' });
  bob = await verifiedUser(t.app, mailer, { name: 'Bob Rover', email: 'bob@example.com' });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const call = jsonCaller(() => t.app);

function newBooking(who: SignedIn): Promise<string> {
  day += 1;
  return bookThroughApi(t.app, who, berlin, addDays(firstBookableDate(), day));
}

async function intentFor(who: SignedIn, bookingId: string): Promise<string> {
  const clientSecret = await paymentClientSecret(t.app, who, bookingId);
  return clientSecret.split('_secret_')[0] ?? '';
}

/** A PDF's text, its lines joined by spaces. */
async function pdfText(pdf: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text.replace(/\s+/g, ' ');
  } finally {
    await parser.destroy();
  }
}

const bookingRow = async (id: string) =>
  (await t.database.db.select().from(bookings).where(eq(bookings.id, id)))[0];

/** Posts an event to the webhook as Stripe would, signed with `secret`. */
function webhook(event: object, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  const signature = signer.webhooks.generateTestHeaderString({ payload, secret });
  return t.app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
    payload,
  });
}

const succeededEvent = (intentId: string, eventId = `evt_${intentId}`) =>
  stripeEvent(eventId, 'payment_intent.succeeded', fake.intents.get(intentId));

describe('with Stripe keys', () => {
  it('hands the publishable key to the payment page and turns the test processor off', async () => {
    expect((await call('GET', '/api/payment-config', {})).json()).toEqual({
      mode: 'stripe',
      publishableKey: 'pk_test_123',
    });
    const res = await call('POST', '/api/test-payments/confirm', bearer(ann.token), {
      clientSecret: 'pi_x_secret_y',
      card: { number: '4242424242424242', expiry: '12/34', cvc: '123' },
    });
    expect(res.statusCode).toBe(404);
  });

  it('lets Stripe.js in through the content security policy', async () => {
    // A document's policy (the API reference's, as the payment page's).
    const csp = (await call('GET', '/api/docs', {})).headers['content-security-policy'];
    expect(csp).toContain("script-src 'self' https://js.stripe.com");
    expect(csp).toContain('frame-src');
    expect(csp).toContain("connect-src 'self' https://api.stripe.com");
  });

  it('creates a PaymentIntent for the booking’s amount with its id in the metadata, once per booking', async () => {
    const id = await newBooking(ann);
    const before = fake.requests.length;
    const intentId = await intentFor(ann, id);
    const intent = fake.intents.get(intentId);
    expect(intent).toMatchObject({ amount: 12345, currency: 'usd', metadata: { bookingId: id } });
    const created = fake.requests.slice(before).filter((r) => r.method === 'POST');
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({
      path: '/v1/payment_intents',
      idempotencyKey: `booking-${id}-12345-usd`,
      authorization: 'Bearer sk_test_123',
    });
    // Asked again: the open intent is reused without another call to Stripe.
    const again = await Promise.all(Array.from({ length: 5 }, () => intentFor(ann, id)));
    expect(new Set(again)).toEqual(new Set([intentId]));
    expect(fake.requests.slice(before).filter((r) => r.method === 'POST')).toHaveLength(1);
    const rows = await t.database.db.select().from(paymentIntents).where(eq(paymentIntents.bookingId, id));
    expect(rows).toMatchObject([{ id: intentId, provider: 'stripe', amountCents: 12345 }]);
  });

  it('PATCH asks Stripe: an open intent is refused, a succeeded one pays the booking', async () => {
    const id = await newBooking(ann);
    const intentId = await intentFor(ann, id);
    const refused = await call('PATCH', `/api/booking/${id}`, bearer(ann.token), { transactionId: intentId });
    expect(refused.statusCode).toBe(402);
    expect((await bookingRow(id))?.paid).toBe(false);

    fake.succeed(intentId);
    const before = fake.requests.length;
    const res = await call('PATCH', `/api/booking/${id}`, bearer(ann.token), { transactionId: intentId });
    expect(res.statusCode).toBe(200);
    expect(res.json<PaidAnswer>()).toMatchObject({
      modifiedCount: 1,
      booking: { paid: true, transactionId: intentId },
    });
    expect(fake.requests.slice(before)).toContainEqual(
      expect.objectContaining({ method: 'GET', path: `/v1/payment_intents/${intentId}` }),
    );
  });

  it('PATCH refuses an id Stripe does not know, another booking’s intent and a wrong amount', async () => {
    const id = await newBooking(ann);
    expect(
      (await call('PATCH', `/api/booking/${id}`, bearer(ann.token), { transactionId: 'pi_unknown' }))
        .statusCode,
    ).toBe(400);

    const bobsBooking = await newBooking(bob);
    const bobs = await intentFor(bob, bobsBooking);
    fake.succeed(bobs);
    expect(
      (await call('PATCH', `/api/booking/${id}`, bearer(ann.token), { transactionId: bobs })).statusCode,
    ).toBe(409);

    const cheap = fake.add({ amount: 100, status: 'succeeded', metadata: { bookingId: id } });
    expect(
      (await call('PATCH', `/api/booking/${id}`, bearer(ann.token), { transactionId: cheap.id })).statusCode,
    ).toBe(409);
    const euros = fake.add({
      amount: 12345,
      currency: 'eur',
      status: 'succeeded',
      metadata: { bookingId: id },
    });
    expect(
      (await call('PATCH', `/api/booking/${id}`, bearer(ann.token), { transactionId: euros.id })).statusCode,
    ).toBe(409);
    expect(await bookingRow(id)).toMatchObject({ paid: false, transactionId: null });
  });
});

describe('POST /api/stripe/webhook', () => {
  it('marks the booking paid on payment_intent.succeeded, once, even when the event comes twice', async () => {
    const id = await newBooking(ann);
    const intentId = await intentFor(ann, id);
    fake.succeed(intentId);
    const event = succeededEvent(intentId);
    const first = await webhook(event);
    expect(first.statusCode).toBe(200);
    expect(await bookingRow(id)).toMatchObject({ paid: true, transactionId: intentId });
    const paidAt = (await bookingRow(id))?.paidAt;

    const second = await webhook(event);
    expect(second.statusCode).toBe(200);
    expect((await bookingRow(id))?.paidAt).toEqual(paidAt);
    // The browser's PATCH after the webhook: the same payment, answered again.
    const patch = await call('PATCH', `/api/booking/${id}`, bearer(ann.token), { transactionId: intentId });
    expect(patch.json<PaidAnswer>()).toMatchObject({ modifiedCount: 0, booking: { paid: true } });
    await vi.waitFor(() => {
      const receipts = mailer.to('ann@example.com').filter((m) => m.text.includes(intentId));
      if (receipts.length === 0) throw new Error('no receipt yet');
    });
    expect(mailer.to('ann@example.com').filter((m) => m.text.includes(intentId))).toHaveLength(1);
  });

  it('refuses a bad or missing signature with a 400 and changes nothing', async () => {
    const id = await newBooking(ann);
    const intentId = await intentFor(ann, id);
    fake.succeed(intentId);
    const forged = await webhook(succeededEvent(intentId), 'whsec_not_ours');
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ message: expect.any(String) });
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(succeededEvent(intentId)),
    });
    expect(unsigned.statusCode).toBe(400);
    // A signed body changed on the way (the signature is over the raw bytes).
    const payload = JSON.stringify(succeededEvent(intentId));
    const signature = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload: payload.replace('{', '{ '),
    });
    expect(tampered.statusCode).toBe(400);
    expect((await bookingRow(id))?.paid).toBe(false);
  });

  it('does not believe the event: an intent that has not succeeded at Stripe pays nothing', async () => {
    const id = await newBooking(ann);
    const intentId = await intentFor(ann, id);
    const lying = succeededEvent(intentId);
    const res = await webhook({ ...lying, data: { object: { ...lying.data.object, status: 'succeeded' } } });
    expect(res.statusCode).toBe(200);
    expect((await bookingRow(id))?.paid).toBe(false);
  });

  it('acknowledges other events and intents of no booking of ours', async () => {
    expect(
      (await webhook({ id: 'evt_1', object: 'event', type: 'charge.refunded', data: { object: {} } }))
        .statusCode,
    ).toBe(200);
    const stranger = fake.add({ amount: 500, status: 'succeeded' });
    expect((await webhook(succeededEvent(stranger.id))).statusCode).toBe(200);
  });

  it('leaves the other API calls’ JSON parsing alone', async () => {
    const res = await call('POST', '/api/create-payment-intent', bearer(ann.token), { bookingId: 'nope' });
    expect(res.statusCode).toBe(404);
  });
});

describe('refunds and cancelled intents through Stripe', () => {
  /** A booking a month away, paid through Stripe (the card succeeded, the page reported it). */
  async function paidThroughStripe(who: SignedIn): Promise<{ id: string; intentId: string }> {
    day += 1;
    const res = await call('POST', '/api/bookedDestination', bearer(who.token), {
      bookingId: berlin,
      date: addDays(firstBookableDate(), 30 + day),
      phone: '+49 30 1234567',
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json<{ insertedId: string }>().insertedId;
    const intentId = await intentFor(who, id);
    fake.succeed(intentId);
    const paid = await call('PATCH', `/api/booking/${id}`, bearer(who.token), { transactionId: intentId });
    expect(paid.statusCode, paid.body).toBe(200);
    return { id, intentId };
  }

  it('refunds a cancelled trip once through refunds.create, with one idempotency key per booking', async () => {
    const { id, intentId } = await paidThroughStripe(ann);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => call('POST', `/api/booking/${id}/cancel`, bearer(ann.token))),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const made = [...fake.refunds.values()].filter((r) => r.payment_intent === intentId);
    expect(made).toHaveLength(1);
    expect(made[0]?.amount).toBe(12345);
    const keys = fake.requests.filter((r) => r.path === '/v1/refunds').map((r) => r.idempotencyKey);
    expect(new Set(keys)).toEqual(new Set([`refund-booking-${id}`]));
    expect(await bookingRow(id)).toMatchObject({
      status: 'cancelled',
      refundId: made[0]?.id,
      refundCents: 12345,
    });
  });

  it('numbers a Stripe payment’s receipt and cancellation invoice in the real series, with no word of test mode', async () => {
    const { id } = await paidThroughStripe(ann);
    const receipt = await call('GET', `/api/booking/${id}/receipt`, bearer(ann.token));
    expect(receipt.statusCode).toBe(200);
    const receiptNumber = (await bookingRow(id))?.receiptNumber ?? '';
    expect(receiptNumber).toMatch(/^TGDE-\d{4}-\d{6}$/);
    const receiptText = await pdfText(receipt.rawPayload);
    expect(receiptText).toContain(`Receipt no. ${receiptNumber}`);
    expect(receiptText).toContain('Total paid $123.45');
    expect(receiptText).not.toMatch(/test/i);
    const mail = await mailer.next('ann@example.com', 'Receipt');
    expect(mail.text).toContain('Thank you: we received your payment of $123.45');
    expect(mail.text).not.toMatch(/test mode/i);

    expect((await call('POST', `/api/booking/${id}/cancel`, bearer(ann.token))).statusCode).toBe(200);
    const creditNote = await call('GET', `/api/booking/${id}/credit-note`, bearer(ann.token));
    const creditNoteNumber = (await bookingRow(id))?.creditNoteNumber ?? '';
    expect(creditNoteNumber).toMatch(/^TGDE-CN-\d{4}-\d{6}$/);
    const creditNoteText = await pdfText(creditNote.rawPayload);
    expect(creditNoteText).toContain(`Correction to receipt ${receiptNumber}`);
    expect(creditNoteText).toContain('Total refunded -$123.45');
    expect(creditNoteText).not.toMatch(/test/i);
  });

  it('cancels the booking when the charge is refunded in Stripe’s dashboard (charge.refunded)', async () => {
    const { id, intentId } = await paidThroughStripe(bob);
    const event = stripeEvent(`evt_refund_${intentId}`, 'charge.refunded', {
      id: `ch_${intentId}`,
      object: 'charge',
      amount: 12345,
      amount_refunded: 12345,
      refunded: true,
      payment_intent: intentId,
      refunds: { object: 'list', data: [{ id: 're_fromdashboard', object: 'refund', amount: 12345 }] },
    });
    expect((await webhook(event)).statusCode).toBe(200);
    expect(await bookingRow(id)).toMatchObject({
      status: 'cancelled',
      paid: true,
      refundId: 're_fromdashboard',
      refundCents: 12345,
    });
    // Sent again: nothing changes, and no refund of ours is made.
    expect((await webhook(event)).statusCode).toBe(200);
    expect([...fake.refunds.values()].filter((r) => r.payment_intent === intentId)).toHaveLength(0);
    await mailer.next('bob@example.com', 'cancelled');
  });

  it('refunds a payment that succeeds for a booking that expired meanwhile, and refuses to pay it', async () => {
    const id = await newBooking(ann);
    const intentId = await intentFor(ann, id);
    // The hold ran out (as the expiry pass would have done it), and then the card went through.
    await t.database.db.update(bookings).set({ status: 'expired' }).where(eq(bookings.id, id));
    fake.succeed(intentId);
    expect((await webhook(succeededEvent(intentId))).statusCode).toBe(200);
    expect(await bookingRow(id)).toMatchObject({ status: 'expired', paid: false });
    const refunds = [...fake.refunds.values()].filter((r) => r.payment_intent === intentId);
    expect(refunds).toHaveLength(1);
    const pay = await call('PATCH', `/api/booking/${id}`, bearer(ann.token), { transactionId: intentId });
    expect(pay.statusCode).toBe(409);
    // Asked again, Stripe answers the same refund (one idempotency key per intent).
    expect([...fake.refunds.values()].filter((r) => r.payment_intent === intentId)).toHaveLength(1);
  });

  it('cancels the open intent of a deleted booking at Stripe', async () => {
    const id = await newBooking(bob);
    const intentId = await intentFor(bob, id);
    expect((await call('DELETE', `/api/booking/${id}`, bearer(bob.token))).statusCode).toBe(200);
    await vi.waitFor(() => expect(fake.intents.get(intentId)?.status).toBe('canceled'));
  });
});
