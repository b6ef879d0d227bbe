import { ACCOUNT_BLOCKED_CODE, userAdminMessages, type UserListItem } from '@tgde/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '../src/auth/guards';
import { sessions, users } from '../src/db/schema';
import { demoteAdmin } from '../src/features/users/moderation';
import { promoteToAdmin } from '../src/features/users/service';
import { verifiedUser } from './support/accounts';
import { postJson, signIn, signUp, type SignedIn } from './support/auth-client';
import { caller, userIdOf } from './support/cast';
import { RecordingMailer } from './support/recording-mailer';
import { buildTestApp, type TestApp } from './support/test-app';

/*
 * Taking the admin role away (DELETE /api/user/admin/{email}) and blocking
 * (PUT / DELETE /api/user/blocked/{email}), with their refusals. Who may call them at all (401,
 * 403) is the authorization spec's.
 */

let t: TestApp;
const mailer = new RecordingMailer();
let boss: SignedIn; // verified admin, on ADMIN_EMAILS
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  t = await buildTestApp({
    env: { ADMIN_EMAILS: 'boss@example.com', AUTH_RATE_LIMIT_MAX: '1000' },
    deps: { mailer },
  });
  boss = await verifiedUser(t.app, mailer, { name: 'The Boss', email: 'boss@example.com' });
  call = caller(t.app);
});
afterAll(() => t.close());

const listed = async (email: string) => {
  const res = await call('GET', `/api/user?q=${encodeURIComponent(email)}`, boss);
  return res.json<UserListItem[]>().find((u) => u.email === email);
};

const isAdmin = async (who: SignedIn, email: string) =>
  (await call('GET', `/api/admin/${email}`, who)).json<{ admin: boolean }>().admin;

describe('DELETE /api/user/admin/{email}: take the admin role away', () => {
  it('demotes an admin: their rights end at once, on the session they have', async () => {
    const carol = await verifiedUser(t.app, mailer, { name: 'Carol Admin', email: 'carol@example.com' });
    expect((await call('PUT', '/api/user/admin/carol@example.com', boss)).json()).toEqual({
      modifiedCount: 1,
    });
    expect((await call('GET', '/api/user', carol)).statusCode).toBe(200);

    const res = await call('DELETE', '/api/user/admin/Carol@Example.com', boss);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ modifiedCount: 1 });
    expect(await isAdmin(carol, 'carol@example.com')).toBe(false);
    const refused = await call('GET', '/api/user', carol);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: authMessages.admin });
    expect((await listed('carol@example.com'))?.role).toBe('user');

    // Again: nothing to take away.
    expect((await call('DELETE', '/api/user/admin/carol@example.com', boss)).json()).toEqual({
      modifiedCount: 0,
    });
  });

  it('refuses your own role with a sentence (409): nobody locks themselves out by a slip', async () => {
    const dan = await verifiedUser(t.app, mailer, { name: 'Dan Admin', email: 'dan@example.com' });
    await call('PUT', '/api/user/admin/dan@example.com', boss);
    const res = await call('DELETE', '/api/user/admin/DAN@example.com', dan);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: userAdminMessages.demoteSelf });
    expect(await isAdmin(dan, 'dan@example.com')).toBe(true);
  });

  it('refuses an address on ADMIN_EMAILS, which would be an admin again at its next sign-in', async () => {
    const erin = await verifiedUser(t.app, mailer, { name: 'Erin Admin', email: 'erin@example.com' });
    await call('PUT', '/api/user/admin/erin@example.com', boss);
    const res = await call('DELETE', '/api/user/admin/boss@example.com', erin);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: userAdminMessages.demoteListed });
    expect(await isAdmin(boss, 'boss@example.com')).toBe(true);
    // The users list tells the page so before anyone tries.
    expect(await listed('boss@example.com')).toMatchObject({ onAdminEmails: true, blocked: false });
    expect(await listed('erin@example.com')).toMatchObject({ onAdminEmails: false });
  });

  it('404 for an unknown address; 403 for a traveller, and nothing changes', async () => {
    const res = await call('DELETE', '/api/user/admin/nobody@example.com', boss);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: expect.any(String) });
    const fred = await verifiedUser(t.app, mailer, { name: 'Fred Walker', email: 'fred@example.com' });
    const refused = await call('DELETE', '/api/user/admin/boss@example.com', fred);
    expect(refused.statusCode).toBe(403);
    expect(await isAdmin(boss, 'boss@example.com')).toBe(true);
  });
});

describe('never the last admin', () => {
  let solo: TestApp;
  const soloMail = new RecordingMailer();
  beforeAll(async () => {
    // No ADMIN_EMAILS: every admin here was made one by hand, so any of them could be demoted.
    solo = await buildTestApp({ env: { AUTH_RATE_LIMIT_MAX: '1000' }, deps: { mailer: soloMail } });
  });
  afterAll(() => solo.close());

  it('refuses to take the role from the only verified admin (an unverified one does not count)', async () => {
    await verifiedUser(solo.app, soloMail, { name: 'Only Admin', email: 'only@example.com' });
    await signUp(solo.app, { name: 'Unproven Admin', email: 'unproven@example.com' });
    await promoteToAdmin(solo.database.db, 'only@example.com');
    await promoteToAdmin(solo.database.db, 'unproven@example.com');
    expect(await demoteAdmin(solo.database.db, 'only@example.com')).toBe('last-admin');
    expect(await demoteAdmin(solo.database.db, 'unproven@example.com')).toBe('demoted');
    expect(await demoteAdmin(solo.database.db, 'only@example.com')).toBe('last-admin');
  });

  it('two admins taking the role from each other at once leave one admin', async () => {
    const ada = await verifiedUser(solo.app, soloMail, { name: 'Ada Admin', email: 'ada@example.com' });
    const ben = await verifiedUser(solo.app, soloMail, { name: 'Ben Admin', email: 'ben@example.com' });
    await promoteToAdmin(solo.database.db, 'ada@example.com');
    await promoteToAdmin(solo.database.db, 'ben@example.com');
    // The first admin steps aside, so that these two are all there is.
    await solo.database.db.update(users).set({ role: 'user' }).where(eq(users.email, 'only@example.com'));

    const both = caller(solo.app);
    const [first, second] = await Promise.all([
      both('DELETE', '/api/user/admin/ben@example.com', ada),
      both('DELETE', '/api/user/admin/ada@example.com', ben),
    ]);
    const statuses = [first.statusCode, second.statusCode].sort();
    expect(statuses[0]).toBe(200);
    // The second is refused: either it found itself the last admin, or no admin any more.
    expect([403, 409]).toContain(statuses[1]);
    const admins = await solo.database.db.select().from(users).where(eq(users.role, 'admin'));
    expect(admins).toHaveLength(1);
  });
});

