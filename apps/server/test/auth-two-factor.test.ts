import type { DataExport } from '@tgde/contracts';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '../src/auth/guards';
import { passkeys, twoFactors, users } from '../src/db/schema';
import { verifiedUser } from './support/accounts';
import { bearer, cookieHeader, postJson, signIn, type SignedIn } from './support/auth-client';
import { productionEnv } from './support/operator-env';
import { RecordingMailer } from './support/recording-mailer';
import { buildTestApp, type TestApp } from './support/test-app';

/*
 * Two-factor sign-in with an authenticator app (better-auth's twoFactor plugin), and
 * ADMIN_TWO_FACTOR=required for admin calls. The codes are computed here as an app would.
 */

let t: TestApp;
let mailer: RecordingMailer;
beforeAll(async () => {
  mailer = new RecordingMailer();
  t = await buildTestApp({
    env: { AUTH_RATE_LIMIT_MAX: '1000', ADMIN_EMAILS: 'chief@example.com', ADMIN_TWO_FACTOR: 'required' },
    deps: { mailer },
  });
});
afterAll(() => t.close());

const PASSWORD = 'totp-secret-pass';

/** The code an authenticator app shows now (or `steps` periods of 30 seconds from now). */
function codeOf(totpURI: string, steps = 0): string {
  const secret = new URL(totpURI).searchParams.get('secret');
  if (!secret) throw new Error(`no secret in ${totpURI}`);
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
  return totp.generate({ timestamp: Date.now() + steps * 30_000 });
}

/** The token of the renewed session that better-auth answers in `set-auth-token`. */
function renewedToken(res: LightMyRequestResponse): string {
  const token = res.headers['set-auth-token'];
  if (typeof token !== 'string' || token === '') throw new Error(`no set-auth-token: ${res.body}`);
  return token;
}

/** Turns two-factor on for a signed-in account; answers the URI, the backup codes and the new token. */
async function enableTwoFactor(who: SignedIn) {
  const enabled = await postJson(
    t.app,
    '/api/auth/two-factor/enable',
    { password: PASSWORD },
    bearer(who.token),
  );
  expect(enabled.statusCode, enabled.body).toBe(200);
  const { totpURI, backupCodes } = enabled.json<{ totpURI: string; backupCodes: string[] }>();
  const confirmed = await postJson(
    t.app,
    '/api/auth/two-factor/verify-totp',
    { code: codeOf(totpURI) },
    bearer(who.token),
  );
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { totpURI, backupCodes, token: renewedToken(confirmed) };
}

/** A password sign-in that stops at the code: the answer, and the cookie that carries the sign-in on. */
async function firstStep(email: string) {
  const res = await postJson(t.app, '/api/auth/sign-in/email', { email, password: PASSWORD });
  expect(res.statusCode, res.body).toBe(200);
  return { res, cookie: cookieHeader(res) };
}

const twoFactorOf = async (email: string) => {
  const [row] = await t.database.db
    .select({ on: users.twoFactorEnabled })
    .from(users)
    .where(eq(users.email, email));
  return row?.on;
};

