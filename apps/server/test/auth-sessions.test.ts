import type { TokenAnswer } from '@tgde/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, cookieHeader, ORIGIN, postJson, signIn, signUp } from './support/auth-client';
import { RecordingMailer } from './support/recording-mailer';
import { buildTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { AUTH_RATE_LIMIT_MAX: '1000' }, deps: { mailer: new RecordingMailer() } });
  await signUp(t.app, { name: 'Sam Traveller', email: 'sam@example.com', password: 'sam-secret' });
});
afterAll(() => t.close());

const getProfile = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/user/sam@example.com', headers });

const sessionCookie = (res: Awaited<ReturnType<typeof signIn>>['res']) =>
  res.cookies.find((c) => c.name === 'tgde.session_token');

describe('sign-in, tokens and sign-out', () => {
  it('signs in with e-mail and password and answers the bearer token', async () => {
    const { res, token } = await signIn(t.app, { email: 'SAM@example.com', password: 'sam-secret' });
    expect(res.json()).toMatchObject({ token, user: { email: 'sam@example.com' } });
    expect((await getProfile(bearer(token))).statusCode).toBe(200);
    // better-auth's own header carries the (signed) token too; it is accepted the same way.
    const signed = res.headers['set-auth-token'];
    expect(typeof signed).toBe('string');
    expect((await getProfile(bearer(String(signed)))).statusCode).toBe(200);
  });

  it('refuses a wrong password with 401 and a sentence', async () => {
    const res = await postJson(t.app, '/api/auth/sign-in/email', {
      email: 'sam@example.com',
      password: 'wrong-pass',
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      message: 'Invalid email or password',
      code: 'INVALID_EMAIL_OR_PASSWORD',
    });
  });

  it('"remember me" keeps the cookie 30 days; without it the cookie ends with the browser', async () => {
    const remembered = await signIn(t.app, {
      email: 'sam@example.com',
      password: 'sam-secret',
      rememberMe: true,
    });
    expect(sessionCookie(remembered.res)?.maxAge).toBe(30 * 24 * 60 * 60);
    expect(sessionCookie(remembered.res)?.httpOnly).toBe(true);

    const forgotten = await signIn(t.app, {
      email: 'sam@example.com',
      password: 'sam-secret',
      rememberMe: false,
    });
    const cookie = sessionCookie(forgotten.res);
    expect(cookie).toBeDefined();
    expect(cookie?.maxAge).toBeUndefined();
    expect(cookie?.expires).toBeUndefined();
    expect((await getProfile({ cookie: forgotten.cookie })).statusCode).toBe(200);
  });

  it('PUT /api/user/{email} with {name, email} answers the token of the session (cookie or bearer)', async () => {
    const { token, cookie } = await signIn(t.app, { email: 'sam@example.com', password: 'sam-secret' });
    const byCookie = await t.app.inject({
      method: 'PUT',
      url: '/api/user/Sam@Example.com',
      headers: { cookie, origin: ORIGIN },
      payload: { name: 'Sam Traveller', email: 'sam@example.com' },
    });
    expect(byCookie.statusCode).toBe(200);
    const answer = byCookie.json<TokenAnswer>();
    expect(answer.token).toBe(token);
    expect(answer.user).toMatchObject({ email: 'sam@example.com', name: 'Sam Traveller', role: 'user' });

    const byBearer = await t.app.inject({
      method: 'PUT',
      url: '/api/user/sam@example.com',
      headers: bearer(token),
      payload: { name: 'Sam Traveller', email: 'sam@example.com' },
    });
    expect(byBearer.json<TokenAnswer>().token).toBe(token);
  });

  it('signing out revokes the session: its token is refused afterwards', async () => {
    const { token } = await signIn(t.app, { email: 'sam@example.com', password: 'sam-secret' });
    const other = await signIn(t.app, { email: 'sam@example.com', password: 'sam-secret' });

    const out = await postJson(t.app, '/api/auth/sign-out', {}, bearer(token));
    expect(out.statusCode).toBe(200);
    expect(out.json()).toMatchObject({ success: true });

    const after = await getProfile(bearer(token));
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: 'Please sign in to continue.' });
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: bearer(token),
    });
    expect(session.json()).toBeNull();
    // Only that session: the other sign-in still works.
    expect((await getProfile(bearer(other.token))).statusCode).toBe(200);
  });

  it('signing out with the cookie clears it and revokes the session', async () => {
    const { cookie } = await signIn(t.app, { email: 'sam@example.com', password: 'sam-secret' });
    const out = await postJson(t.app, '/api/auth/sign-out', {}, { cookie });
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === 'tgde.session_token')?.maxAge).toBe(0);
    expect(cookieHeader(out)).toBe('');
    expect((await getProfile({ cookie })).statusCode).toBe(401);
  });

  it('refuses a cookie-authenticated POST from another site (CSRF)', async () => {
    const { cookie } = await signIn(t.app, { email: 'sam@example.com', password: 'sam-secret' });
    const res = await postJson(t.app, '/api/auth/sign-out', {}, { cookie, origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect((await getProfile({ cookie })).statusCode).toBe(200);
  });

  it('treats made-up tokens and cookies as signed out', async () => {
    expect((await getProfile(bearer('made-up-token'))).statusCode).toBe(401);
    expect((await getProfile({ authorization: 'Basic abc' })).statusCode).toBe(401);
    expect((await getProfile({ cookie: 'tgde.session_token=abc.def' })).statusCode).toBe(401);
  });

  it('keeps the Fastify request as a whole: form bodies and query strings reach better-auth', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
      payload: 'email=sam%40example.com&password=sam-secret',
    });
    expect(res.statusCode).toBe(200);
    const ok = await t.app.inject({ method: 'GET', url: '/api/auth/ok' });
    expect(ok.json()).toEqual({ ok: true });
  });

  it('answers unknown identity calls with 404 and a sentence', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/no-such-call?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'There is no API call GET /api/auth/no-such-call.' });
  });
});
