import { addDays, firstBookableDate, type ConfirmedPaymentAnswer } from '@tgde/contracts';
import { eq, isNotNull } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../src/db/schema';
import { bookingDocumentRefusals } from '../src/domain/booking-documents';
import {
  DOCUMENT_NUMBER_PATTERNS,
  ensureDocumentNumber,
  kindOfSeries,
  parseDocumentNumber,
  takeDocumentNumber,
  type DocumentSeries,
} from '../src/domain/document-numbers';
import { verifiedUser } from './support/accounts';
import { bearer, requestJson, type SignedIn } from './support/auth-client';
import { insertBooking, insertDestination } from './support/cast';
import { OPERATOR_ENV } from './support/operator-env';
import { RecordingMailer } from './support/recording-mailer';
import { buildTestApp, type TestApp } from './support/test-app';

/*
 * Receipts and cancellation invoices (GET /api/booking/{id}/receipt, …/credit-note): who gets them,
 * what they print, and numbers that run without gaps however many are taken at once. This server
 * has no Stripe keys: its payments are the test-mode processor's, and their documents are numbered
 * in the TEST series and say that no money moved (payments-stripe.test.ts has the real ones).
 */

let t: TestApp;
const mailer = new RecordingMailer();
let ann: SignedIn;
let bob: SignedIn;
let boss: SignedIn;

beforeAll(async () => {
  t = await buildTestApp({
    env: { ADMIN_EMAILS: 'boss@example.com', AUTH_RATE_LIMIT_MAX: '1000', ...OPERATOR_ENV },
    deps: { mailer },
  });
  ann = await verifiedUser(t.app, mailer, { name: 'Ann Walker', email: 'ann@example.com' });
  bob = await verifiedUser(t.app, mailer, { name: 'Bob Rover', email: 'bob@example.com' });
  boss = await verifiedUser(t.app, mailer, { name: 'The Boss', email: 'boss@example.com' });
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, who?: SignedIn, body?: unknown) =>
  requestJson(t.app, method, url, who ? bearer(who.token) : {}, body);

let day = 0;
/** A trip date no other booking of this file uses, far enough ahead to cancel for free. */
const freshDate = () => addDays(firstBookableDate(), 10 + ++day);

/** Books `travellers` places and pays with the succeeding test card, as the pages do. */
async function paidBooking(who: SignedIn, destinationId: string, travellers = 1): Promise<string> {
  const booked = await call('POST', '/api/bookedDestination', who, {
    bookingId: destinationId,
    date: freshDate(),
    phone: '+49 30 1234567',
    travellers,
  });
  expect(booked.statusCode, booked.body).toBe(201);
  const id = booked.json<{ insertedId: string }>().insertedId;
  const intent = await call('POST', '/api/create-payment-intent', who, { bookingId: id });
  const confirmed = await call('POST', '/api/test-payments/confirm', who, {
    clientSecret: intent.json<{ clientSecret: string }>().clientSecret,
    card: { number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' },
  });
  const transactionId = confirmed.json<ConfirmedPaymentAnswer>().paymentIntent.id;
  const paid = await call('PATCH', `/api/booking/${id}`, who, { transactionId });
  expect(paid.statusCode, paid.body).toBe(200);
  return id;
}

/** The document's number, from its file name; it must be of `series`. */
function numberOf(res: LightMyRequestResponse, series: DocumentSeries): string {
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  const match = /^inline; filename="([a-z-]+?)-([A-Z].+)\.pdf"$/.exec(
    String(res.headers['content-disposition']),
  );
  expect(match?.[1]).toBe(kindOfSeries(series));
  const number = match?.[2] ?? '';
  expect(number).toMatch(DOCUMENT_NUMBER_PATTERNS[series]);
  return number;
}

/** The PDF's text, with its lines joined by spaces (a long text wraps where its column ends). */
async function pdfText(res: LightMyRequestResponse): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(res.rawPayload) });
  try {
    return (await parser.getText()).text.replace(/\s+/g, ' ');
  } finally {
    await parser.destroy();
  }
}

