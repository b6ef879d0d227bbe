import {
  cardMessages,
  addDays,
  firstBookableDate,
  type Booking,
  type ConfirmedPaymentAnswer,
  type PaidAnswer,
} from '@tgde/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import { bookings, paymentIntents } from '../src/db/schema';
import { verifiedUser } from './support/accounts';
import { anonymous, as, jsonCaller, signUp, type SignedIn } from './support/auth-client';
import { bookThroughApi, paymentClientSecret } from './support/bookings-api';
import { insertDestination } from './support/cast';
import { RecordingMailer } from './support/recording-mailer';
import { buildTestApp, type TestApp } from './support/test-app';

/* The built-in test-mode processor (no Stripe keys): intents, the test cards, and PATCH. */

let t: TestApp;
const mailer = new RecordingMailer();
let ann: SignedIn;
let bob: SignedIn;
let newbie: SignedIn;
let berlin: string;
let day = 0;

beforeAll(async () => {
  t = await buildTestApp({ env: { AUTH_RATE_LIMIT_MAX: '1000' }, deps: { mailer } });
  berlin = await insertDestination(t, 'Berlin', 500_50);
  ann = await verifiedUser(t.app, mailer, { name: 'Ann Walker', email: 'ann@example.com' });
  bob = await verifiedUser(t.app, mailer, { name: 'Bob Rover', email: 'bob@example.com' });
  newbie = await signUp(t.app, { name: 'New Comer', email: 'newbie@example.com' });
});
afterAll(() => t.close());

type Headers = Record<string, string>;

const call = jsonCaller(() => t.app);

/** A new booking of `who`, on a day of its own. */
function newBooking(who: SignedIn): Promise<string> {
  day += 1;
  return bookThroughApi(t.app, who, berlin, addDays(firstBookableDate(), day));
}

const clientSecret = (who: SignedIn, bookingId: string) => paymentClientSecret(t.app, who, bookingId);

const GOOD = { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };
const DECLINED = { ...GOOD, number: '4000 0000 0000 0002' };
const NO_FUNDS = { ...GOOD, number: '4000000000009995' };

const confirm = (who: Headers, secret: string, card: Record<string, string>) =>
  call('POST', '/api/test-payments/confirm', who, { clientSecret: secret, card });

const pay = (who: Headers, bookingId: string, transactionId: string) =>
  call('PATCH', `/api/booking/${bookingId}`, who, { booking: { paid: true }, transactionId });

const bookingRow = async (id: string) =>
  (await t.database.db.select().from(bookings).where(eq(bookings.id, id)))[0];

/** The receipt mail naming this transaction (mail goes out after the answer). */
const receiptFor = (to: string, transactionId: string) =>
  vi.waitFor(() => {
    const found = mailer
      .to(to)
      .find((m) => m.subject.startsWith('Receipt') && m.text.includes(transactionId));
    if (!found) throw new Error(`no receipt for ${transactionId} yet`);
    return found;
  });

/** Pays a booking with the succeeding test card, as the payment page does; the intent id. */
async function paidIntent(who: SignedIn, bookingId: string): Promise<string> {
  const res = await confirm(as(who), await clientSecret(who, bookingId), GOOD);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ConfirmedPaymentAnswer>().paymentIntent.id;
}

describe('GET /api/payment-config', () => {
  it('says test mode without Stripe keys', async () => {
    const res = await call('GET', '/api/payment-config', anonymous);
    expect(res.json()).toEqual({ mode: 'test' });
  });

  it('has no Stripe webhook without Stripe keys', async () => {
    const res = await call('POST', '/api/stripe/webhook', anonymous, { type: 'payment_intent.succeeded' });
    expect(res.statusCode).toBe(404);
  });
});

describe('POST /api/create-payment-intent', () => {
  it('refuses anonymous (401), unverified (403) and another user’s booking (404)', async () => {
    const id = await newBooking(ann);
    expect((await call('POST', '/api/create-payment-intent', anonymous, { bookingId: id })).statusCode).toBe(
      401,
    );
    expect((await call('POST', '/api/create-payment-intent', as(newbie), { bookingId: id })).statusCode).toBe(
      403,
    );
    expect((await call('POST', '/api/create-payment-intent', as(bob), { bookingId: id })).statusCode).toBe(
      404,
    );
    expect(
      (await call('POST', '/api/create-payment-intent', as(ann), { bookingId: 'nope' })).statusCode,
    ).toBe(404);
    expect((await call('POST', '/api/create-payment-intent', as(ann), {})).statusCode).toBe(400);
    expect(
      await t.database.db.select().from(paymentIntents).where(eq(paymentIntents.bookingId, id)),
    ).toHaveLength(0);
  });

  it('opens an intent for the booking’s own amount in USD cents and reuses it', async () => {
    const id = await newBooking(ann);
    const secret = await clientSecret(ann, id);
    expect(secret).toMatch(/^pi_[a-f0-9]+_secret_[a-f0-9]+$/);
    const concurrent = await Promise.all(Array.from({ length: 10 }, () => clientSecret(ann, id)));
    expect(new Set(concurrent)).toEqual(new Set([secret]));
    const intents = await t.database.db.select().from(paymentIntents).where(eq(paymentIntents.bookingId, id));
    expect(intents).toHaveLength(1);
    expect(intents[0]).toMatchObject({
      provider: 'test',
      amountCents: 50050,
      currency: 'usd',
      status: 'requires_payment_method',
      clientSecret: secret,
    });
    expect(secret.startsWith(`${intents[0]?.id}_secret_`)).toBe(true);
  });

  it('refuses a paid booking with a 409', async () => {
    const id = await newBooking(ann);
    const intent = await paidIntent(ann, id);
    expect((await pay(as(ann), id, intent)).statusCode).toBe(200);
    const res = await call('POST', '/api/create-payment-intent', as(ann), { bookingId: id });
    expect(res.statusCode).toBe(409);
  });
});