describe('PUT / DELETE /api/user/blocked/{email}: block and unblock', () => {
  it('blocks a traveller: their sessions end, sign-in is refused with a sentence; unblock lets them in', async () => {
    const gina = await verifiedUser(t.app, mailer, { name: 'Gina Walker', email: 'gina@example.com' });
    const other = await signIn(t.app, { email: 'gina@example.com' });
    expect((await call('GET', '/api/user/gina@example.com', gina)).statusCode).toBe(200);

    const res = await call('PUT', '/api/user/blocked/Gina@Example.com', boss);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ modifiedCount: 1 });
    for (const session of [gina, other]) {
      const refused = await call('GET', '/api/user/gina@example.com', session);
      expect(refused.statusCode).toBe(401);
    }
    const left = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, await userIdOf(t, 'gina@example.com')));
    expect(left).toEqual([]);
    expect(await listed('gina@example.com')).toMatchObject({ blocked: true });

    const signInAgain = await postJson(t.app, '/api/auth/sign-in/email', {
      email: 'gina@example.com',
      password: 'secret-pass',
    });
    expect(signInAgain.statusCode).toBe(403);
    expect(signInAgain.json()).toMatchObject({
      message: userAdminMessages.blocked,
      code: ACCOUNT_BLOCKED_CODE,
    });
    expect(signInAgain.headers['set-cookie']).toBeUndefined();
    // A wrong password says only that: the block is told to no one who could not sign in.
    const wrong = await postJson(t.app, '/api/auth/sign-in/email', {
      email: 'gina@example.com',
      password: 'not-the-password',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).not.toContain('blocked');

    expect((await call('PUT', '/api/user/blocked/gina@example.com', boss)).json()).toEqual({
      modifiedCount: 0,
    });

    const unblocked = await call('DELETE', '/api/user/blocked/gina@example.com', boss);
    expect(unblocked.statusCode).toBe(200);
    expect(unblocked.json()).toEqual({ modifiedCount: 1 });
    const back = await signIn(t.app, { email: 'gina@example.com' });
    expect((await call('GET', '/api/user/gina@example.com', back)).statusCode).toBe(200);
    expect(await listed('gina@example.com')).toMatchObject({ blocked: false });
    expect((await call('DELETE', '/api/user/blocked/gina@example.com', boss)).json()).toEqual({
      modifiedCount: 0,
    });
  });

  it('a session left over from a sign-in racing the block opens nothing', async () => {
    const hank = await verifiedUser(t.app, mailer, { name: 'Hank Walker', email: 'hank@example.com' });
    // As if the sign-in had made its session just after the block ended the others.
    await t.database.db.update(users).set({ blocked: true }).where(eq(users.email, 'hank@example.com'));
    const res = await call('GET', '/api/user/hank@example.com', hank);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: authMessages.signIn });
  });

  it('refuses admins (demote first) and yourself with a sentence (409); 404 for an unknown address', async () => {
    const ivy = await verifiedUser(t.app, mailer, { name: 'Ivy Admin', email: 'ivy@example.com' });
    await call('PUT', '/api/user/admin/ivy@example.com', boss);
    const admin = await call('PUT', '/api/user/blocked/ivy@example.com', boss);
    expect(admin.statusCode).toBe(409);
    expect(admin.json()).toEqual({ message: userAdminMessages.blockAdmin });
    const self = await call('PUT', '/api/user/blocked/boss@example.com', boss);
    expect(self.statusCode).toBe(409);
    expect(self.json()).toEqual({ message: userAdminMessages.blockSelf });
    expect((await call('GET', '/api/user', ivy)).statusCode).toBe(200);
    expect((await call('PUT', '/api/user/blocked/nobody@example.com', boss)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/user/blocked/nobody@example.com', boss)).statusCode).toBe(404);
  });

  it('refuses to make a blocked user an admin (409)', async () => {
    await verifiedUser(t.app, mailer, { name: 'Jack Walker', email: 'jack@example.com' });
    await call('PUT', '/api/user/blocked/jack@example.com', boss);
    const res = await call('PUT', '/api/user/admin/jack@example.com', boss);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: userAdminMessages.promoteBlocked });
    expect((await listed('jack@example.com'))?.role).toBe('user');
  });

  it('a traveller cannot block anyone (403), and nothing changes', async () => {
    const kim = await verifiedUser(t.app, mailer, { name: 'Kim Walker', email: 'kim@example.com' });
    await verifiedUser(t.app, mailer, { name: 'Lou Walker', email: 'lou@example.com' });
    expect((await call('PUT', '/api/user/blocked/lou@example.com', kim)).statusCode).toBe(403);
    expect(await listed('lou@example.com')).toMatchObject({ blocked: false });
  });
});