const row = async (id: string) => (await t.database.db.select().from(bookings).where(eq(bookings.id, id)))[0];

/** True when the numbers' running parts follow each other without a gap. */
function consecutive(numbers: string[], series: DocumentSeries): boolean {
  const sequences = numbers.map((n) => parseDocumentNumber(series, n)?.sequence ?? NaN).sort((a, b) => a - b);
  return sequences.every((sequence, i) => i === 0 || sequence === (sequences[i - 1] ?? NaN) + 1);
}

describe('GET /api/booking/{id}/receipt', () => {
  it('answers the paid booking’s receipt: the operator, its number, the traveller, the trip, the VAT', async () => {
    // $250 a traveller, two travellers: $500, which includes $79.83 of VAT at 19 %.
    const destination = await insertDestination(t, 'Königswinter', 25_000);
    const id = await paidBooking(ann, destination, 2);
    const res = await call('GET', `/api/booking/${id}/receipt`, ann);
    const number = numberOf(res, 'test-receipt');
    expect(number).toMatch(/^TEST-\d{4}-\d{6}$/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const stored = await row(id);
    expect(stored?.receiptNumber).toBe(number);

    const text = await pdfText(res);
    for (const expected of [
      'Receipt',
      number,
      OPERATOR_ENV.OPERATOR_NAME,
      'Rheinufer 7',
      OPERATOR_ENV.OPERATOR_EMAIL,
      OPERATOR_ENV.OPERATOR_PHONE,
      OPERATOR_ENV.OPERATOR_VAT_ID,
      'Represented by: Jana Rhein',
      'Register entry: Amtsgericht Köln HRB 98765',
      'Ann Walker',
      'ann@example.com',
      'Trip to Königswinter',
      '$500',
      'VAT 19% included $79.83',
      'Amount without VAT $420.17',
      stored?.transactionId ?? 'a transaction id',
      // A test-mode payment: the receipt says on its face that no money moved.
      'TEST MODE: no payment was taken. This receipt is for no real payment and proves none.',
      'Total (test mode: nothing charged) $500',
      `Test payment: no money was taken. Transaction id: ${stored?.transactionId}`,
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toContain('Total paid');
    expect(text).not.toContain('Paid by card');

    // Asked again (or by an admin), the same receipt with the same number.
    expect(numberOf(await call('GET', `/api/booking/${id}/receipt`, ann), 'test-receipt')).toBe(number);
    expect(numberOf(await call('GET', `/api/booking/${id}/receipt`, boss), 'test-receipt')).toBe(number);

    // In German: Deutschland, the representative and the test mode in German words.
    const german = await pdfText(await call('GET', `/api/booking/${id}/receipt?lang=de`, ann));
    for (const expected of [
      'Beleg',
      '50667 Köln',
      'Deutschland',
      'Vertreten durch: Jana Rhein',
      'Registereintrag: Amtsgericht Köln HRB 98765',
      'TESTMODUS: Es wurde keine Zahlung eingezogen.',
    ]) {
      expect(german, expected).toContain(expected);
    }
    expect(german).not.toContain('Germany');
  });

  it('refuses while unpaid (409), and answers others as unknown (404) and nobody with 401', async () => {
    const destination = await insertDestination(t, 'Bacharach');
    const unpaid = await insertBooking(t, {
      email: 'ann@example.com',
      destinationId: destination,
      date: freshDate(),
    });
    const refused = await call('GET', `/api/booking/${unpaid}/receipt`, ann);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: bookingDocumentRefusals.receipt });
    expect((await row(unpaid))?.receiptNumber).toBeNull();

    const paid = await insertBooking(t, {
      email: 'ann@example.com',
      destinationId: destination,
      date: freshDate(),
      transactionId: 'pi_test_refusals',
    });
    const stranger = await call('GET', `/api/booking/${paid}/receipt`, bob);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.body).not.toContain('%PDF');
    expect((await call('GET', `/api/booking/${paid}/receipt`)).statusCode).toBe(401);
    expect((await call('GET', '/api/booking/not-an-id/receipt', ann)).statusCode).toBe(404);
    // Nobody got a number out of it.
    expect((await row(paid))?.receiptNumber).toBeNull();
  });
});

