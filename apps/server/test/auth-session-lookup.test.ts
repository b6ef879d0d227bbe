import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_EXPIRES_IN, SESSION_UPDATE_AGE } from '../src/auth/auth';
import { authMessages, SESSION_MAX_AGE_DAYS } from '../src/auth/guards';
import { sessions, users } from '../src/db/schema';
import { appWithBoss, verifiedUser } from './support/accounts';
import { bearer, postJson, requestJson, signIn, type SignedIn } from './support/auth-client';
import { RecordingMailer } from './support/recording-mailer';
import type { TestApp } from './support/test-app';

/*
 * The guards read a bearer token's session and user in one statement of their own on every call,
 * and leave to better-auth what it does when it reads a session (deleting an expired one, moving
 * the expiry of one last extended a day ago on) and every other way of signing in (cookie, signed
 * token). Nothing is cached: each way a session ends, or an account stops being allowed in, counts
 * from the very next call.
 */

let t: TestApp;
const mailer = new RecordingMailer();
let number = 0;
let boss: SignedIn; // a verified admin

beforeAll(async () => {
  ({ t, boss } = await appWithBoss(mailer));
});
afterAll(() => t.close());

const DAY_MS = 24 * 60 * 60 * 1000;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: SignedIn, body?: unknown) =>
  requestJson(t.app, method, url, bearer(who.token), body);
/** GET /api/me/sessions: any signed-in caller may ask it. */
const signedIn = async (who: SignedIn) => (await call('GET', '/api/me/sessions', who)).statusCode;

/** A new verified traveller with `extra` more sessions of their own. */
async function traveller(extra = 0): Promise<{ email: string; sessions: SignedIn[] }> {
  number += 1;
  const email = `lookup${number}@example.com`;
  const first = await verifiedUser(t.app, mailer, { name: `Traveller ${number}`, email });
  const more = [];
  for (let i = 0; i < extra; i += 1) more.push(await signIn(t.app, { email }));
  return { email, sessions: [first, ...more] };
}

const rowOf = async (who: SignedIn) =>
  (await t.database.db.select().from(sessions).where(eq(sessions.token, who.token)))[0];

describe('each way a session ends counts from the very next call', () => {
  it('signing out', async () => {
    const {
      sessions: [me, other],
    } = await traveller(1);
    expect(await signedIn(me!)).toBe(200);
    expect((await postJson(t.app, '/api/auth/sign-out', {}, bearer(me!.token))).statusCode).toBe(200);
    const refused = await call('GET', '/api/me/sessions', me!);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: authMessages.signIn });
    expect(await signedIn(other!)).toBe(200);
  });

  it('revoking a session, and all the others', async () => {
    const {
      sessions: [me, second, third],
    } = await traveller(2);
    for (const who of [me!, second!, third!]) expect(await signedIn(who)).toBe(200);
    const revoked = await postJson(
      t.app,
      '/api/auth/revoke-session',
      { token: second!.token },
      bearer(me!.token),
    );
    expect(revoked.statusCode).toBe(200);
    expect(await signedIn(second!)).toBe(401);
    expect(await signedIn(third!)).toBe(200);
    const others = await postJson(t.app, '/api/auth/revoke-other-sessions', {}, bearer(me!.token));
    expect(others.statusCode).toBe(200);
    expect(await signedIn(third!)).toBe(401);
    expect(await signedIn(me!)).toBe(200);
  });

  it('changing the password and ending the other sessions', async () => {
    const {
      sessions: [me, other],
    } = await traveller(1);
    expect(await signedIn(other!)).toBe(200);
    const changed = await postJson(
      t.app,
      '/api/auth/change-password',
      { currentPassword: 'secret-pass', newPassword: 'another-secret-9', revokeOtherSessions: true },
      bearer(me!.token),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await signedIn(other!)).toBe(401);
  });

  it('signing out another device (DELETE /api/me/sessions/{id})', async () => {
    const {
      sessions: [me, other],
    } = await traveller(1);
    expect(await signedIn(other!)).toBe(200);
    const id = (await rowOf(other!))!.id;
    expect((await call('DELETE', `/api/me/sessions/${id}`, me!)).statusCode).toBe(200);
    expect(await signedIn(other!)).toBe(401);
  });

  it('a block, and an unblock lets a session made afterwards in', async () => {
    const {
      email,
      sessions: [me],
    } = await traveller();
    expect(await signedIn(me!)).toBe(200);
    expect((await call('PUT', `/api/user/blocked/${email}`, boss)).statusCode).toBe(200);
    expect(await signedIn(me!)).toBe(401);
    expect((await call('DELETE', `/api/user/blocked/${email}`, boss)).statusCode).toBe(200);
    expect(await signedIn(await signIn(t.app, { email }))).toBe(200);
  });

  it('the blocked flag alone, however it was set, and its removal', async () => {
    const {
      email,
      sessions: [me],
    } = await traveller();
    expect(await signedIn(me!)).toBe(200);
    await t.database.db.update(users).set({ blocked: true }).where(eq(users.email, email));
    expect(await signedIn(me!)).toBe(401);
    await t.database.db.update(users).set({ blocked: false }).where(eq(users.email, email));
    expect(await signedIn(me!)).toBe(200);
  });

  it('deleting the account', async () => {
    const {
      sessions: [me, other],
    } = await traveller(1);
    expect(await signedIn(other!)).toBe(200);
    const deleted = await call('DELETE', '/api/me', me!, { password: 'secret-pass' });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await signedIn(me!)).toBe(401);
    expect(await signedIn(other!)).toBe(401);
  });

  it('a session row deleted by anyone', async () => {
    const {
      sessions: [me],
    } = await traveller();
    expect(await signedIn(me!)).toBe(200);
    await t.database.db.delete(sessions).where(eq(sessions.token, me!.token));
    expect(await signedIn(me!)).toBe(401);
  });
});

