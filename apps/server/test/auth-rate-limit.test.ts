import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_INS_PER_ACCOUNT, tooManySignInsMessage } from '../src/auth/input-rules';
import { defaultAuthLimits } from '../src/auth/rate-limits';
import { postJson, signUp } from './support/auth-client';
import { RecordingMailer } from './support/recording-mailer';
import { buildTestApp, type TestApp } from './support/test-app';

/*
 * Each test makes its attempts one after the other, and each wrong password is checked against a
 * hash (a tenth of a second or more on a busy machine): more time than the project's 30 s default.
 */
const loops = { timeout: 120_000 };

const wrongSignIn = (
  t: TestApp,
  remoteAddress: string,
  headers: Record<string, string> = {},
  email = 'victim@example.com',
) => postJson(t.app, '/api/auth/sign-in/email', { email, password: 'guess-123' }, headers, remoteAddress);

describe('rate limits with the default settings', loops, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ deps: { mailer: new RecordingMailer() } });
    await signUp(t.app, { email: 'victim@example.com' });
  });
  afterAll(() => t.close());

  it(`allows ${defaultAuthLimits.signIn} sign-in attempts a minute per address, then answers 429`, async () => {
    for (let i = 0; i < defaultAuthLimits.signIn; i++) {
      expect((await wrongSignIn(t, '203.0.113.7')).statusCode).toBe(401);
    }
    const limited = await wrongSignIn(t, '203.0.113.7');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ message: expect.any(String) });
    expect(Number(limited.headers['x-retry-after'])).toBeGreaterThan(0);
  });

  it('cannot be dodged with forwarding headers: the address is the one Fastify sees', async () => {
    const spoofs: Record<string, string>[] = [
      { 'x-forwarded-for': '198.51.100.1' },
      { 'x-tgde-client-ip': '198.51.100.2' },
      { 'x-real-ip': '198.51.100.3' },
    ];
    for (const spoof of spoofs) {
      expect((await wrongSignIn(t, '203.0.113.7', spoof)).statusCode).toBe(429);
    }
  });

  it('counts each client address on its own', async () => {
    expect((await wrongSignIn(t, '203.0.113.8')).statusCode).toBe(401);
  });

  it('limits password-reset requests and verification mails too', async () => {
    const ask = (url: string) => postJson(t.app, url, { email: 'victim@example.com' }, {}, '203.0.113.9');
    for (let i = 0; i < defaultAuthLimits.passwordResetRequest; i++) {
      expect((await ask('/api/auth/request-password-reset')).statusCode).toBe(200);
    }
    expect((await ask('/api/auth/request-password-reset')).statusCode).toBe(429);
    for (let i = 0; i < defaultAuthLimits.verificationEmail; i++) {
      expect((await ask('/api/auth/send-verification-email')).statusCode).toBe(200);
    }
    expect((await ask('/api/auth/send-verification-email')).statusCode).toBe(429);
  });

  it(`allows ${SIGN_INS_PER_ACCOUNT} sign-in attempts per account in 15 minutes, from however many addresses`, async () => {
    await signUp(t.app, { email: 'target@example.com' });
    const attempt = (i: number) =>
      postJson(
        t.app,
        '/api/auth/sign-in/email',
        { email: 'Target@Example.com', password: 'guess-123' },
        {},
        `198.51.100.${i + 1}`,
      );
    for (let i = 0; i < SIGN_INS_PER_ACCOUNT; i++) expect((await attempt(i)).statusCode).toBe(401);
    const limited = await attempt(SIGN_INS_PER_ACCOUNT);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ message: tooManySignInsMessage });
    // Other accounts are not held up.
    expect((await wrongSignIn(t, '203.0.113.60')).statusCode).toBe(401);
  });

  it('limits sign-ups', async () => {
    const results: number[] = [];
    for (let i = 0; i <= defaultAuthLimits.signUp; i++) {
      const res = await postJson(
        t.app,
        '/api/auth/sign-up/email',
        { name: 'Bulk Account', email: `bulk${i}@example.com`, password: 'secret-pass' },
        {},
        '203.0.113.10',
      );
      results.push(res.statusCode);
    }
    expect(results.slice(0, -1).every((s) => s === 200)).toBe(true);
    expect(results.at(-1)).toBe(429);
  });
});

describe('AUTH_RATE_LIMIT_MAX', loops, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { AUTH_RATE_LIMIT_MAX: '25' }, deps: { mailer: new RecordingMailer() } });
  });
  afterAll(() => t.close());

  it('raises the limit for test servers that sign in often', async () => {
    for (let i = 0; i < 25; i++) expect((await wrongSignIn(t, '203.0.113.20')).statusCode).toBe(401);
    expect((await wrongSignIn(t, '203.0.113.20')).statusCode).toBe(429);
  });
});

describe('behind a trusted proxy (TRUST_PROXY)', loops, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { TRUST_PROXY: '10.0.0.5' }, deps: { mailer: new RecordingMailer() } });
  });
  afterAll(() => t.close());

  it('counts the client address the proxy reports, and believes it only from the proxy', async () => {
    const viaProxy = (client: string) => wrongSignIn(t, '10.0.0.5', { 'x-forwarded-for': client });
    for (let i = 0; i < defaultAuthLimits.signIn; i++)
      expect((await viaProxy('198.51.100.60')).statusCode).toBe(401);
    expect((await viaProxy('198.51.100.60')).statusCode).toBe(429);
    // Another client behind the same proxy has its own count.
    expect((await viaProxy('198.51.100.61')).statusCode).toBe(401);
    // A client talking to us directly cannot borrow someone else's address.
    for (let i = 0; i < defaultAuthLimits.signIn; i++) {
      expect(
        // Another account: this one is about addresses, not the per-account limit.
        (
          await wrongSignIn(
            t,
            '203.0.113.30',
            { 'x-forwarded-for': `198.51.100.${100 + i}` },
            'other@example.com',
          )
        ).statusCode,
      ).toBe(401);
    }
    expect(
      (await wrongSignIn(t, '203.0.113.30', { 'x-forwarded-for': '198.51.100.200' }, 'other@example.com'))
        .statusCode,
    ).toBe(429);
  });
});
