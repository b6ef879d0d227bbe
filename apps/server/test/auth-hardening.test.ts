import { VERIFY_EMAIL_PATH } from '@tgde/contracts';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_MAX_AGE_DAYS } from '../src/auth/guards';
import { sessions, verifications } from '../src/db/schema';
import { bearer, postJson, requestJson, signIn, signUp, type SignedIn } from './support/auth-client';
import { userIdOf } from './support/cast';
import { RecordingMailer, tokenFromMail } from './support/recording-mailer';
import { buildTestApp, type TestApp } from './support/test-app';

/*
 * Sessions and tokens that cannot be turned against their owner: opening the verification link
 * ends the sessions made before it, reset tokens are stored only as hashes, and a session ends a
 * fixed time after its sign-in however busily it is used.
 */

let t: TestApp;
const mailer = new RecordingMailer();
beforeAll(async () => {
  t = await buildTestApp({ env: { AUTH_RATE_LIMIT_MAX: '1000' }, deps: { mailer } });
});
afterAll(() => t.close());

const profileAs = (who: SignedIn, email: string) =>
  requestJson(t.app, 'GET', `/api/user/${email}`, bearer(who.token));

async function verifyLink(email: string): Promise<string> {
  const token = tokenFromMail(await mailer.next(email, 'Verify'), VERIFY_EMAIL_PATH);
  return `/api/auth/verify-email?token=${encodeURIComponent(token)}`;
}

describe('opening the verification link', () => {
  it('ends every session made before it: a squatter’s session opens nothing afterwards', async () => {
    // Someone signs up with Vera's address and stays signed in.
    const squatter = await signUp(t.app, { name: 'Not Vera', email: 'vera@example.com' });
    expect((await profileAs(squatter, 'vera@example.com')).statusCode).toBe(200);
    // Vera opens the link from her mail, in a browser that is not signed in.
    const res = await t.app.inject({ url: await verifyLink('vera@example.com') });
    expect(res.statusCode).toBe(200);
    expect((await profileAs(squatter, 'vera@example.com')).statusCode).toBe(401);
  });

  it('keeps the session of the browser that opens it', async () => {
    const mine = await signUp(t.app, { name: 'Wim Owner', email: 'wim@example.com' });
    const other = await signIn(t.app, { email: 'wim@example.com' });
    const res = await t.app.inject({ url: await verifyLink('wim@example.com'), headers: bearer(mine.token) });
    expect(res.statusCode).toBe(200);
    expect((await profileAs(mine, 'wim@example.com')).statusCode).toBe(200);
    expect((await profileAs(other, 'wim@example.com')).statusCode).toBe(401);
  });
});

describe('password reset tokens', () => {
  it('are stored only as hashes', async () => {
    await signUp(t.app, { name: 'Hash Hanna', email: 'hanna@example.com' });
    await postJson(t.app, '/api/auth/request-password-reset', { email: 'hanna@example.com' });
    const token = tokenFromMail(await mailer.next('hanna@example.com', 'Reset'), '/reset-password');
    const stored = await t.database.db
      .select()
      .from(verifications)
      .where(like(verifications.identifier, '%'));
    expect(stored.length).toBeGreaterThan(0);
    expect(JSON.stringify(stored)).not.toContain(token);
    // And the link works all the same.
    const reset = await postJson(t.app, '/api/auth/reset-password', { token, newPassword: 'fresh-secret-9' });
    expect(reset.statusCode).toBe(200);
  });
});

describe('a session’s absolute lifetime', () => {
  it(`ends ${SESSION_MAX_AGE_DAYS} days after the sign-in, even when used every day`, async () => {
    await signUp(t.app, { name: 'Old Olga', email: 'olga@example.com' });
    const olga = await signIn(t.app, { email: 'olga@example.com', rememberMe: true });
    expect((await profileAs(olga, 'olga@example.com')).statusCode).toBe(200);
    const userId = await userIdOf(t, 'olga@example.com');
    // Signed in 91 days ago, used yesterday (its sliding expiry is still ahead).
    await t.database.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - (SESSION_MAX_AGE_DAYS + 1) * 24 * 3_600_000) })
      .where(eq(sessions.userId, userId));
    expect((await profileAs(olga, 'olga@example.com')).statusCode).toBe(401);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.token, olga.token))).toEqual([]);
  });
});
