import { messages } from '@tgde/contracts';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../src/db/schema';
import { buildTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { CONTACT_RATE_LIMIT: '1000' } });
});
afterAll(() => t.close());

const good = {
  senderEmail: 'ada@example.travel',
  subject: 'Hello',
  body: 'Is Berlin nice in May?',
  unread: true,
};

function post(payload: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/email',
    headers: { 'content-type': 'application/json', ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
}

describe('POST /api/email', () => {
  it('stores the message as an unread notification and answers insertedId', async () => {
    const res = await post(good);
    expect(res.statusCode).toBe(201);
    const { insertedId } = res.json<{ insertedId: string }>();
    expect(insertedId).toMatch(/^[0-9a-f-]{36}$/);
    const rows = await t.database.db.select().from(notifications).orderBy(asc(notifications.seq));
    const row = rows.find((r) => r.id === insertedId);
    expect(row).toMatchObject({
      subject: 'Hello',
      body: 'Is Berlin nice in May?',
      senderEmail: 'ada@example.travel',
      unread: true,
    });
  });

  it('refuses a new message that claims to be read already', async () => {
    const res = await post({ ...good, unread: false });
    expect(res.statusCode).toBe(400);
  });

  it('accepts addresses with any top-level domain', async () => {
    for (const senderEmail of ['a@b.info', 'x.y+z@mail.example.museum', 'o@sub.domain.de']) {
      expect((await post({ ...good, senderEmail })).statusCode, senderEmail).toBe(201);
    }
  });

  it.each([
    ['no e-mail', { ...good, senderEmail: '' }, 'senderEmail', messages.emailRequired],
    ['a missing e-mail', { subject: 'a', body: 'b' }, 'senderEmail', messages.emailRequired],
    ['a bad e-mail', { ...good, senderEmail: 'not-an-address' }, 'senderEmail', messages.emailInvalid],
    ['an e-mail without a domain', { ...good, senderEmail: 'a@b' }, 'senderEmail', messages.emailInvalid],
    ['no subject', { ...good, subject: '' }, 'subject', messages.subjectRequired],
    ['a blank subject', { ...good, subject: '   ' }, 'subject', messages.subjectRequired],
    ['no message', { ...good, body: '' }, 'body', messages.messageRequired],
    ['a message that is not text', { ...good, body: 42 }, 'body', messages.messageRequired],
  ])('refuses %s with its message', async (_what, payload, path, message) => {
    const res = await post(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ path, message });
  });

  it('refuses an over-long message', async () => {
    const res = await post({ ...good, body: 'x'.repeat(5001) });
    expect(res.statusCode).toBe(400);
  });

  it.each([
    ['broken JSON', '{"senderEmail":'],
    ['no body', ''],
    ['a JSON array', '[]'],
    ['a JSON string', '"hello"'],
  ])('answers %s with a 4xx and a sentence, never a 5xx', async (_what, payload) => {
    const res = await post(payload);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(typeof res.json().message).toBe('string');
  });

  it('refuses a body that is too large', async () => {
    const res = await post({ ...good, body: 'x'.repeat(2 * 1024 * 1024) });
    expect(res.statusCode).toBe(413);
  });
});

describe('POST /api/email rate limit', () => {
  it('answers 429 after five messages a minute from one address', async () => {
    const limited = await buildTestApp();
    try {
      const codes: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/email',
          payload: good,
          remoteAddress: '203.0.113.7',
        });
        codes.push(res.statusCode);
      }
      expect(codes).toEqual([201, 201, 201, 201, 201, 429]);
      const other = await limited.app.inject({
        method: 'POST',
        url: '/api/email',
        payload: good,
        remoteAddress: '203.0.113.8',
      });
      expect(other.statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });

  it('ignores X-Forwarded-For unless it comes from the configured proxy', async () => {
    const limited = await buildTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
    try {
      const send = (remoteAddress: string, forwardedFor: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/email',
          payload: good,
          remoteAddress,
          headers: { 'x-forwarded-for': forwardedFor },
        });
      // Through the trusted proxy, each forwarded client has its own allowance.
      for (let i = 0; i < 6; i += 1)
        expect((await send('127.0.0.1', `198.51.100.${i}`)).statusCode).toBe(201);
      // From anywhere else, a forged header does not buy more messages.
      const codes: number[] = [];
      for (let i = 0; i < 6; i += 1) codes.push((await send('192.0.2.9', `198.51.100.${50 + i}`)).statusCode);
      expect(codes.at(-1)).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
