import { RESET_PASSWORD_PATH, VERIFY_EMAIL_PATH, addDays, firstBookableDate } from '@tgde/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { destinations } from '../src/db/schema';
import type { MailMessage } from '../src/infra/mail/mailer';
import { bearer, postJson, requestJson, signIn, signUp, type SignedIn } from './support/auth-client';
import { RecordingMailer, tokenFromMail } from './support/recording-mailer';
import { buildTestApp, type TestApp } from './support/test-app';

/*
 * The server's log holds no secrets and no personal data: a traveller signs up, verifies, resets
 * the password, books and reads the bookings, and the log of all that (at its most talkative level)
 * has neither the address nor any token in it.
 */
const EMAIL = 'lena.private+trips@example.com';

/** Records mail, and fails the booking mail the way a mail server refusing the address does. */
class RefusingBookingMail extends RecordingMailer {
  bookingAttempts = 0;
  override async send(message: MailMessage): Promise<void> {
    if (message.subject.includes('is booked')) {
      this.bookingAttempts += 1;
      throw new Error(`550 5.1.1 <${message.to}>: Recipient address rejected`);
    }
    return super.send(message);
  }
}

let t: TestApp;
const mailer = new RefusingBookingMail();
const lines: string[] = [];
const secrets: string[] = [];
let lena: SignedIn;

beforeAll(async () => {
  t = await buildTestApp({
    env: { AUTH_RATE_LIMIT_MAX: '1000' },
    deps: { mailer, logger: { stream: { write: (line) => void lines.push(line) }, level: 'trace' } },
  });

  await signUp(t.app, { name: 'Lena Private', email: EMAIL, password: 'first-password' });
  const verifyToken = tokenFromMail(await mailer.next(EMAIL, 'Verify'), VERIFY_EMAIL_PATH);
  secrets.push(verifyToken);
  // The page the mail links to, and the call it makes.
  await t.app.inject({ url: `${VERIFY_EMAIL_PATH}?token=${encodeURIComponent(verifyToken)}` });
  const verified = await t.app.inject({
    url: `/api/auth/verify-email?token=${encodeURIComponent(verifyToken)}`,
  });
  expect(verified.statusCode, verified.body).toBe(200);

  expect((await postJson(t.app, '/api/auth/request-password-reset', { email: EMAIL })).statusCode).toBe(200);
  const resetToken = tokenFromMail(await mailer.next(EMAIL, 'Reset'), RESET_PASSWORD_PATH);
  secrets.push(resetToken);
  await t.app.inject({ url: `${RESET_PASSWORD_PATH}?token=${encodeURIComponent(resetToken)}` });
  // better-auth's own form of the link carries the token in the path.
  await t.app.inject({ url: `/api/auth/reset-password/${resetToken}?callbackURL=%2Freset-password` });
  const reset = await postJson(t.app, '/api/auth/reset-password', {
    token: resetToken,
    newPassword: 'second-password',
  });
  expect(reset.statusCode, reset.body).toBe(200);

  lena = await signIn(t.app, { email: EMAIL, password: 'second-password' });
  secrets.push(lena.token, ...lena.cookie.split('; ').map((pair) => pair.slice(pair.indexOf('=') + 1)));
  const headers = bearer(lena.token);
  expect(
    (await requestJson(t.app, 'PUT', `/api/user/${EMAIL}`, headers, { name: 'Lena', email: EMAIL }))
      .statusCode,
  ).toBe(200);
  await requestJson(t.app, 'GET', `/api/user/${encodeURIComponent(EMAIL)}`, { cookie: lena.cookie });

  const [place] = await t.database.db
    .insert(destinations)
    .values({ name: 'Lübeck', description: 'Marzipan.', costCents: 4500, img: '/media/l.webp' })
    .returning({ id: destinations.id });
  const booked = await requestJson(t.app, 'POST', '/api/bookedDestination', headers, {
    bookingId: place?.id,
    date: addDays(firstBookableDate(), 5),
    phone: '+49 451 123456',
  });
  expect(booked.statusCode, booked.body).toBe(201);
  const list = await requestJson(t.app, 'GET', `/api/booking?user=${encodeURIComponent(EMAIL)}`, headers);
  expect(list.statusCode, list.body).toBe(200);

  // The booking mail is refused by the mail server; whatever logs that must not name the address.
  await vi.waitFor(
    () => {
      if (!lines.some((line) => line.includes('Recipient address rejected'))) {
        throw new Error(`the failed booking mail was not logged (${mailer.bookingAttempts} attempts)`);
      }
    },
    { timeout: 10_000, interval: 50 },
  );
});
afterAll(() => t.close());

describe('the log of a sign-up, a password reset and a booking', () => {
  it('was written, with the requests in it', () => {
    const urls = lines.map((line) => (JSON.parse(line) as { req?: { url?: string } }).req?.url);
    expect(urls).toContain('/api/auth/verify-email?token=');
    expect(urls).toContain('/api/auth/reset-password/[token]?callbackURL=');
    expect(urls).toContain('/api/user/[email]');
    expect(urls).toContain('/api/booking?user=');
  });

  it('holds neither the address nor any part of it', () => {
    const log = lines.join('').toLowerCase();
    expect(log).not.toContain(EMAIL);
    expect(log).not.toContain(encodeURIComponent(EMAIL).toLowerCase());
    expect(log).not.toContain('lena.private');
  });

  it('holds no token: not of the mailed links, not of the session', () => {
    const log = lines.join('');
    expect(secrets.length).toBeGreaterThanOrEqual(4);
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThan(8);
      expect(log).not.toContain(secret);
      expect(log).not.toContain(encodeURIComponent(secret));
    }
    expect(log).not.toMatch(/bearer /i);
  });
});
