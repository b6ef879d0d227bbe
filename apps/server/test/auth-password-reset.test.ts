import { messages, RESET_PASSWORD_PATH } from '@tgde/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifiedUser } from './support/accounts';
import { bearer, postJson, signIn, signUp } from './support/auth-client';
import { RecordingMailer, tokenFromMail } from './support/recording-mailer';
import { buildTestApp, type TestApp } from './support/test-app';

let t: TestApp;
const mailer = new RecordingMailer();
beforeAll(async () => {
  t = await buildTestApp({ env: { AUTH_RATE_LIMIT_MAX: '1000' }, deps: { mailer } });
});
afterAll(() => t.close());

const profile = (email: string, token: string) =>
  t.app.inject({ method: 'GET', url: `/api/user/${email}`, headers: bearer(token) });

async function requestReset(email: string): Promise<string> {
  const res = await postJson(t.app, '/api/auth/request-password-reset', { email });
  expect(res.statusCode).toBe(200);
  const mail = await mailer.next(email, 'Reset');
  expect(mail.subject).toBe('Reset your Travel Guide DE password');
  expect(mail.html).toContain(`http://localhost:3000${RESET_PASSWORD_PATH}?token=`);
  return tokenFromMail(mail, RESET_PASSWORD_PATH);
}

describe('password reset', () => {
  it("greets by name only an address that is verified: a stranger's words never reach an unproved address", async () => {
    await signUp(t.app, { name: 'Click evil.example now', email: 'stranger@example.com' });
    await postJson(t.app, '/api/auth/request-password-reset', { email: 'stranger@example.com' });
    const unproved = await mailer.next('stranger@example.com', 'Reset');
    expect(unproved.text).not.toContain('evil.example');
    expect(unproved.html).not.toContain('evil.example');

    await verifiedUser(t.app, mailer, { name: 'Vera Verified', email: 'vera@example.com' });
    await postJson(t.app, '/api/auth/request-password-reset', { email: 'vera@example.com' });
    expect((await mailer.next('vera@example.com', 'Reset')).text).toContain('Hello Vera Verified,');
  });

  it('mails a link to our page; the token sets a new password and ends every other session', async () => {
    await signUp(t.app, { email: 'rita@example.com', password: 'old-password' });
    const laptop = await signIn(t.app, { email: 'rita@example.com', password: 'old-password' });
    const phone = await signIn(t.app, { email: 'rita@example.com', password: 'old-password' });

    const token = await requestReset('rita@example.com');
    const reset = await postJson(t.app, '/api/auth/reset-password', { token, newPassword: 'new-password' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ status: true });

    expect((await profile('rita@example.com', laptop.token)).statusCode).toBe(401);
    expect((await profile('rita@example.com', phone.token)).statusCode).toBe(401);

    const old = await postJson(t.app, '/api/auth/sign-in/email', {
      email: 'rita@example.com',
      password: 'old-password',
    });
    expect(old.statusCode).toBe(401);
    const fresh = await signIn(t.app, { email: 'rita@example.com', password: 'new-password' });
    expect((await profile('rita@example.com', fresh.token)).statusCode).toBe(200);

    // The link works once.
    const again = await postJson(t.app, '/api/auth/reset-password', { token, newPassword: 'third-password' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'INVALID_TOKEN' });
  });

  it('refuses a new password that is too short, and keeps the token usable', async () => {
    await signUp(t.app, { email: 'short@example.com', password: 'old-password' });
    const token = await requestReset('short@example.com');
    const res = await postJson(t.app, '/api/auth/reset-password', { token, newPassword: '12345' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: expect.any(String) });
    // One of the most common passwords is refused too, with its field named.
    const common = await postJson(t.app, '/api/auth/reset-password', { token, newPassword: 'qwerty123' });
    expect(common.statusCode).toBe(400);
    expect(common.json()).toMatchObject({
      errors: [{ path: 'newPassword', message: messages.passwordCommon }],
    });
    const ok = await postJson(t.app, '/api/auth/reset-password', { token, newPassword: 'kq7-z2' });
    expect(ok.statusCode).toBe(200);
  });

  it('answers the same for an unknown address, and sends nothing', async () => {
    const before = mailer.sent.length;
    const res = await postJson(t.app, '/api/auth/request-password-reset', { email: 'nobody@example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: true });
    expect(mailer.sent.length).toBe(before);
  });

  it('refuses a made-up token', async () => {
    const res = await postJson(t.app, '/api/auth/reset-password', {
      token: 'made-up',
      newPassword: 'whatever-1',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVALID_TOKEN', message: expect.any(String) });
  });
});