describe('POST /api/test-payments/confirm: the test cards', () => {
  it('4242 4242 4242 4242 succeeds, like confirmCardPayment', async () => {
    const id = await newBooking(ann);
    const secret = await clientSecret(ann, id);
    const res = await confirm(as(ann), secret, GOOD);
    expect(res.statusCode).toBe(200);
    const intentId = secret.split('_secret_')[0];
    expect(res.json()).toEqual({
      paymentIntent: { id: intentId, status: 'succeeded', amount: 50050, currency: 'usd' },
    });
    // Confirming a succeeded intent again answers the same and charges nothing more.
    const again = await confirm(as(ann), secret, DECLINED);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(res.json());
  });

  it('4000 0000 0000 0002 is declined, and the intent can still be paid with another card', async () => {
    const id = await newBooking(ann);
    const secret = await clientSecret(ann, id);
    const res = await confirm(as(ann), secret, DECLINED);
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({ message: cardMessages.declined, code: 'card_declined' });
    const [intent] = await t.database.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.bookingId, id));
    expect(intent).toMatchObject({ status: 'requires_payment_method', lastError: cardMessages.declined });
    // A declined intent does not pay the booking.
    expect((await pay(as(ann), id, intent?.id ?? '')).statusCode).toBe(402);
    expect((await bookingRow(id))?.paid).toBe(false);
    expect((await confirm(as(ann), secret, GOOD)).statusCode).toBe(200);
  });

  it('4000 0000 0000 9995 is declined for insufficient funds', async () => {
    const id = await newBooking(ann);
    const res = await confirm(as(ann), await clientSecret(ann, id), NO_FUNDS);
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({ message: cardMessages.insufficientFunds, code: 'insufficient_funds' });
  });

  it('refuses a wrong number, expiry or CVC field by field', async () => {
    const secret = await clientSecret(ann, await newBooking(ann));
    const cases: [Record<string, string>, string, string][] = [
      [{ ...GOOD, number: '4242 4242 4242 4241' }, 'card.number', cardMessages.numberInvalid],
      [{ ...GOOD, number: '5555 5555 5555 4444' }, 'card.number', cardMessages.numberNotTestCard],
      [{ ...GOOD, number: '' }, 'card.number', cardMessages.numberRequired],
      [{ ...GOOD, expiry: '13/30' }, 'card.expiry', cardMessages.expiryInvalid],
      [{ ...GOOD, expiry: '01/20' }, 'card.expiry', cardMessages.expired],
      [{ ...GOOD, cvc: '12' }, 'card.cvc', cardMessages.cvcInvalid],
    ];
    for (const [card, path, message] of cases) {
      const res = await confirm(as(ann), secret, card);
      expect(res.statusCode, JSON.stringify(card)).toBe(400);
      expect(res.json<{ errors: unknown[] }>().errors).toContainEqual({ path, message });
    }
    const [intent] = await t.database.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.clientSecret, secret));
    expect(intent?.status).toBe('requires_payment_method');
  });

  it('refuses anonymous (401), unverified (403), another user and an unknown secret (404)', async () => {
    const secret = await clientSecret(ann, await newBooking(ann));
    expect((await confirm(anonymous, secret, GOOD)).statusCode).toBe(401);
    expect((await confirm(as(newbie), secret, GOOD)).statusCode).toBe(403);
    expect((await confirm(as(bob), secret, GOOD)).statusCode).toBe(404);
    expect((await confirm(as(ann), 'pi_madeup_secret_nope', GOOD)).statusCode).toBe(404);
    const [intent] = await t.database.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.clientSecret, secret));
    expect(intent?.status).toBe('requires_payment_method');
  });
});