describe('two-factor sign-in with an authenticator app', () => {
  let ann: SignedIn;
  let totpURI: string;
  let backupCodes: string[];

  it('is set up with the password and turned on by the first right code', async () => {
    ann = await verifiedUser(t.app, mailer, {
      name: 'Ann Walker',
      email: 'ann@example.com',
      password: PASSWORD,
    });

    const wrongPassword = await postJson(
      t.app,
      '/api/auth/two-factor/enable',
      { password: 'not-the-password' },
      bearer(ann.token),
    );
    expect(wrongPassword.statusCode).toBe(400);
    expect(await twoFactorOf('ann@example.com')).toBe(false);

    const enabled = await enableTwoFactor(ann);
    ({ totpURI, backupCodes } = enabled);
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/Travel%20Guide%20DE:ann%40example\.com\?/);
    expect(new URL(totpURI).searchParams.get('issuer')).toBe('Travel Guide DE');
    expect(backupCodes.length).toBeGreaterThanOrEqual(8);
    expect(await twoFactorOf('ann@example.com')).toBe(true);
    // Stored encrypted: neither the secret nor a backup code is in the database as it was shown.
    const [row] = await t.database.db.select().from(twoFactors);
    const secret = new URL(totpURI).searchParams.get('secret') ?? '';
    expect(row?.secret).not.toContain(secret);
    expect(row?.backupCodes).not.toContain(backupCodes[0]);
    // The renewed session works, with the setting on.
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: bearer(enabled.token),
    });
    expect(session.json()).toMatchObject({ user: { email: 'ann@example.com', twoFactorEnabled: true } });
  });

  it('then makes a password sign-in ask for the code, and opens no session before it', async () => {
    const { res } = await firstStep('ann@example.com');
    expect(res.json()).toEqual({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
    expect(res.headers['set-auth-token']).toBeUndefined();
    expect(res.cookies.find((c) => c.name === 'tgde.session_token' && c.value !== '')).toBeUndefined();
  });

  it('refuses a wrong code, then signs in with the right one as a sign-in does', async () => {
    const { cookie } = await firstStep('ann@example.com');
    const wrong = await postJson(t.app, '/api/auth/two-factor/verify-totp', { code: '000000' }, { cookie });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'INVALID_CODE' });

    const right = await postJson(
      t.app,
      '/api/auth/two-factor/verify-totp',
      { code: codeOf(totpURI) },
      { cookie },
    );
    expect(right.statusCode, right.body).toBe(200);
    const { token, user } = right.json<{ token: string; user: { email: string } }>();
    expect(user.email).toBe('ann@example.com');
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/user/ann@example.com',
      headers: bearer(token),
    });
    expect(profile.statusCode).toBe(200);
  });

  it('answers the German sentence for a wrong code on a German page', async () => {
    const { cookie } = await firstStep('ann@example.com');
    const wrong = await postJson(
      t.app,
      '/api/auth/two-factor/verify-totp',
      { code: '000000' },
      { cookie, 'accept-language': 'de' },
    );
    expect(wrong.json()).toMatchObject({ message: 'Der Code ist falsch' });
  });

  it('refuses a code without the first step', async () => {
    const res = await postJson(t.app, '/api/auth/two-factor/verify-totp', { code: codeOf(totpURI) });
    expect(res.statusCode).toBe(401);
  });

  it('takes a backup code once', async () => {
    const code = backupCodes[0]!;
    const first = await firstStep('ann@example.com');
    const used = await postJson(
      t.app,
      '/api/auth/two-factor/verify-backup-code',
      { code },
      { cookie: first.cookie },
    );
    expect(used.statusCode, used.body).toBe(200);
    expect(used.json<{ token: string }>().token).toEqual(expect.any(String));

    const again = await firstStep('ann@example.com');
    const reused = await postJson(
      t.app,
      '/api/auth/two-factor/verify-backup-code',
      { code },
      { cookie: again.cookie },
    );
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toMatchObject({ code: 'INVALID_BACKUP_CODE' });
  });

  it('shows in the export that two-factor is on, never the secret or the codes', async () => {
    const session = await signInWithCode('ann@example.com', totpURI);
    const res = await t.app.inject({ method: 'GET', url: '/api/me/export', headers: bearer(session) });
    expect(res.statusCode).toBe(200);
    const data = res.json<DataExport>();
    expect(data.profile).toMatchObject({ twoFactorEnabled: true, passkeys: [] });
    expect(res.body).not.toContain(new URL(totpURI).searchParams.get('secret'));
    for (const code of backupCodes) expect(res.body).not.toContain(code);
    expect(res.body).not.toMatch(/"(secret|backupCodes|publicKey)":/);
  });

  it('is turned off with the password, after which the password alone signs in again', async () => {
    const session = await signInWithCode('ann@example.com', totpURI);
    const wrong = await postJson(
      t.app,
      '/api/auth/two-factor/disable',
      { password: 'nope-nope' },
      bearer(session),
    );
    expect(wrong.statusCode).toBe(400);

    const off = await postJson(
      t.app,
      '/api/auth/two-factor/disable',
      { password: PASSWORD },
      bearer(session),
    );
    expect(off.statusCode, off.body).toBe(200);
    expect(await twoFactorOf('ann@example.com')).toBe(false);
    const renewed = renewedToken(off);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/user/ann@example.com',
      headers: bearer(renewed),
    });
    expect(me.statusCode).toBe(200);
    expect((await signIn(t.app, { email: 'ann@example.com', password: PASSWORD })).token).toEqual(
      expect.any(String),
    );
    expect(await t.database.db.select().from(twoFactors)).toEqual([]);
  });
});

