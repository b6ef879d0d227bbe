import { messages, userMessages, type UserListItem, type UserProfile } from '@tgde/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '../src/auth/guards';
import { users as usersTable } from '../src/db/schema';
import { travellers } from './support/accounts';
import { anonymous, as, bearer, signUp, type SignedIn } from './support/auth-client';
import { RecordingMailer } from './support/recording-mailer';
import { webp } from './support/images';
import { buildTestApp, type TestApp } from './support/test-app';

let t: TestApp;
const mailer = new RecordingMailer();
let ann: SignedIn;
let bob: SignedIn;
let boss: SignedIn; // an admin (ADMIN_EMAILS)
let newbie: SignedIn;

beforeAll(async () => {
  t = await buildTestApp({
    env: { ADMIN_EMAILS: 'boss@example.com, squatter@example.com', AUTH_RATE_LIMIT_MAX: '1000' },
    deps: { mailer },
  });
  ({ ann, bob, boss, newbie } = await travellers(t.app, mailer));
});
afterAll(() => t.close());

type Headers = Record<string, string>;

const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });
const put = (url: string, headers: Headers, payload?: unknown) =>
  t.app.inject({
    method: 'PUT',
    url,
    // As the web app's api client: a content type only when there is a body.
    ...(payload === undefined
      ? { headers }
      : { headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify(payload) }),
  });

const profile = async (email: string) => (await get(`/api/user/${email}`, as(boss))).json<UserProfile>();

const goodProfile = { gender: 'female', phone: '+49 30 1234567', dob: '1990-05-17' };

describe('PUT /api/user/{email} with {name, email}: the bearer token', () => {
  it('401 without a session', async () => {
    const res = await put('/api/user/ann@example.com', anonymous, { name: 'Ann', email: 'ann@example.com' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: authMessages.signIn });
  });

  it("403 for someone else's address, in the path or in the body", async () => {
    const other = await put('/api/user/bob@example.com', as(ann), { name: 'Bob', email: 'bob@example.com' });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ message: expect.any(String) });
    expect(other.body).not.toContain(bob.token);
    const mixed = await put('/api/user/ann@example.com', as(ann), { name: 'Ann', email: 'bob@example.com' });
    expect(mixed.statusCode).toBe(403);
  });

  it('answers the token before the address is verified (the web app asks right after sign-up)', async () => {
    const res = await put('/api/user/NEWBIE@example.com', as(newbie), {
      name: 'New Comer',
      email: 'newbie@example.com',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ token: newbie.token, user: { emailVerified: false } });
  });
});

describe('PUT /api/user/{email} with profile fields', () => {
  it('401 without a session, 403 for another user', async () => {
    expect((await put('/api/user/ann@example.com', anonymous, goodProfile)).statusCode).toBe(401);
    const res = await put('/api/user/ann@example.com', as(bob), goodProfile);
    expect(res.statusCode).toBe(403);
    expect((await profile('ann@example.com')).phone).toBeNull();
  });

  it('403 even for an admin: a profile is changed by its owner only', async () => {
    expect((await put('/api/user/ann@example.com', as(boss), goodProfile)).statusCode).toBe(403);
  });

  it('updates your own profile and answers modifiedCount 1', async () => {
    // A picture stored by POST /api/images (only those may be linked to a profile).
    await t.media.put('abc123.webp', await webp());
    const res = await put('/api/user/Ann@Example.com', as(ann), {
      ...goodProfile,
      image: '/media/abc123.webp',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ modifiedCount: 1 });
    expect(await profile('ann@example.com')).toMatchObject({
      name: 'Ann Walker',
      email: 'ann@example.com',
      role: 'user',
      gender: 'female',
      phone: '+49 30 1234567',
      dob: '1990-05-17',
      image: '/media/abc123.webp',
      emailVerified: true,
    });
  });

  it('keeps fields that are left out', async () => {
    const res = await put('/api/user/ann@example.com', as(ann), { phone: '0049301234599' });
    expect(res.json()).toEqual({ modifiedCount: 1 });
    expect(await profile('ann@example.com')).toMatchObject({
      phone: '0049301234599',
      gender: 'female',
      dob: '1990-05-17',
    });
  });

  it('a body with role (or other fields) changes nothing but the profile', async () => {
    const res = await put('/api/user/bob@example.com', as(bob), {
      ...goodProfile,
      role: 'admin',
      emailVerified: false,
      name: 'Renamed',
      _id: 'someone-else',
    });
    expect(res.statusCode).toBe(200);
    const after = await profile('bob@example.com');
    expect(after).toMatchObject({
      role: 'user',
      emailVerified: true,
      name: 'Bob Rover',
      phone: goodProfile.phone,
    });
    expect((await get('/api/admin/bob@example.com', as(bob))).json()).toEqual({ admin: false });

    const roleOnly = await put('/api/user/bob@example.com', as(bob), { role: 'admin' });
    expect(roleOnly.statusCode).toBe(400);
    expect((await profile('bob@example.com')).role).toBe('user');
  });

  it("refuses invalid fields with the profile form's messages", async () => {
    const cases: [unknown, string, string][] = [
      [{ gender: 'male' }, 'phone', messages.phoneRequired],
      [{ phone: '' }, 'phone', messages.phoneRequired],
      [{ phone: '0301234' }, 'phone', messages.phoneShort],
      [{ phone: '+49 301 234 567 890' }, 'phone', messages.phoneLong],
      [{ phone: 'call me maybe' }, 'phone', messages.phoneLong],
      [{ phone: '01701234567', dob: '2999-01-01' }, 'dob', userMessages.dobFuture],
      [{ phone: '01701234567', dob: '1990-02-30' }, 'dob', userMessages.dobInvalid],
      [{ phone: '01701234567', gender: 'robot' }, 'gender', userMessages.genderInvalid],
      [
        { phone: '01701234567', image: 'javascript:alert(1)' },
        'image',
        'Upload the image first, then save it',
      ],
      [
        { phone: '01701234567', image: 'https://tracker.example/p.png' },
        'image',
        'Upload the image first, then save it',
      ],
      [
        { phone: '01701234567', image: '/media/neverUploaded1.webp' },
        'image',
        'That image was not uploaded here: upload it again',
      ],
    ];
    for (const [body, path, message] of cases) {
      const res = await put('/api/user/ann@example.com', as(ann), body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json<{ errors: unknown[] }>().errors).toContainEqual({ path, message });
    }
    const notObject = await put('/api/user/ann@example.com', as(ann), [1, 2]);
    expect(notObject.statusCode).toBe(400);
  });

  it('accepts a birthday of today', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const res = await put('/api/user/ann@example.com', as(ann), { phone: '01701234567', dob: today });
    expect(res.statusCode).toBe(200);
  });

  it('refuses an unverified password account with 403 and says why', async () => {
    const res = await put('/api/user/newbie@example.com', as(newbie), goodProfile);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: authMessages.verify });
  });
});