describe('what the session says is read afresh on every call', () => {
  it('losing the admin role or the verified address', async () => {
    const chief = await verifiedUser(t.app, mailer, { name: 'The Chief', email: 'chief@example.com' });
    await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.email, 'chief@example.com'));
    expect((await call('GET', '/api/user', chief)).statusCode).toBe(200);
    await t.database.db.update(users).set({ role: 'user' }).where(eq(users.email, 'chief@example.com'));
    expect((await call('GET', '/api/user', chief)).statusCode).toBe(403);
    await t.database.db
      .update(users)
      .set({ role: 'admin', emailVerified: false })
      .where(eq(users.email, 'chief@example.com'));
    const unverified = await call('GET', '/api/user', chief);
    expect(unverified.statusCode).toBe(403);
    expect(unverified.json()).toEqual({ message: authMessages.verify });
  });
});

describe('what better-auth does when it reads a session still happens', () => {
  it('an expired session is refused and deleted', async () => {
    const {
      sessions: [me],
    } = await traveller();
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.token, me!.token));
    expect(await signedIn(me!)).toBe(401);
    expect(await rowOf(me!)).toBeUndefined();
  });

  it('a session last extended more than a day ago gets its 30 days again; a recent one is left as it is', async () => {
    const {
      sessions: [me],
    } = await traveller();
    const recent = (await rowOf(me!))!.expiresAt.getTime();
    expect(await signedIn(me!)).toBe(200);
    expect((await rowOf(me!))!.expiresAt.getTime()).toBe(recent);

    const twoDaysAgo = new Date(Date.now() + SESSION_EXPIRES_IN * 1000 - 2 * DAY_MS);
    await t.database.db.update(sessions).set({ expiresAt: twoDaysAgo }).where(eq(sessions.token, me!.token));
    expect(await signedIn(me!)).toBe(200);
    const moved = (await rowOf(me!))!.expiresAt.getTime();
    expect(moved).toBeGreaterThan(Date.now() + SESSION_EXPIRES_IN * 1000 - SESSION_UPDATE_AGE * 1000);
  });

  it(`a session older than ${SESSION_MAX_AGE_DAYS} days is refused and ended, however recently used`, async () => {
    const {
      sessions: [me],
    } = await traveller();
    await t.database.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - (SESSION_MAX_AGE_DAYS + 1) * DAY_MS) })
      .where(eq(sessions.token, me!.token));
    expect(await signedIn(me!)).toBe(401);
    expect(await rowOf(me!)).toBeUndefined();
  });

  it('the signed token and the cookie sign in as before; odd tokens are simply signed out', async () => {
    const { email } = await traveller();
    const { res, token, cookie } = await signIn(t.app, { email });
    const signed = String(res.headers['set-auth-token']);
    expect(signed).not.toBe(token);
    expect((await requestJson(t.app, 'GET', '/api/me/sessions', bearer(signed))).statusCode).toBe(200);
    expect((await requestJson(t.app, 'GET', '/api/me/sessions', { cookie })).statusCode).toBe(200);
    for (const odd of [`${token}.forged`, `${token}%20`, 'x'.repeat(5000), "' or 1=1 --", '']) {
      const res = await requestJson(t.app, 'GET', '/api/me/sessions', bearer(odd));
      expect(res.statusCode, odd).toBe(401);
    }
    await postJson(t.app, '/api/auth/sign-out', {}, bearer(token));
    expect((await requestJson(t.app, 'GET', '/api/me/sessions', bearer(signed))).statusCode).toBe(401);
    expect((await requestJson(t.app, 'GET', '/api/me/sessions', { cookie })).statusCode).toBe(401);
  });
});
