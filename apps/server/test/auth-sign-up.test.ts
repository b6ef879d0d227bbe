import { messages, personNameMessages, VERIFY_EMAIL_PATH, type UserProfile } from '@tgde/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { bearer, postJson, signUp } from './support/auth-client';
import { startSmtpSink, tokenFromReceived, type SmtpSink } from './support/smtp-sink';
import { buildTestApp, type TestApp } from './support/test-app';

// The whole path of a verification mail: better-auth → our Mailer → nodemailer → a real SMTP server.
let sink: SmtpSink;
let t: TestApp;
beforeAll(async () => {
  sink = await startSmtpSink();
  t = await buildTestApp({ env: { SMTP_URL: sink.url, AUTH_RATE_LIMIT_MAX: '1000' } });
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

/** The sign-up form's call with `body` as it is, unlike signUp, which expects it to succeed. */
const signUpWith = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  postJson(t.app, '/api/auth/sign-up/email', body, headers);

const profileOf = async (email: string, token: string) =>
  (
    await t.app.inject({ method: 'GET', url: `/api/user/${email}`, headers: bearer(token) })
  ).json<UserProfile>();

describe('sign-up and e-mail verification', () => {
  it('signs up and in, mails a verification link to our page, and the link verifies', async () => {
    const { res, token } = await signUp(t.app, { name: 'Ada Lovelace', email: 'Ada@Example.com' });
    expect(res.json()).toMatchObject({
      user: { email: 'ada@example.com', emailVerified: false, role: 'user' },
    });
    expect((await profileOf('ada@example.com', token)).emailVerified).toBe(false);

    const mail = await sink.next('ada@example.com');
    expect(mail.decoded).toContain('Travel Guide DE');
    // The address is not proved yet: the mail carries none of the sign-up's own words.
    expect(mail.decoded).not.toContain('Ada Lovelace');
    const link = mail.decoded.match(/http:\/\/localhost:3000\/verify-email\?token=[^\s"<]+/)?.[0];
    expect(link).toBeDefined();

    // The web page at /verify-email calls this with the token from its address, in the browser
    // that signed up (whose session stays).
    const verifyToken = tokenFromReceived(mail, VERIFY_EMAIL_PATH);
    const verified = await t.app.inject({
      method: 'GET',
      url: `/api/auth/verify-email?token=${encodeURIComponent(verifyToken)}`,
      headers: bearer(token),
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ status: true });
    expect((await profileOf('ada@example.com', token)).emailVerified).toBe(true);
  });

  it('refuses a forged or altered verification token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/verify-email?token=not-a-token' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'INVALID_TOKEN', message: expect.any(String) });
  });

  it('sends the verification mail again on request', async () => {
    const { token } = await signUp(t.app, { email: 'resend@example.com' });
    await sink.next('resend@example.com');
    const res = await postJson(
      t.app,
      '/api/auth/send-verification-email',
      { email: 'resend@example.com' },
      bearer(token),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: true });
    const again = await sink.next('resend@example.com');
    expect(tokenFromReceived(again, VERIFY_EMAIL_PATH)).toBeTruthy();
  });

  it('refuses a second account with the same address, whatever its case', async () => {
    await signUp(t.app, { email: 'twice@example.com' });
    const res = await signUpWith({
      name: 'Someone Else',
      email: 'TWICE@example.com',
      password: 'another-pass',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ message: expect.any(String) });
  });

  it('refuses one of the 10,000 most common passwords, whatever its case', async () => {
    const res = await signUpWith({
      name: 'Common Carl',
      email: 'carl@example.com',
      password: 'ILoveYou',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: messages.passwordCommon,
      errors: [{ path: 'password', message: messages.passwordCommon }],
    });
  });

  it("applies the sign-up form's rules with their messages", async () => {
    const res = await signUpWith({
      name: 'Al',
      email: 'not-an-address',
      password: '12345',
    });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ message: string; errors: { path: string; message: string }[] }>();
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { path: 'name', message: messages.nameShort },
        { path: 'email', message: messages.emailInvalid },
        { path: 'password', message: messages.passwordShort },
      ]),
    );
    const empty = await signUpWith({ name: '', email: '', password: '' });
    expect(empty.json<{ errors: unknown[] }>().errors).toEqual(
      expect.arrayContaining([
        { path: 'name', message: messages.nameRequired },
        { path: 'email', message: messages.emailRequired },
        { path: 'password', message: messages.passwordRequired },
      ]),
    );
  });

  it('refuses a name of invisible characters, or one that turns the text around, with a sentence', async () => {
    const cases = [
      ['\u200B\u200B\u200B', 'ghost@example.com', personNameMessages.invisible],
      ['Anna\u202Egpj.exe', 'override@example.com', personNameMessages.bidiControl],
    ] as const;
    for (const [name, email, message] of cases) {
      const res = await signUpWith({ name, email, password: 'secret-pass' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ errors: [{ path: 'name', message }] });
      const rows = await t.database.db.select().from(users).where(eq(users.email, email));
      expect(rows).toEqual([]);
    }
    // In German for a German browser.
    const german = await signUpWith(
      { name: '\u200B\u00AD\u2060', email: 'geist@example.com', password: 'secret-pass' },
      { 'accept-language': 'de-DE,de;q=0.9' },
    );
    expect(german.statusCode).toBe(400);
    expect(JSON.stringify(german.json())).toContain('Der Name zeigt keine Buchstaben');
    // Changing the name later is held to the same rule.
    const { token } = await signUp(t.app, { name: 'Ivy Stone', email: 'ivy@example.com' });
    const renamed = await postJson(
      t.app,
      '/api/auth/update-user',
      { name: '\u2066\u2067Ivy' },
      bearer(token),
    );
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json()).toMatchObject({
      errors: [{ path: 'name', message: personNameMessages.bidiControl }],
    });
  });

  it('ignores a role (or a verified flag) sent with the sign-up', async () => {
    const res = await signUpWith({
      name: 'Mallory',
      email: 'mallory@example.com',
      password: 'secret-pass',
      role: 'admin',
      emailVerified: true,
    });
    // better-auth refuses fields it does not take from clients; either way no admin is made.
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'mallory@example.com'));
    expect(row?.role ?? 'user').toBe('user');
    expect(row?.emailVerified ?? false).toBe(false);
    expect([200, 400]).toContain(res.statusCode);
  });

  it('checks a name or picture changed through /api/auth/update-user by the same rules', async () => {
    const { token } = await signUp(t.app, { name: 'Henry Fields', email: 'henry@example.com' });
    const short = await postJson(t.app, '/api/auth/update-user', { name: 'Hy' }, bearer(token));
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ errors: [{ path: 'name', message: messages.nameShort }] });
    const script = await postJson(
      t.app,
      '/api/auth/update-user',
      { image: 'javascript:alert(1)' },
      bearer(token),
    );
    expect(script.statusCode).toBe(400);
    const ok = await postJson(t.app, '/api/auth/update-user', { name: ' Henry F. ' }, bearer(token));
    expect(ok.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'henry@example.com'));
    expect(row?.name).toBe('Henry F.');
    const role = await postJson(t.app, '/api/auth/update-user', { role: 'admin' }, bearer(token));
    expect(role.statusCode).toBe(400);
    expect(
      (await t.database.db.select().from(users).where(eq(users.email, 'henry@example.com')))[0]?.role,
    ).toBe('user');
  });

  it('stores the name without surrounding white space', async () => {
    await signUp(t.app, { name: '  Grace Hopper  ', email: 'grace@example.com' });
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'grace@example.com'));
    expect(row?.name).toBe('Grace Hopper');
  });
});
