import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuth } from '../src/auth/auth';
import { authMessages, requireAdmin, requireUser, requireVerifiedUser } from '../src/auth/guards';
import { registerAuth } from '../src/auth/mount';
import { loadConfig } from '../src/config';
import type { Database } from '../src/db/client';
import { registerErrorHandling } from '../src/http/errors';
import { verifiedUser, verifyByMail } from './support/accounts';
import { bearer, signUp, type SignedIn } from './support/auth-client';
import { RecordingMailer } from './support/recording-mailer';
import { createTestDatabase } from './support/test-db';

/*
 * The guards on tiny routes of their own, the way a feature uses them: auth mounted on a bare
 * Fastify app with our error handling, and one route per guard answering who the caller is.
 */
let app: FastifyInstance;
let database: Database;
const mailer = new RecordingMailer();

beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({
    DATA_DIR: '/tmp/tgde-guards-unused',
    AUTH_SECRET: 'a-test-secret-that-is-long-enough-for-better-auth',
    PUBLIC_URL: 'http://localhost:3000',
    ADMIN_EMAILS: 'admin@example.com',
    AUTH_RATE_LIMIT_MAX: '1000',
  });
  app = Fastify();
  registerErrorHandling(app);
  await registerAuth(app, createAuth({ config, db: database.db, mailer }), config.publicUrl);
  app.get('/signed-in', async (request) => requireUser(request));
  app.get('/verified', async (request) => requireVerifiedUser(request));
  app.get('/admin', async (request) => requireAdmin(request));
  app.post('/whoami', async (request) => {
    // A body claiming another identity must not matter: identity comes from the session only.
    const user = await requireUser(request);
    return { email: user.email, role: user.role };
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const call = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('requireUser / requireVerifiedUser / requireAdmin', () => {
  let unverified: SignedIn;
  let verified: SignedIn;
  let admin: SignedIn;

  beforeAll(async () => {
    unverified = await signUp(app, { name: 'Una Verified', email: 'una@example.com' });
    verified = await verifiedUser(app, mailer, { name: 'Vera Fied', email: 'vera@example.com' });
    admin = await verifiedUser(app, mailer, { name: 'Ada Admin', email: 'admin@example.com' });
  });

  it('401 for everyone without a session', async () => {
    for (const url of ['/signed-in', '/verified', '/admin']) {
      const res = await call(url);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: authMessages.signIn });
    }
  });

  it('requireUser answers the session user, with role and verification state', async () => {
    const res = await call('/signed-in', bearer(unverified.token));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: expect.any(String),
      name: 'Una Verified',
      email: 'una@example.com',
      emailVerified: false,
      image: null,
      role: 'user',
    });
  });

  it('requireVerifiedUser refuses an unverified password account with 403 and a clear message', async () => {
    const res = await call('/verified', bearer(unverified.token));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: authMessages.verify });
    expect((await call('/verified', bearer(verified.token))).statusCode).toBe(200);
  });

  it('lets the same session through once the address is verified', async () => {
    const late = await signUp(app, { email: 'late@example.com' });
    expect((await call('/verified', bearer(late.token))).statusCode).toBe(403);
    await verifyByMail(app, mailer, 'late@example.com');
    expect((await call('/verified', bearer(late.token))).statusCode).toBe(200);
  });

  it('requireAdmin refuses users with 403 and lets admins through', async () => {
    const res = await call('/admin', bearer(verified.token));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: authMessages.admin });
    const ok = await call('/admin', bearer(admin.token));
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ email: 'admin@example.com', role: 'admin' });
  });

  it('takes identity from the session, never from the body', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/whoami',
      headers: bearer(verified.token),
      payload: { email: 'admin@example.com', role: 'admin', userEmail: 'admin@example.com' },
    });
    expect(res.json()).toEqual({ email: 'vera@example.com', role: 'user' });
  });
});