describe('GET /api/user/{email}', () => {
  it('401 without a token or with a bad one', async () => {
    expect((await get('/api/user/ann@example.com', anonymous)).statusCode).toBe(401);
    expect((await get('/api/user/ann@example.com', bearer('nonsense'))).statusCode).toBe(401);
  });

  it('403 for another user', async () => {
    const res = await get('/api/user/ann@example.com', as(bob));
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain('Ann Walker');
    // An unknown address looks the same to a non-admin: nothing to learn about who is registered.
    expect((await get('/api/user/nobody@example.com', as(bob))).statusCode).toBe(403);
  });

  it('your own profile, even before verification, with the address in any case', async () => {
    const res = await get('/api/user/NewBie@Example.COM', as(newbie));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      _id: expect.any(String),
      name: 'New Comer',
      email: 'newbie@example.com',
      role: 'user',
      image: null,
      dob: null,
      gender: null,
      phone: null,
      emailVerified: false,
    });
  });

  it("an admin sees anyone's profile, and 404 for an unknown user", async () => {
    expect((await get('/api/user/bob@example.com', as(boss))).json()).toMatchObject({
      email: 'bob@example.com',
    });
    const missing = await get('/api/user/nobody@example.com', as(boss));
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: expect.any(String) });
  });
});

describe('GET /api/admin/{email}', () => {
  it('401 anonymous, 403 for another user', async () => {
    expect((await get('/api/admin/ann@example.com', anonymous)).statusCode).toBe(401);
    expect((await get('/api/admin/boss@example.com', as(ann))).statusCode).toBe(403);
  });

  it('answers {admin} for yourself, or for anyone when asked by an admin', async () => {
    expect((await get('/api/admin/ann@example.com', as(ann))).json()).toEqual({ admin: false });
    expect((await get('/api/admin/BOSS@example.com', as(boss))).json()).toEqual({ admin: true });
    expect((await get('/api/admin/ann@example.com', as(boss))).json()).toEqual({ admin: false });
    expect((await get('/api/admin/nobody@example.com', as(boss))).statusCode).toBe(404);
  });
});

describe('GET /api/user (admin)', () => {
  it('401 anonymous, 403 for a non-admin', async () => {
    expect((await get('/api/user', anonymous)).statusCode).toBe(401);
    const res = await get('/api/user', as(ann));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: authMessages.admin });
  });

  it('lists every user for an admin, with the total in X-Total-Count', async () => {
    const res = await get('/api/user', as(boss));
    expect(res.statusCode).toBe(200);
    const list = res.json<UserProfile[]>();
    expect(list.map((u) => u.email)).toEqual(
      expect.arrayContaining([
        'ann@example.com',
        'bob@example.com',
        'boss@example.com',
        'newbie@example.com',
      ]),
    );
    expect(Number(res.headers['x-total-count'])).toBe(list.length);
    expect(list.find((u) => u.email === 'boss@example.com')?.role).toBe('admin');
    const page = await get('/api/user?limit=1&offset=1', as(boss));
    expect(page.json<UserProfile[]>()).toHaveLength(1);
  });
});

