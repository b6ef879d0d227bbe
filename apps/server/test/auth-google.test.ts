import { ACCOUNT_BLOCKED_CODE, type AuthConfigAnswer, type TokenAnswer } from '@tgde/contracts';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { bearer, cookieHeader, ORIGIN, postJson } from './support/auth-client';
import { startOidcProvider, type LocalOidcProvider, type OidcAccount } from './support/oidc-provider';
import { RecordingMailer } from './support/recording-mailer';
import { buildTestApp, type TestApp } from './support/test-app';

const CALLBACK = `${ORIGIN}/api/auth/callback/google`;

/** A browser's cookie jar for the provider's own cookies (its login session and interactions). */
class CookieJar {
  private cookies = new Map<string, string>();
  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair?.indexOf('=') ?? -1;
      if (pair && eq > 0) this.cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1));
    }
  }
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

/**
 * Follows the provider's redirects as a browser would (login, consent, back to us) and returns the
 * address of our callback that it finally sends the browser to.
 */
async function throughProvider(startUrl: string, issuer: string): Promise<URL> {
  const jar = new CookieJar();
  let url = startUrl;
  for (let hop = 0; hop < 10; hop++) {
    const response = await fetch(url, { redirect: 'manual', headers: { cookie: jar.header() } });
    jar.store(response);
    const location = response.headers.get('location');
    if (!location)
      throw new Error(
        `The provider answered ${response.status} without a redirect: ${await response.text()}`,
      );
    const next = new URL(location, url);
    if (!next.href.startsWith(issuer)) return next;
    url = next.href;
  }
  throw new Error('Too many redirects at the provider');
}

describe('Google sign-in through a local OpenID Connect provider', () => {
  let provider: LocalOidcProvider;
  let t: TestApp;

  beforeAll(async () => {
    provider = await startOidcProvider(CALLBACK);
    t = await buildTestApp({
      env: {
        GOOGLE_CLIENT_ID: provider.clientId,
        GOOGLE_CLIENT_SECRET: provider.clientSecret,
        GOOGLE_ISSUER: provider.issuer,
        ADMIN_EMAILS: 'gina.admin@example.com',
        AUTH_RATE_LIMIT_MAX: '1000',
      },
      deps: { mailer: new RecordingMailer() },
    });
  });
  afterAll(async () => {
    await t.close();
    await provider.close();
  });

  async function signInWithGoogle(account: OidcAccount): Promise<LightMyRequestResponse> {
    provider.signInAs(account);
    // The Google button: ask for the provider's address, then send the browser there.
    const start = await postJson(t.app, '/api/auth/sign-in/social', {
      provider: 'google',
      callbackURL: '/dashboard',
      errorCallbackURL: '/login',
    });
    expect(start.statusCode).toBe(200);
    const { url, redirect } = start.json<{ url: string; redirect: boolean }>();
    expect(redirect).toBe(true);
    expect(url.startsWith(provider.issuer)).toBe(true);

    const callback = await throughProvider(url, provider.issuer);
    expect(callback.href.startsWith(CALLBACK)).toBe(true);
    return t.app.inject({
      method: 'GET',
      url: `${callback.pathname}${callback.search}`,
      headers: { cookie: cookieHeader(start) },
    });
  }

  it('says that Google is configured', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth-config' });
    expect(res.json<AuthConfigAnswer>()).toEqual({ googleEnabled: true });
  });

  it('creates a verified account, signs it in and lands on the callback page', async () => {
    const done = await signInWithGoogle({
      sub: 'google-1001',
      email: 'Gina@Example.com',
      emailVerified: true,
      name: 'Gina Globetrotter',
      picture: 'https://pictures.example/gina.jpg',
    });
    expect(done.statusCode).toBe(302);
    expect(done.headers.location).toBe('/dashboard');
    const cookie = cookieHeader(done);
    expect(cookie).toContain('tgde.session_token=');

    // The web app then asks for its bearer token, as after a password sign-in.
    const tokenRes = await t.app.inject({
      method: 'PUT',
      url: '/api/user/gina@example.com',
      headers: { cookie, origin: ORIGIN },
      payload: { name: 'Gina Globetrotter', email: 'gina@example.com' },
    });
    expect(tokenRes.statusCode).toBe(200);
    const { token, user } = tokenRes.json<TokenAnswer>();
    expect(user).toMatchObject({
      email: 'gina@example.com',
      name: 'Gina Globetrotter',
      emailVerified: true,
      role: 'user',
      image: 'https://pictures.example/gina.jpg',
    });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user/gina@example.com', headers: bearer(token) }))
        .statusCode,
    ).toBe(200);

    // Signing in again finds the same account.
    const again = await signInWithGoogle({
      sub: 'google-1001',
      email: 'gina@example.com',
      emailVerified: true,
      name: 'Gina Globetrotter',
    });
    expect(again.statusCode).toBe(302);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie: cookieHeader(again) },
    });
    expect(list.json<{ user: { id: string } }>().user.id).toBe(
      (
        await t.app.inject({ method: 'GET', url: '/api/user/gina@example.com', headers: bearer(token) })
      ).json<{ _id: string }>()._id,
    );
  });

  it('applies ADMIN_EMAILS to Google accounts too', async () => {
    const done = await signInWithGoogle({
      sub: 'google-2002',
      email: 'gina.admin@example.com',
      emailVerified: true,
      name: 'Gina Admin',
    });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/gina.admin@example.com',
      headers: { cookie: cookieHeader(done) },
    });
    expect(res.json()).toEqual({ admin: true });
  });

  it('sends a blocked account back to the login page with ?error=ACCOUNT_BLOCKED, signed out', async () => {
    const account = {
      sub: 'google-3003',
      email: 'gus@example.com',
      emailVerified: true,
      name: 'Gus Blocked',
    };
    await signInWithGoogle(account);
    await t.database.db.update(users).set({ blocked: true }).where(eq(users.email, 'gus@example.com'));
    const done = await signInWithGoogle(account);
    expect(done.statusCode).toBe(302);
    const location = new URL(String(done.headers.location), ORIGIN);
    expect(location.pathname).toBe('/login');
    expect(location.searchParams.get('error')).toBe(ACCOUNT_BLOCKED_CODE);
    expect(cookieHeader(done)).not.toContain('tgde.session_token=');
  });
});

describe('without Google keys', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ deps: { mailer: new RecordingMailer() } });
  });
  afterAll(() => t.close());

  it('says that Google is not configured, and refuses to start a Google sign-in', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth-config' });
    expect(res.json<AuthConfigAnswer>()).toEqual({ googleEnabled: false });
    const start = await postJson(t.app, '/api/auth/sign-in/social', {
      provider: 'google',
      callbackURL: '/dashboard',
    });
    expect(start.statusCode).toBeGreaterThanOrEqual(400);
    expect(start.statusCode).toBeLessThan(500);
    expect(start.json()).toMatchObject({ message: expect.any(String) });
  });
});