describe('amounts with cents', () => {
  it('a $19.99 trip for three: the mails, the receipt and the bookings file say $59.97, as charged', async () => {
    const destination = await insertDestination(t, 'Lorch', 19_99);
    const id = await paidBooking(ann, destination, 3);
    const stored = await row(id);
    expect(stored?.costCents).toBe(59_97);

    expect((await mailer.next('ann@example.com', 'Your trip to Lorch')).text).toContain(
      'Cost: $59.97. The trip is not paid yet: you can pay by card with the link below.',
    );
    expect((await mailer.next('ann@example.com', 'Receipt: your trip to Lorch')).text).toContain(
      'your payment of $59.97',
    );

    const receipt = await pdfText(await call('GET', `/api/booking/${id}/receipt`, ann));
    expect(receipt).toContain('Total (test mode: nothing charged) $59.97');
    const german = await requestJson(t.app, 'GET', `/api/booking/${id}/receipt`, {
      ...bearer(ann.token),
      'accept-language': 'de',
    });
    expect(await pdfText(german)).toContain('59,97 $');

    const date = stored?.date ?? '';
    const csv = await call('GET', `/api/bookings.csv?from=${date}&to=${date}`, boss);
    expect(csv.statusCode, csv.body).toBe(200);
    const line = csv.body.split('\r\n').find((l) => l.startsWith(id));
    expect(line?.split(',')[8]).toBe('59.97');
  });
});

describe('GET /api/booking/{id}/credit-note', () => {
  it('is refused before the trip is cancelled, and then has a number of its own', async () => {
    const destination = await insertDestination(t, 'Boppard', 12_345);
    const id = await paidBooking(ann, destination);
    const receipt = numberOf(await call('GET', `/api/booking/${id}/receipt`, ann), 'test-receipt');

    const early = await call('GET', `/api/booking/${id}/credit-note`, ann);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ message: bookingDocumentRefusals['credit-note'] });

    const cancelled = await call('POST', `/api/booking/${id}/cancel`, ann);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const res = await call('GET', `/api/booking/${id}/credit-note`, ann);
    const number = numberOf(res, 'test-credit-note');
    expect(number).toMatch(/^TEST-CN-\d{4}-\d{6}$/);
    const stored = await row(id);
    expect(stored?.creditNoteNumber).toBe(number);
    const text = await pdfText(res);
    // $123.45 given back, with its $19.71 of VAT, as negative amounts.
    for (const expected of [
      'Cancellation invoice',
      `Correction to receipt ${receipt}`,
      number,
      OPERATOR_ENV.OPERATOR_VAT_ID,
      'Represented by: Jana Rhein',
      'Cancelled trip to Boppard',
      'Total (test mode: nothing refunded) -$123.45',
      'VAT 19% included -$19.71',
      `Test refund: no money was moved. Refund id: ${stored?.refundId}`,
      'TEST MODE: no payment was taken and no money was refunded.',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toMatch(/credit note/i);
    const german = await pdfText(await call('GET', `/api/booking/${id}/credit-note?lang=de`, ann));
    for (const expected of ['Stornorechnung', `Korrektur zu Beleg ${receipt}`, 'Deutschland', 'TESTMODUS']) {
      expect(german, expected).toContain(expected);
    }
    expect(german).not.toContain('Gutschrift');
    // The receipt stays, with its number; strangers get neither.
    expect(numberOf(await call('GET', `/api/booking/${id}/receipt`, ann), 'test-receipt')).toBe(receipt);
    expect((await call('GET', `/api/booking/${id}/credit-note`, bob)).statusCode).toBe(404);
    expect(numberOf(await call('GET', `/api/booking/${id}/credit-note`, boss), 'test-credit-note')).toBe(
      number,
    );
  });
});