/** A whole sign-in with password and code; answers the session token. */
async function signInWithCode(email: string, totpURI: string): Promise<string> {
  const { cookie } = await firstStep(email);
  const res = await postJson(
    t.app,
    '/api/auth/two-factor/verify-totp',
    { code: codeOf(totpURI) },
    { cookie },
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ token: string }>().token;
}

describe('ADMIN_TWO_FACTOR=required', () => {
  it('refuses every admin call with 403 TWO_FACTOR_REQUIRED until the admin has turned two-factor on', async () => {
    const chief = await verifiedUser(t.app, mailer, {
      name: 'Chief Admin',
      email: 'chief@example.com',
      password: PASSWORD,
    });
    const audit = (token: string, language = 'en') =>
      t.app.inject({
        method: 'GET',
        url: '/api/admin/audit',
        headers: { ...bearer(token), 'accept-language': language },
      });

    const refused = await audit(chief.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: authMessages.twoFactor, code: 'TWO_FACTOR_REQUIRED' });
    expect((await audit(chief.token, 'de')).json()).toMatchObject({
      message: expect.stringContaining('Zwei-Faktor-Anmeldung'),
      code: 'TWO_FACTOR_REQUIRED',
    });
    // The admin is still an admin (the web leads them to the set-up instead of signing them out).
    const status = await t.app.inject({
      method: 'GET',
      url: '/api/admin/chief@example.com',
      headers: bearer(chief.token),
    });
    expect(status.json()).toEqual({ admin: true });

    const { token } = await enableTwoFactor(chief);
    expect((await audit(token)).statusCode).toBe(200);
  });

  it('leaves a traveller’s 403 on admin calls as it was', async () => {
    const bob = await verifiedUser(t.app, mailer, {
      name: 'Bob Baker',
      email: 'bob@example.com',
      password: PASSWORD,
    });
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/audit', headers: bearer(bob.token) });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: authMessages.admin });
  });
});

describe('ADMIN_TWO_FACTOR by default', () => {
  it('is optional outside production and required in production, unless set', async () => {
    const { loadConfig } = await import('../src/config');
    const base = { DATA_DIR: t.dataDir, AUTH_SECRET: 'k7Vq2mXr9LpT4wZs8NbY3hJd6FcG1aUe' };
    const production = productionEnv(t.dataDir);
    expect(loadConfig(base).adminTwoFactor).toBe('optional');
    expect(loadConfig({ ...base, ADMIN_TWO_FACTOR: 'required' }).adminTwoFactor).toBe('required');
    expect(loadConfig(production).adminTwoFactor).toBe('required');
    expect(loadConfig({ ...production, ADMIN_TWO_FACTOR: 'optional' }).adminTwoFactor).toBe('optional');
    expect(() => loadConfig({ ...base, ADMIN_TWO_FACTOR: 'sometimes' })).toThrow(/ADMIN_TWO_FACTOR/);
  });
});

describe('account deletion', () => {
  it('removes the two-factor secret and the passkeys with the account', async () => {
    const cara = await verifiedUser(t.app, mailer, {
      name: 'Cara Cole',
      email: 'cara@example.com',
      password: PASSWORD,
    });
    const { token } = await enableTwoFactor(cara);
    const [row] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'cara@example.com'));
    await t.database.db.insert(passkeys).values({
      id: 'pk-cara',
      name: 'Cara’s phone',
      publicKey: 'cHVibGlj',
      userId: row!.id,
      credentialID: 'cred-cara',
      counter: 0,
      deviceType: 'singleDevice',
      backedUp: false,
    });
    const exported = await t.app.inject({ method: 'GET', url: '/api/me/export', headers: bearer(token) });
    expect(exported.json<DataExport>().profile).toMatchObject({
      passkeys: [{ name: 'Cara’s phone', createdAt: expect.any(String) }],
    });
    expect(exported.body).not.toContain('cHVibGlj');

    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/me',
      headers: { ...bearer(token), 'content-type': 'application/json', origin: 'http://localhost:3000' },
      payload: JSON.stringify({ password: PASSWORD }),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await t.database.db.select().from(passkeys).where(eq(passkeys.userId, row!.id))).toEqual([]);
    expect(await t.database.db.select().from(twoFactors).where(eq(twoFactors.userId, row!.id))).toEqual([]);
  });
});
