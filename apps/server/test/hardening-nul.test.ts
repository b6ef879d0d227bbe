import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NUL_MESSAGE } from '../src/http/refuse-nul';
import { appWithBoss } from './support/accounts';
import { bearer, postJson, type SignedIn } from './support/auth-client';
import { RecordingMailer } from './support/recording-mailer';
import type { TestApp } from './support/test-app';

/*
 * PostgreSQL refuses the NUL character in text. Whatever route it reaches, in the path, the query or
 * the body, the answer is a 400 with a sentence, never a 500: one guard in front of every route.
 */
let t: TestApp;
const mailer = new RecordingMailer();
let boss: SignedIn;

beforeAll(async () => {
  ({ t, boss } = await appWithBoss(mailer));
});
afterAll(() => t.close());

const refusedForNul = (res: { statusCode: number; json: () => unknown }) => {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({ message: NUL_MESSAGE });
};

describe('a NUL character anywhere in a request', () => {
  it('in a path parameter: 400, not 500', async () => {
    refusedForNul(
      await t.app.inject({ method: 'PUT', url: '/api/user/admin/%00', headers: bearer(boss.token) }),
    );
    refusedForNul(await t.app.inject({ method: 'GET', url: '/api/destinationPhoto/%00' }));
    refusedForNul(
      await t.app.inject({ method: 'GET', url: '/api/user/a%00b@example.com', headers: bearer(boss.token) }),
    );
  });

  it('in the query string', async () => {
    refusedForNul(await t.app.inject({ method: 'GET', url: '/api/photos?limit=%00' }));
    refusedForNul(await t.app.inject({ method: 'GET', url: '/api/photos?x%00=1' }));
  });

  it('in a JSON body, at any depth and in keys', async () => {
    const contact = { senderEmail: 'a@example.com', subject: 'Hi\u0000', body: 'Hello' };
    refusedForNul(await postJson(t.app, '/api/email', contact));
    refusedForNul(
      await postJson(t.app, '/api/email', { ...contact, subject: 'Hi', deep: [[{ x: 'y\u0000' }]] }),
    );
    refusedForNul(await postJson(t.app, '/api/email', { ...contact, subject: 'Hi', ['k\u0000']: 1 }));
  });

  it('in the identity calls, whose bodies stay raw bytes', async () => {
    refusedForNul(
      await postJson(t.app, '/api/auth/sign-up/email', {
        name: 'Nul Person',
        email: 'nul\u0000@example.com',
        password: 'secret-pass-1',
      }),
    );
    refusedForNul(
      await postJson(t.app, '/api/auth/sign-in/email', { email: 'boss@example.com', password: 'x\u0000y' }),
    );
  });

  it('a JSON body of 300,000 array items (under the 1 MB limit) is a 400, not a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/email',
      headers: { 'content-type': 'application/json' },
      payload: `[${new Array<string>(300_000).fill('0').join(',')}]`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('message');
  });

  it('leaves ordinary input alone, and the server keeps answering', async () => {
    const ok = await postJson(t.app, '/api/email', {
      senderEmail: 'a@example.com',
      subject: 'Grüße \\u0000 aus München',
      body: 'A backslash and u0000 are just text.',
    });
    expect(ok.statusCode).toBe(201);
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