describe('numbers given by the payment and the cancellation', () => {
  it('numbers the receipt in the payment and attaches the PDF to the receipt mail', async () => {
    const destination = await insertDestination(t, 'Rüdesheim', 9_900);
    const id = await paidBooking(bob, destination);
    // Numbered by the payment itself, before anyone asked for the receipt.
    const number = (await row(id))?.receiptNumber ?? '';
    expect(number).toMatch(DOCUMENT_NUMBER_PATTERNS['test-receipt']);
    const mail = await mailer.next('bob@example.com', 'Receipt');
    // A test payment's mail says so, and does not thank for money it did not take.
    expect(mail.text).toContain('Test mode: your payment of $99 for your trip to Rüdesheim');
    expect(mail.text).toContain('No payment was taken and no card was charged.');
    expect(mail.text).toContain('This e-mail and its receipt are for no real payment.');
    expect(mail.text).not.toContain('Thank you: we received');
    const pdf = mail.attachments?.find((a) => a.contentType === 'application/pdf');
    expect(pdf?.filename).toBe(`receipt-${number}.pdf`);
    const parser = new PDFParse({ data: new Uint8Array(pdf?.content as Buffer) });
    try {
      const text = (await parser.getText()).text;
      expect(text).toContain(number);
      expect(text).toContain('Trip to Rüdesheim');
      expect(text).toContain('TEST MODE: no payment was taken.');
    } finally {
      await parser.destroy();
    }

    // The cancellation numbers the credit note, and its mail carries it.
    expect((await call('POST', `/api/booking/${id}/cancel`, bob)).statusCode).toBe(200);
    const creditNote = (await row(id))?.creditNoteNumber ?? '';
    expect(creditNote).toMatch(DOCUMENT_NUMBER_PATTERNS['test-credit-note']);
    const cancelled = await mailer.next('bob@example.com', 'cancelled');
    expect(cancelled.attachments?.map((a) => a.filename)).toContain(`credit-note-${creditNote}.pdf`);
    expect(cancelled.text).toContain(
      'Test mode: no payment was taken for this trip, so no money goes back to your card.',
    );
  });

  it('20 simultaneous payments take 20 consecutive receipt numbers', async () => {
    const destination = await insertDestination(t, 'Assmannshausen');
    const ids = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const booked = await call('POST', '/api/bookedDestination', ann, {
          bookingId: destination,
          date: freshDate(),
          phone: '+49 30 1234567',
        });
        return booked.json<{ insertedId: string }>().insertedId;
      }),
    );
    const transactions = await Promise.all(
      ids.map(async (id) => {
        const intent = await call('POST', '/api/create-payment-intent', ann, { bookingId: id });
        const confirmed = await call('POST', '/api/test-payments/confirm', ann, {
          clientSecret: intent.json<{ clientSecret: string }>().clientSecret,
          card: { number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' },
        });
        return confirmed.json<ConfirmedPaymentAnswer>().paymentIntent.id;
      }),
    );
    const paid = await Promise.all(
      ids.map((id, i) => call('PATCH', `/api/booking/${id}`, ann, { transactionId: transactions[i] })),
    );
    expect(paid.map((res) => res.statusCode)).toEqual(ids.map(() => 200));
    const numbers = await Promise.all(ids.map(async (id) => (await row(id))?.receiptNumber ?? ''));
    expect(new Set(numbers).size).toBe(20);
    expect(consecutive(numbers, 'test-receipt')).toBe(true);
  });
});

