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
import { buildCast, storedImage, type Cast } from './support/cast';
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
  await registerAuth(
    app,
    createAuth({ config, db: database.db, sendMail: (message) => mailer.send(message) }),
    config.publicUrl,
  );
  app.get('/signed-in', async (request) => requireUser(request));
  app.get('/verified', async (request) => requireVerifiedUser(request));
  app.get('/admin', async (request) => requireAdmin(request));
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
      twoFactorEnabled: false,
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
    await verifyByMail(app, mailer, 'late@example.com', late.token);
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
});

/*
 * On the API's own calls that read a body: a body naming someone else (their id, address or role)
 * changes nothing about who the caller is.
 */
describe('identity comes from the session, never from the body', () => {
  let cast: Cast;
  // What a traveller might send to pass for the admin.
  let posing: Record<string, string>;

  beforeAll(async () => {
    cast = await buildCast();
    const bossProfile = await cast.call('GET', '/api/user/boss@example.com', cast.admin);
    posing = {
      _id: bossProfile.json<{ _id: string }>()._id,
      userId: bossProfile.json<{ _id: string }>()._id,
      userEmail: 'boss@example.com',
      role: 'admin',
    };
  });
  afterAll(() => cast.t.close());

  const profileOf = async (email: string) =>
    (await cast.call('GET', `/api/user/${email}`, cast.admin)).json<{ phone: string | null }>();

  it("a profile update changes the caller's own profile, not the one the body names", async () => {
    const res = await cast.call('PUT', '/api/user/ann@example.com', cast.user, {
      ...posing,
      phone: '+49 30 7654321',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ modifiedCount: 1 });
    expect((await profileOf('ann@example.com')).phone).toBe('+49 30 7654321');
    expect((await profileOf('boss@example.com')).phone).toBeNull();
  });

  it('a role sent in the body grants nothing', async () => {
    const body = {
      ...posing,
      destinationName: 'Bamberg',
      description: 'A medieval town on seven hills.',
      cost: 100,
      img: await storedImage(cast.t, 'posingPicture'),
    };
    expect((await cast.call('POST', '/api/destination', cast.user, body)).statusCode).toBe(403);
    expect((await cast.call('GET', '/api/admin/ann@example.com', cast.user)).json()).toEqual({
      admin: false,
    });
    // The same body from the admin's own session is accepted: the refusal above was about the caller.
    expect((await cast.call('POST', '/api/destination', cast.admin, body)).statusCode).toBe(201);
  });
});
