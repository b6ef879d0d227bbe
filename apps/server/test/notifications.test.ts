import type { Notification } from '@tgde/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../src/db/schema';
import { verifiedUser } from './support/accounts';
import { bearer, signUp, type SignedIn } from './support/auth-client';
import { RecordingMailer } from './support/recording-mailer';
import { caller } from './support/cast';
import { buildTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let admin: SignedIn;
let traveller: SignedIn;
const mailer = new RecordingMailer();

beforeAll(async () => {
  t = await buildTestApp({
    env: { AUTH_RATE_LIMIT_MAX: '1000', ADMIN_EMAILS: 'boss@example.com,boss2@example.com' },
    deps: { mailer },
  });
  admin = await verifiedUser(t.app, mailer, { name: 'Boss Admin', email: 'boss@example.com' });
  traveller = await verifiedUser(t.app, mailer, { name: 'Tina Traveller', email: 'tina@example.com' });
  await t.database.db.insert(notifications).values([
    { subject: 'First', body: 'Hello', senderEmail: 'a@example.com', unread: false },
    { subject: 'Second', body: 'Hi', senderEmail: 'b@example.com' },
    { subject: 'Third', body: 'Hey', senderEmail: 'c@example.com' },
  ]);
});
afterAll(() => t.close());

const list = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

describe('GET /api/notifications', () => {
  it('lists the contact messages newest first for an admin, with the total', async () => {
    const res = await list('/api/notifications', bearer(admin.token));
    expect(res.statusCode).toBe(200);
    const items = res.json<Notification[]>();
    expect(items.map((n) => n.subject)).toEqual(['Third', 'Second', 'First']);
    expect(items[0]).toEqual({
      _id: expect.any(String),
      subject: 'Third',
      body: 'Hey',
      senderEmail: 'c@example.com',
      unread: true,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(res.headers['x-total-count']).toBe('3');
  });

  it('counts the unread ones for the dashboard badge', async () => {
    const res = await list('/api/notifications?unread=true&limit=1', bearer(admin.token));
    expect(res.json<Notification[]>().length).toBe(1);
    expect(res.headers['x-total-count']).toBe('2');
  });

  it('refuses a bad filter with a sentence', async () => {
    const res = await list('/api/notifications?unread=maybe', bearer(admin.token));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ path: 'unread', message: 'unread must be true or false' }]);
  });

  it('refuses anonymous callers (401), travellers (403) and unverified admins (403)', async () => {
    expect((await list('/api/notifications')).statusCode).toBe(401);
    expect((await list('/api/notifications', bearer('forged-token'))).statusCode).toBe(401);
    expect((await list('/api/notifications', bearer(traveller.token))).statusCode).toBe(403);
    const unverified = await signUp(t.app, { name: 'Not Yet Boss', email: 'boss2@example.com' });
    expect((await list('/api/notifications', bearer(unverified.token))).statusCode).toBe(403);
  });
});

describe('one notification: GET, PATCH {unread: false}, DELETE /api/notification/{id}', () => {
  const call: ReturnType<typeof caller> = (...args) => caller(t.app)(...args);
  const inbox = async (query = '') =>
    (await list(`/api/notifications${query}`, bearer(admin.token))).json<Notification[]>();
  const unreadCount = async () =>
    Number(
      (await list('/api/notifications?unread=true&limit=1', bearer(admin.token))).headers['x-total-count'],
    );
  const idOf = async (subject: string) => (await inbox()).find((n) => n.subject === subject)!._id;

  it('refuses anonymous callers (401), travellers and unverified ones (403) on each call; nothing changes', async () => {
    const id = await idOf('Second');
    const unverified = await signUp(t.app, { name: 'Nora Newbie', email: 'nora@example.com' });
    for (const [method, payload] of [['GET'], ['PATCH', { unread: false }], ['DELETE']] as const) {
      expect((await call(method, `/api/notification/${id}`, undefined, payload)).statusCode).toBe(401);
      for (const who of [traveller, unverified]) {
        const res = await call(method, `/api/notification/${id}`, who, payload);
        expect(res.statusCode).toBe(403);
        expect(res.body).not.toContain('Hi');
      }
    }
    expect((await inbox()).find((n) => n._id === id)?.unread).toBe(true);
  });

  it('answers one message to an admin', async () => {
    const id = await idOf('Second');
    const res = await call('GET', `/api/notification/${id}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      _id: id,
      subject: 'Second',
      body: 'Hi',
      senderEmail: 'b@example.com',
      unread: true,
      createdAt: expect.any(String),
    });
  });

  it('marks a message read: the unread count goes down, and again changes nothing', async () => {
    const id = await idOf('Second');
    const before = await unreadCount();
    const res = await call('PATCH', `/api/notification/${id}`, admin, { unread: false });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ modifiedCount: 1 });
    expect(await unreadCount()).toBe(before - 1);
    expect((await call('GET', `/api/notification/${id}`, admin)).json<Notification>().unread).toBe(false);
    expect((await call('PATCH', `/api/notification/${id}`, admin, { unread: false })).json()).toEqual({
      modifiedCount: 0,
    });
    expect((await inbox('?unread=true')).map((n) => n.subject)).toEqual(['Third']);
  });

  it('refuses a body without a true or false unread', async () => {
    const id = await idOf('Third');
    for (const payload of [{}, { unread: 'no' }, { subject: 'changed' }]) {
      const res = await call('PATCH', `/api/notification/${id}`, admin, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().errors).toEqual([{ path: 'unread', message: 'unread must be true or false' }]);
    }
  });

  it('deletes a message ({deletedCount: 1}); then it is gone', async () => {
    const id = await idOf('First');
    const res = await call('DELETE', `/api/notification/${id}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deletedCount: 1 });
    expect((await inbox()).map((n) => n.subject)).not.toContain('First');
    expect((await call('GET', `/api/notification/${id}`, admin)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/notification/${id}`, admin)).statusCode).toBe(404);
  });

  it('answers 404 with a sentence for unknown and malformed ids', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      for (const [method, payload] of [['GET'], ['PATCH', { unread: false }], ['DELETE']] as const) {
        const res = await call(method, `/api/notification/${id}`, admin, payload);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ message: 'Notification not found.' });
      }
    }
  });

  it('pages newest first', async () => {
    await t.database.db.insert(notifications).values(
      Array.from({ length: 5 }, (_, i) => ({
        subject: `Bulk ${i}`,
        body: 'x',
        senderEmail: 'd@example.com',
      })),
    );
    const all = await inbox('?limit=100');
    const first = await list('/api/notifications?limit=3', bearer(admin.token));
    const second = await list('/api/notifications?limit=3&offset=3', bearer(admin.token));
    expect([...first.json<Notification[]>(), ...second.json<Notification[]>()]).toEqual(all.slice(0, 6));
    expect(first.headers['x-total-count']).toBe(String(all.length));
    expect(all[0]?.subject).toBe('Bulk 4');
  });
});