describe('numbers without gaps', () => {
  // A year of its own, so that the receipts of the other tests do not count here.
  const at = new Date('2031-06-15T12:00:00Z');

  it('20 simultaneous transactions take 20 consecutive numbers; one rolled back gives its number back', async () => {
    const { db } = t.database;
    const numbers = await Promise.all(
      Array.from({ length: 20 }, () => db.transaction((tx) => takeDocumentNumber(tx, 'receipt', at))),
    );
    expect(numbers[0]).toMatch(/^TGDE-2031-\d{6}$/);
    expect(new Set(numbers).size).toBe(20);
    expect(consecutive(numbers, 'receipt')).toBe(true);
    expect(
      numbers.map((n) => parseDocumentNumber('receipt', n)?.sequence).sort((a, b) => (a ?? 0) - (b ?? 0)),
    ).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));

    await expect(
      db.transaction(async (tx) => {
        await takeDocumentNumber(tx, 'receipt', at);
        throw new Error('the payment failed after all');
      }),
    ).rejects.toThrow('the payment failed after all');
    expect(await db.transaction((tx) => takeDocumentNumber(tx, 'receipt', at))).toBe('TGDE-2031-000021');
    // Credit notes count on their own, and so do the test-mode payments' documents.
    expect(await db.transaction((tx) => takeDocumentNumber(tx, 'credit-note', at))).toBe(
      'TGDE-CN-2031-000001',
    );
    expect(await db.transaction((tx) => takeDocumentNumber(tx, 'test-receipt', at))).toBe('TEST-2031-000001');
    expect(await db.transaction((tx) => takeDocumentNumber(tx, 'test-credit-note', at))).toBe(
      'TEST-CN-2031-000001',
    );
    expect(await db.transaction((tx) => takeDocumentNumber(tx, 'receipt', at))).toBe('TGDE-2031-000022');
  });

  it('20 paid bookings without numbers, their receipts asked for at once: 20 consecutive numbers', async () => {
    const destination = await insertDestination(t, 'Oberwesel');
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) {
      ids.push(
        await insertBooking(t, {
          email: i % 2 ? 'ann@example.com' : 'bob@example.com',
          destinationId: destination,
          date: freshDate(),
          transactionId: `pi_test_batch_${i}`,
        }),
      );
    }
    const answers = await Promise.all(
      ids.map((id, i) => call('GET', `/api/booking/${id}/receipt`, i % 2 ? ann : bob)),
    );
    // Numbered now, by a server in test mode: in the test series.
    const numbers = answers.map((res) => numberOf(res, 'test-receipt'));
    expect(new Set(numbers).size).toBe(20);
    expect(consecutive(numbers, 'test-receipt')).toBe(true);

    // Every receipt of this year in the database, from the first test of the file on: 1, 2, 3, …
    const year = numbers[0]?.slice(5, 9);
    const all = (
      await t.database.db
        .select({ n: bookings.receiptNumber })
        .from(bookings)
        .where(isNotNull(bookings.receiptNumber))
    )
      .map((r) => r.n ?? '')
      .filter((n) => n.startsWith(`TEST-${year}-`));
    expect(consecutive(all, 'test-receipt')).toBe(true);
    expect(all.map((n) => parseDocumentNumber('test-receipt', n)?.sequence)).toContain(1);
  });

  it('asked for one booking at once, gives that booking one number', async () => {
    const destination = await insertDestination(t, 'Kaub');
    const id = await insertBooking(t, {
      email: 'ann@example.com',
      destinationId: destination,
      date: freshDate(),
      transactionId: 'pi_test_race',
    });
    const numbers = await Promise.all(
      Array.from({ length: 5 }, () => ensureDocumentNumber(t.database.db, id, 'receipt', at)),
    );
    expect(new Set(numbers).size).toBe(1);
    // The next number follows it: nothing was taken and lost by the four that lost the race.
    const next = await t.database.db.transaction((tx) => takeDocumentNumber(tx, 'receipt', at));
    expect(parseDocumentNumber('receipt', next)?.sequence).toBe(
      (parseDocumentNumber('receipt', numbers[0] ?? '')?.sequence ?? 0) + 1,
    );
  });
});
