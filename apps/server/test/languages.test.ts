import {
  addDays,
  firstBookableDate,
  formatBookingDate,
  localizedPath,
  RESET_PASSWORD_PATH,
  VERIFY_EMAIL_PATH,
  type ConfirmedPaymentAnswer,
} from '@tgde/contracts';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { destinations, users } from '../src/db/schema';
import { translate, translateFinished } from '../src/infra/i18n/server-i18n';
import type { MailMessage } from '../src/infra/mail/mailer';
import { verifiedUser } from './support/accounts';
import { bearer, postJson, requestJson, type SignedIn } from './support/auth-client';
import { insertDestination } from './support/cast';
import { RecordingMailer, tokenFromMail } from './support/recording-mailer';
import { buildTestApp, type TestApp } from './support/test-app';

/*
 * Answers, mails and documents in the caller's language: German for `Accept-Language: de`, English
 * (exactly as before) without it. A traveller's mail is in the language they last signed in or
 * booked in.
 */

let t: TestApp;
const mailer = new RecordingMailer();
const GERMAN = { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' };

beforeAll(async () => {
  t = await buildTestApp({
    env: { ADMIN_EMAILS: 'boss@example.com', AUTH_RATE_LIMIT_MAX: '1000' },
    deps: { mailer },
  });
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  headers: Record<string, string> = {},
  body?: unknown,
) => requestJson(t.app, method, url, headers, body);

/** The next mail to `to`, whatever its subject (German subjects say nothing an English test looks for). */
const nextMail = (to: string) => mailer.next(to);

/** A traveller who signed up, verified and signed in on the German pages. */
async function germanTraveller(email: string, name = 'Greta Gast'): Promise<SignedIn> {
  const signedUp = await postJson(
    t.app,
    '/api/auth/sign-up/email',
    { name, email, password: 'secret-pass' },
    GERMAN,
  );
  expect(signedUp.statusCode, signedUp.body).toBe(200);
  const verification = await nextMail(email);
  expect(verification.subject).toBe('Bestätigen Sie Ihre E-Mail-Adresse für Travel Guide DE');
  expect(verification.html).toContain('<html lang="de">');
  const token = tokenFromMail(verification, localizedPath(VERIFY_EMAIL_PATH, 'de'));
  const verified = await t.app.inject({
    method: 'GET',
    url: `/api/auth/verify-email?token=${encodeURIComponent(token)}`,
  });
  expect(verified.statusCode, verified.body).toBe(200);
  const res = await postJson(t.app, '/api/auth/sign-in/email', { email, password: 'secret-pass' }, GERMAN);
  expect(res.statusCode, res.body).toBe(200);
  return { res, token: res.json<{ token: string }>().token, cookie: '' };
}

let day = 0;
const freshDate = () => addDays(firstBookableDate(), 20 + ++day);

async function book(who: SignedIn, destinationId: string, headers: Record<string, string>, date: string) {
  const res = await call(
    'POST',
    '/api/bookedDestination',
    { ...bearer(who.token), ...headers },
    {
      bookingId: destinationId,
      date,
      phone: '+49 30 1234567',
      travellers: 1,
    },
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ insertedId: string }>().insertedId;
}

async function pay(who: SignedIn, id: string, headers: Record<string, string>): Promise<void> {
  const auth = { ...bearer(who.token), ...headers };
  const intent = await call('POST', '/api/create-payment-intent', auth, { bookingId: id });
  const confirmed = await call('POST', '/api/test-payments/confirm', auth, {
    clientSecret: intent.json<{ clientSecret: string }>().clientSecret,
    card: { number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' },
  });
  const transactionId = confirmed.json<ConfirmedPaymentAnswer>().paymentIntent.id;
  const paid = await call('PATCH', `/api/booking/${id}`, auth, { transactionId });
  expect(paid.statusCode, paid.body).toBe(200);
}

/** The PDF's text, with its lines joined by spaces (a long text wraps where its column ends). */
async function pdfText(pdf: Uint8Array): Promise<string> {
  const parser = new PDFParse({ data: pdf });
  try {
    return (await parser.getText()).text.replace(/\s+/g, ' ');
  } finally {
    await parser.destroy();
  }
}

const pdfOf = (res: LightMyRequestResponse) => new Uint8Array(res.rawPayload);
const attachedPdf = (mail: MailMessage) =>
  new Uint8Array(mail.attachments?.find((a) => a.contentType === 'application/pdf')?.content as Buffer);

describe('refusals in the caller’s language', () => {
  const emptyContactForm = { senderEmail: '', subject: '', body: '', unread: true };

  it('a form with several invalid fields: German with Accept-Language: de, English without', async () => {
    const german = await postJson(t.app, '/api/email', emptyContactForm, GERMAN);
    expect(german.statusCode).toBe(400);
    const body = german.json<{ message: string; errors: { path: string; message: string }[] }>();
    expect(body.message).toBe(
      'Einige Felder sind nicht gültig: Bitte korrigieren Sie sie und versuchen Sie es erneut.',
    );
    expect(body.errors.map((e) => e.path)).toContain('senderEmail');

    const english = await postJson(t.app, '/api/email', emptyContactForm);
    expect(english.json<{ message: string }>().message).toBe(
      'Some fields are not valid: please correct them and try again.',
    );
  });

  it('401 for a call that needs a session', async () => {
    const german = await call('GET', '/api/booking', GERMAN);
    expect(german.statusCode).toBe(401);
    expect(german.json()).toEqual({ message: 'Bitte melden Sie sich an, um fortzufahren.' });
    const english = await call('GET', '/api/booking');
    expect(english.json()).toEqual({ message: 'Please sign in to continue.' });
  });

  it('404 for an unknown call and an unknown record, with the values of the sentence kept', async () => {
    const unknownCall = await call('GET', '/api/no-such-call', GERMAN);
    expect(unknownCall.statusCode).toBe(404);
    expect(unknownCall.json()).toEqual({
      message: 'Diesen API-Aufruf gibt es nicht: GET /api/no-such-call.',
    });
    expect((await call('GET', '/api/no-such-call')).json()).toEqual({
      message: 'There is no API call GET /api/no-such-call.',
    });

    const unknownDestination = await call('GET', '/api/destination/not-an-id', GERMAN);
    expect(unknownDestination.statusCode).toBe(404);
    expect(unknownDestination.json()).toEqual({ message: 'Reiseziel nicht gefunden.' });
  });

  it('better-auth’s own refusal of a wrong password', async () => {
    await verifiedUser(t.app, mailer, { email: 'wrong-password@example.com' });
    const body = { email: 'wrong-password@example.com', password: 'not-the-password' };
    const german = await postJson(t.app, '/api/auth/sign-in/email', body, GERMAN);
    expect(german.statusCode).toBe(401);
    expect(german.json()).toMatchObject({
      code: 'INVALID_EMAIL_OR_PASSWORD',
      message: 'E-Mail-Adresse oder Passwort ist falsch',
    });
    const english = await postJson(t.app, '/api/auth/sign-in/email', body);
    expect(english.json()).toMatchObject({ message: 'Invalid email or password' });
  });
});

describe('mail in the traveller’s language', () => {
  it('signing in on German pages stores German; the booking mail is German, its link to a German page', async () => {
    const greta = await germanTraveller('greta@example.com');
    const [stored] = await t.database.db
      .select({ locale: users.locale })
      .from(users)
      .where(eq(users.email, 'greta@example.com'));
    expect(stored?.locale).toBe('de');

    const destination = await insertDestination(t, 'Rüdesheim', 125_000);
    const date = freshDate();
    const id = await book(greta, destination, GERMAN, date);
    const mail = await nextMail('greta@example.com');
    const germanDate = formatBookingDate(date, 'de');
    expect(germanDate).toMatch(/^\d\d\.\d\d\.\d{4}$/);
    expect(mail.subject).toBe(`Ihre Reise nach Rüdesheim am ${germanDate} ist gebucht`);
    expect(mail.text.split('\n')[0]).toBe('Hallo Greta Gast,');
    expect(mail.text).toContain(
      'Preis: 1.250 $. Die Reise ist noch nicht bezahlt: Über den Link unten können Sie mit Karte bezahlen.',
    );
    expect(mail.text).toContain(`http://localhost:3000/de/dashboard/payment/${id}`);
    expect(mail.html).toContain('<html lang="de">');
    expect(mail.html).toContain('Falls die Schaltfläche nicht funktioniert');
    const calendar = String(mail.attachments?.find((a) => a.filename === 'trip.ics')?.content);
    expect(calendar).toContain('Reise nach Rüdesheim');

    // A second plan for the day: the refusal names the day as German writes it.
    const again = await call(
      'POST',
      '/api/bookedDestination',
      { ...bearer(greta.token), ...GERMAN },
      {
        bookingId: destination,
        date,
        phone: '+49 30 1234567',
        travellers: 1,
      },
    );
    expect(again.statusCode).toBe(409);
    const refusal = again.json<{ message: string }>().message;
    expect(refusal).toContain(germanDate);
    expect(refusal).not.toContain(formatBookingDate(date));
    expect(refusal).not.toMatch(/^Already/);

    // The receipt mail and its PDF, written when sent, in the stored language.
    await pay(greta, id, GERMAN);
    const receipt = await nextMail('greta@example.com');
    expect(receipt.subject).toBe(`Beleg: Ihre Reise nach Rüdesheim am ${germanDate} ist bezahlt`);
    const text = await pdfText(attachedPdf(receipt));
    expect(text).toContain('Beleg');
    expect(text).toContain('Reise nach Rüdesheim');
  });

  it('a booking names its destination as the traveller’s pages do, while it keeps its booked name', async () => {
    const gerd = await germanTraveller('gerd@example.com', 'Gerd Gast');
    const munich = await insertDestination(t, 'Munich', 30_000);
    await t.database.db.update(destinations).set({ nameDe: 'München' }).where(eq(destinations.id, munich));
    const id = await book(gerd, munich, GERMAN, freshDate());
    const mail = await nextMail('gerd@example.com');
    expect(mail.subject).toMatch(/^Ihre Reise nach München am /);
    const mine = (headers: Record<string, string>) =>
      call('GET', '/api/booking', { ...bearer(gerd.token), ...headers });
    expect((await mine(GERMAN)).json<{ bookingName: string }[]>().map((b) => b.bookingName)).toEqual([
      'München',
    ]);
    expect((await mine({})).json<{ bookingName: string }[]>().map((b) => b.bookingName)).toEqual(['Munich']);
    const one = await call('GET', `/api/booking/${id}`, { ...bearer(gerd.token), ...GERMAN });
    expect(one.json<{ bookingName: string }>().bookingName).toBe('München');
    // Renamed since: the booking keeps the name it was booked under, in both languages.
    await t.database.db.update(destinations).set({ name: 'München City' }).where(eq(destinations.id, munich));
    expect((await mine(GERMAN)).json<{ bookingName: string }[]>().map((b) => b.bookingName)).toEqual([
      'Munich',
    ]);
  });

  it('booking from English pages switches the traveller’s mail back to English', async () => {
    const hans = await germanTraveller('hans@example.com', 'Hans Hase');
    const destination = await insertDestination(t, 'Lübeck', 10_000);
    const date = freshDate();
    await book(hans, destination, {}, date);
    const mail = await nextMail('hans@example.com');
    expect(mail.subject).toBe(`Your trip to Lübeck on ${formatBookingDate(date)} is booked`);
    expect(mail.text.split('\n')[0]).toBe('Hello Hans Hase,');
  });

  it('the password reset mail is in the language of the page that asks for it', async () => {
    await verifiedUser(t.app, mailer, { name: 'Rita Reset', email: 'rita@example.com' });
    const res = await postJson(
      t.app,
      '/api/auth/request-password-reset',
      { email: 'rita@example.com' },
      GERMAN,
    );
    expect(res.statusCode, res.body).toBe(200);
    const mail = await nextMail('rita@example.com');
    expect(mail.subject).toBe('Setzen Sie Ihr Passwort für Travel Guide DE zurück');
    expect(mail.text.split('\n')[0]).toBe('Hallo Rita Reset,');
    expect(tokenFromMail(mail, localizedPath(RESET_PASSWORD_PATH, 'de'))).not.toBe('');
  });
});

describe('what people typed, inside a translated text', () => {
  it('comes out as typed, even when it looks like an escape sequence', async () => {
    expect(translate('de', 'Hello {name},', { name: 'Ann \\u0041 \\x41' })).toBe('Hallo Ann \\u0041 \\x41,');
    expect(translate('en', 'New message: {subject}', { subject: 'Grüße \\u0000' })).toBe(
      'New message: Grüße \\u0000',
    );
    expect(translateFinished('de', 'There is no API call GET /api/\\u0041.')).toBe(
      'Diesen API-Aufruf gibt es nicht: GET /api/\\u0041.',
    );
    // A contact message whose subject holds one is stored, and the admins are told of it.
    await verifiedUser(t.app, mailer, { name: 'The Boss', email: 'boss@example.com' });
    const res = await postJson(
      t.app,
      '/api/email',
      { senderEmail: 'a@example.com', subject: 'Grüße \\u0000 aus München', body: 'Hallo' },
      GERMAN,
    );
    expect(res.statusCode, res.body).toBe(201);
    const alert = await nextMail('boss@example.com');
    expect(alert.subject).toBe('New message: Grüße \\u0000 aus München');
  });
});

describe('documents and the API reference in the caller’s language', () => {
  it('the receipt PDF: German labels, dates and amounts for Accept-Language: de, English without', async () => {
    const ulla = await verifiedUser(t.app, mailer, { name: 'Ulla Umlaut', email: 'ulla@example.com' });
    const destination = await insertDestination(t, 'Königswinter', 125_000);
    const date = freshDate();
    const id = await book(ulla, destination, {}, date);
    await pay(ulla, id, {});

    const german = await call('GET', `/api/booking/${id}/receipt`, { ...bearer(ulla.token), ...GERMAN });
    expect(german.statusCode).toBe(200);
    const text = await pdfText(pdfOf(german));
    for (const expected of [
      'Beleg',
      'Beleg-Nr.',
      'Datum',
      'Reisedatum',
      'Reise nach Königswinter',
      formatBookingDate(date, 'de'),
      '1.250 $',
      // A test-mode payment (no Stripe keys): its total says that nothing was charged.
      'Gesamt (Testmodus: nichts berechnet)',
      'Alle Beträge in US-Dollar.',
    ]) {
      expect(text, expected).toContain(expected);
    }

    const english = await call('GET', `/api/booking/${id}/receipt`, bearer(ulla.token));
    const englishText = await pdfText(pdfOf(english));
    for (const expected of ['Receipt no.', 'Trip to Königswinter', formatBookingDate(date), '$1,250']) {
      expect(englishText, expected).toContain(expected);
    }
    expect(englishText).not.toContain('Beleg');

    // A link from a German page cannot send the header: the address asks, and wins over the header.
    const linked = await call('GET', `/api/booking/${id}/receipt?lang=de`, {
      ...bearer(ulla.token),
      'accept-language': 'en',
    });
    expect(await pdfText(pdfOf(linked))).toContain('Beleg-Nr.');
    expect((await call('GET', `/api/booking/${id}/receipt?lang=fr`, bearer(ulla.token))).statusCode).toBe(
      400,
    );
  });

  it('the reference page’s introduction', async () => {
    const german = await call('GET', '/api/docs', GERMAN);
    expect(german.statusCode).toBe(200);
    expect(german.headers.vary).toContain('Accept-Language');
    expect(german.body).toContain('<html lang="de">');
    expect(german.body).toContain('Die HTTP-API von Travel Guide DE');
    expect(german.body).toContain('<code>{message, errors?}</code>');
    const english = await call('GET', '/api/docs');
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toContain('The HTTP API of Travel Guide DE');
  });
});