describe('PATCH /api/booking/{id} with {transactionId}', () => {
  it('marks the booking paid with a succeeded intent of its own, and sends a receipt', async () => {
    const id = await newBooking(ann);
    const intent = await paidIntent(ann, id);
    const res = await pay(as(ann), id, intent);
    expect(res.statusCode).toBe(200);
    const answer = res.json<PaidAnswer>();
    expect(answer.modifiedCount).toBe(1);
    expect(answer.booking).toMatchObject({ _id: id, paid: true, transactionId: intent, cost: 500.5 });
    expect((await bookingRow(id))?.paidAt).toBeInstanceOf(Date);
    const list = (await call('GET', '/api/booking', as(ann))).json<Booking[]>();
    expect(list.find((b) => b._id === id)).toMatchObject({ paid: true, transactionId: intent });

    const receipt = await receiptFor('ann@example.com', intent);
    expect(receipt.text).toContain(`Transaction id: ${intent}`);
    expect(receipt.text).toContain('$500.50');
    expect(receipt.html).toContain(intent);

    // The same payment again changes nothing and answers the booking (idempotent).
    const again = await pay(as(ann), id, intent);
    expect(again.statusCode).toBe(200);
    expect(again.json<PaidAnswer>()).toMatchObject({ modifiedCount: 0, booking: { transactionId: intent } });
    expect(mailer.to('ann@example.com').filter((m) => m.text.includes(intent))).toHaveLength(1);
  });

  it('refuses anonymous (401), unverified (403) and another user’s booking (404)', async () => {
    const id = await newBooking(ann);
    const intent = await paidIntent(ann, id);
    expect((await pay(anonymous, id, intent)).statusCode).toBe(401);
    expect((await pay(as(newbie), id, intent)).statusCode).toBe(403);
    expect((await pay(as(bob), id, intent)).statusCode).toBe(404);
    expect((await bookingRow(id))?.paid).toBe(false);
  });

  it('refuses a made-up id, an intent that has not succeeded, and another booking’s intent', async () => {
    const id = await newBooking(ann);
    for (const madeUp of ['pi_madeup', 'anything', "pi_'; drop table bookings;--", 'x'.repeat(255)]) {
      const res = await pay(as(ann), id, madeUp);
      expect(res.statusCode, madeUp).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, madeUp).toBeLessThan(500);
    }
    expect((await pay(as(ann), id, '')).statusCode).toBe(400);

    const open = (await clientSecret(ann, id)).split('_secret_')[0] ?? '';
    expect((await pay(as(ann), id, open)).statusCode).toBe(402);

    // Ann's own other booking, and Bob's booking: paid intents, but not for this booking.
    const otherOfAnn = await paidIntent(ann, await newBooking(ann));
    expect((await pay(as(ann), id, otherOfAnn)).statusCode).toBe(409);
    const bobs = await paidIntent(bob, await newBooking(bob));
    expect((await pay(as(ann), id, bobs)).statusCode).toBe(409);
    expect(await bookingRow(id)).toMatchObject({ paid: false, transactionId: null });
  });

  it('a paid booking is not paid a second time with another intent', async () => {
    const id = await newBooking(ann);
    const first = await paidIntent(ann, id);
    expect((await pay(as(ann), id, first)).statusCode).toBe(200);
    const res = await pay(as(ann), id, 'pi_another');
    expect(res.statusCode).toBe(409);
    expect((await bookingRow(id))?.transactionId).toBe(first);
  });

  it('20 concurrent PATCHes with one succeeded intent pay the booking once', async () => {
    const id = await newBooking(bob);
    const intent = await paidIntent(bob, id);
    const receiptsBefore = mailer.to('bob@example.com').filter((m) => m.subject.startsWith('Receipt')).length;
    const answers = await Promise.all(Array.from({ length: 20 }, () => pay(as(bob), id, intent)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const modified = answers.map((a) => a.json<PaidAnswer>().modifiedCount);
    expect(modified.filter((m) => m === 1)).toHaveLength(1);
    expect(await bookingRow(id)).toMatchObject({ paid: true, transactionId: intent });
    await receiptFor('bob@example.com', intent);
    expect(
      mailer.to('bob@example.com').filter((m) => m.subject.startsWith('Receipt')).length - receiptsBefore,
    ).toBe(1);
  });

  it('keeps its intents across a restart: a new server on the same database confirms and pays', async () => {
    const id = await newBooking(ann);
    const secret = await clientSecret(ann, id);
    const restarted = await buildApp({ config: t.config, database: t.database, media: t.media, mailer });
    try {
      const confirmed = await restarted.inject({
        method: 'POST',
        url: '/api/test-payments/confirm',
        headers: { ...as(ann), 'content-type': 'application/json' },
        payload: JSON.stringify({ clientSecret: secret, card: GOOD }),
      });
      expect(confirmed.statusCode).toBe(200);
      const intent = confirmed.json<ConfirmedPaymentAnswer>().paymentIntent.id;
      const paid = await restarted.inject({
        method: 'PATCH',
        url: `/api/booking/${id}`,
        headers: { ...as(ann), 'content-type': 'application/json' },
        payload: JSON.stringify({ transactionId: intent }),
      });
      expect(paid.json<PaidAnswer>()).toMatchObject({ modifiedCount: 1, booking: { paid: true } });
    } finally {
      await restarted.close();
    }
  });
});
