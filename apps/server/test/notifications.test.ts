import type { Notification } from '@tgde/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../src/db/schema';
import { verifiedUser } from './support/accounts';
import { bearer, signUp, type SignedIn } from './support/auth-client';
import { RecordingMailer } from './support/recording-mailer';
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
