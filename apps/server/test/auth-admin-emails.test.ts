import path from 'node:path';
import type { UserProfile } from '@tgde/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { diskStore } from '../src/infra/images/store';
import { users } from '../src/db/schema';
import { verifiedUser } from './support/accounts';
import { bearer, signIn, signUp } from './support/auth-client';
import { RecordingMailer } from './support/recording-mailer';
import { buildTestApp, type TestApp } from './support/test-app';

const roleOf = async (t: TestApp, email: string) =>
  (await t.database.db.select({ role: users.role }).from(users).where(eq(users.email, email)))[0]?.role;

describe('ADMIN_EMAILS', () => {
  let t: TestApp;
  let listed: FastifyInstance;
  const mailer = new RecordingMailer();

  beforeAll(async () => {
    t = await buildTestApp({ env: { AUTH_RATE_LIMIT_MAX: '1000' }, deps: { mailer } });
    // The same database served with ADMIN_EMAILS set, as after the operator changes the setting.
    listed = await buildApp({
      config: loadConfig({
        DATA_DIR: t.dataDir,
        PUBLIC_URL: 'http://localhost:3000',
        AUTH_RATE_LIMIT_MAX: '1000',
        ADMIN_EMAILS: 'Chief@Example.com,carol@example.com',
      }),
      database: t.database,
      media: diskStore(path.join(t.dataDir, 'uploads')),
      mailer,
    });
    await listed.ready();
  });
  afterAll(async () => {
    await listed.close();
    await t.close();
  });

  it('makes a listed address an admin when it signs up', async () => {
    const chief = await verifiedUser(listed, mailer, { name: 'Chief Editor', email: 'chief@example.com' });
    expect(await roleOf(t, 'chief@example.com')).toBe('admin');
    expect(
      (
        await listed.inject({
          method: 'GET',
          url: '/api/admin/chief@example.com',
          headers: bearer(chief.token),
        })
      ).json(),
    ).toEqual({
      admin: true,
    });
    expect(
      (await listed.inject({ method: 'GET', url: '/api/user', headers: bearer(chief.token) })).statusCode,
    ).toBe(200);
  });

  it('makes a listed address an admin when it signs in (account made before it was listed)', async () => {
    await verifiedUser(t.app, mailer, { name: 'Carol Early', email: 'carol@example.com' });
    expect(await roleOf(t, 'carol@example.com')).toBe('user');
    const carol = await signIn(listed, { email: 'carol@example.com' });
    expect(await roleOf(t, 'carol@example.com')).toBe('admin');
    const me = await listed.inject({
      method: 'GET',
      url: '/api/user/carol@example.com',
      headers: bearer(carol.token),
    });
    expect(me.json<UserProfile>().role).toBe('admin');
  });

  it('leaves everyone else a user', async () => {
    await signUp(listed, { email: 'dave@example.com' });
    await signIn(listed, { email: 'dave@example.com' });
    expect(await roleOf(t, 'dave@example.com')).toBe('user');
  });

  it('only grants: an admin who is no longer listed stays an admin', async () => {
    await signIn(listed, { email: 'chief@example.com' });
    await signIn(t.app, { email: 'chief@example.com' });
    expect(await roleOf(t, 'chief@example.com')).toBe('admin');
  });
});