describe('PUT /api/user/admin/{email} (admin)', () => {
  it('401 anonymous, 403 for a non-admin (nothing changes)', async () => {
    expect((await put('/api/user/admin/ann@example.com', anonymous)).statusCode).toBe(401);
    const res = await put('/api/user/admin/ann@example.com', as(ann));
    expect(res.statusCode).toBe(403);
    expect((await profile('ann@example.com')).role).toBe('user');
  });

  it('promotes a user (modifiedCount 1), then 0 when already an admin, 404 for an unknown user', async () => {
    const res = await put('/api/user/admin/Bob@Example.com', as(boss));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ modifiedCount: 1 });
    expect((await get('/api/admin/bob@example.com', as(bob))).json()).toEqual({ admin: true });
    // The new role counts at once, on Bob's existing session.
    expect((await get('/api/user', as(bob))).statusCode).toBe(200);

    expect((await put('/api/user/admin/bob@example.com', as(boss))).json()).toEqual({ modifiedCount: 0 });
    expect((await put('/api/user/admin/nobody@example.com', as(boss))).statusCode).toBe(404);
  });

  it('an admin role on an unverified address does not count (address squatting)', async () => {
    // squatter@example.com is on ADMIN_EMAILS, but whoever signed up has not proven they own it.
    const squatter = await signUp(t.app, { name: 'Not The Owner', email: 'squatter@example.com' });
    expect((await profile('squatter@example.com')).role).toBe('admin');
    expect((await get('/api/admin/squatter@example.com', as(squatter))).json()).toEqual({ admin: false });
    const res = await get('/api/user', as(squatter));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: authMessages.verify });
    expect((await put('/api/user/admin/ann@example.com', as(squatter))).statusCode).toBe(403);
  });
});

describe('GET /api/user?q= and paging (admin)', () => {
  const emails = (res: { json: <T>() => T }) => res.json<UserProfile[]>().map((u) => u.email);

  it('finds users by part of the name or the address, in any case, with the count of matches', async () => {
    const byName = await get('/api/user?q=WALK', as(boss));
    expect(emails(byName)).toEqual(['ann@example.com']);
    expect(byName.headers['x-total-count']).toBe('1');
    const byAddress = await get(`/api/user?q=${encodeURIComponent('Bob@Ex')}`, as(boss));
    expect(emails(byAddress)).toEqual(['bob@example.com']);
    const none = await get('/api/user?q=nobody-here', as(boss));
    expect(none.json()).toEqual([]);
    expect(none.headers['x-total-count']).toBe('0');
  });

  it('matches % and _ as themselves, and a blank search lists everyone', async () => {
    expect((await get('/api/user?q=%25', as(boss))).json()).toEqual([]);
    expect((await get('/api/user?q=_', as(boss))).json()).toEqual([]);
    const all = await get('/api/user', as(boss));
    const blank = await get('/api/user?q=%20%20', as(boss));
    expect(blank.json()).toEqual(all.json());
    expect(blank.headers['x-total-count']).toBe(all.headers['x-total-count']);
  });

  it('refuses a search for anyone but an admin, and bad paging with a sentence', async () => {
    expect((await get('/api/user?q=ann', anonymous)).statusCode).toBe(401);
    expect((await get('/api/user?q=ann', as(ann))).statusCode).toBe(403);
    expect((await get('/api/user?q=ann', as(newbie))).statusCode).toBe(403);
    const bad = await get('/api/user?limit=0', as(boss));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ path: 'limit', message: 'limit must be at least 1' }]);
    const long = await get(`/api/user?q=${'a'.repeat(201)}`, as(boss));
    expect(long.statusCode).toBe(400);
  });

  it('with 10,000 users: pages in a stable order, search narrows the count', async () => {
    const start = new Date('2020-01-01T00:00:00Z').getTime();
    const rows = Array.from({ length: 10_000 }, (_, i) => ({
      id: `bulk-${i}`,
      name: `Traveller ${String(i).padStart(5, '0')}`,
      email: `traveller${i}@bulk.example`,
      emailVerified: true,
      createdAt: new Date(start + i * 1000),
    }));
    for (let i = 0; i < rows.length; i += 1000) {
      await t.database.db.insert(usersTable).values(rows.slice(i, i + 1000));
    }
    const page = await get('/api/user?limit=50&offset=9000', as(boss));
    const search = await get('/api/user?q=traveller9999@', as(boss));
    expect(page.statusCode).toBe(200);
    expect(page.json<UserProfile[]>()).toHaveLength(50);
    expect(Number(page.headers['x-total-count'])).toBeGreaterThan(10_000);
    expect(page.json<UserListItem[]>()[0]).toMatchObject({
      email: 'traveller9000@bulk.example',
      createdAt: new Date(start + 9000 * 1000).toISOString(),
    });
    expect(emails(search)).toEqual(['traveller9999@bulk.example']);
    expect(search.headers['x-total-count']).toBe('1');
  });
});
