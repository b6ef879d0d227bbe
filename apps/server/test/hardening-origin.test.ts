import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CROSS_SITE_MESSAGE } from '../src/http/same-origin';
import { verifiedUser } from './support/accounts';
import { bearer, ORIGIN, type SignedIn } from './support/auth-client';
import { multipart, png } from './support/images';
import { RecordingMailer } from './support/recording-mailer';
import { buildTestApp, type TestApp } from './support/test-app';

/*
 * The browser sends our session cookie with requests made by any page, including pages of another
 * origin on the same site. Changes that rely on the cookie alone are accepted only from our own
 * origin (PUBLIC_URL); bearer-token calls and reads are unaffected.
 */
let t: TestApp;
const mailer = new RecordingMailer();
let ann: SignedIn;

beforeAll(async () => {
  t = await buildTestApp({ env: { AUTH_RATE_LIMIT_MAX: '1000' }, deps: { mailer } });
  ann = await verifiedUser(t.app, mailer, { name: 'Ann Walker', email: 'ann@example.com' });
});
afterAll(() => t.close());

const EVIL = 'http://evil.localhost:3000';
const profile = { phone: '+49 30 1234567' };

function putProfile(headers: Record<string, string>) {
  return t.app.inject({
    method: 'PUT',
    url: '/api/user/ann@example.com',
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(profile),
  });
}

const refused = (res: { statusCode: number; json: () => unknown }) => {
  expect(res.statusCode).toBe(403);
  expect(res.json()).toEqual({ message: CROSS_SITE_MESSAGE });
};

describe('changes made with the session cookie', () => {
  it('are refused from another origin, even on the same site', async () => {
    refused(await putProfile({ cookie: ann.cookie, origin: EVIL }));
    refused(await putProfile({ cookie: ann.cookie, origin: 'http://localhost:5173' }));
    refused(await putProfile({ cookie: ann.cookie, origin: 'null' }));
  });

  it('are refused without Origin unless Sec-Fetch-Site says same-origin', async () => {
    refused(await putProfile({ cookie: ann.cookie }));
    refused(await putProfile({ cookie: ann.cookie, 'sec-fetch-site': 'same-site' }));
    refused(await putProfile({ cookie: ann.cookie, 'sec-fetch-site': 'cross-site' }));
    expect((await putProfile({ cookie: ann.cookie, 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
  });

  it('refuse an image upload from another origin before reading it', async () => {
    const body = multipart('image', await png(64, 64), 'p.png', 'image/png');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/images',
      headers: { ...body.headers, cookie: ann.cookie, origin: EVIL },
      payload: body.payload,
    });
    refused(res);
  });

  it('are refused from another origin beside an Authorization header that signs nobody in', async () => {
    // With these the cookie still signs the call in (better-auth reads it when the header fails),
    // so the header must not switch the check off.
    for (const authorization of [
      'Basic YW5uOnNlY3JldA==',
      'Bearer forged-token.forged-signature',
      'Bearer no-such-session',
      'Bearer',
      'garbage',
    ]) {
      refused(await putProfile({ cookie: ann.cookie, authorization, origin: EVIL }));
    }
    expect(
      (await putProfile({ cookie: ann.cookie, authorization: 'garbage', origin: ORIGIN })).statusCode,
    ).toBe(200);
  });

  it('are accepted from our own origin', async () => {
    const res = await putProfile({ cookie: ann.cookie, origin: ORIGIN });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ modifiedCount: 1 });
  });
});

describe('what the check leaves alone', () => {
  it('bearer-token calls, whatever their origin (no other page can send our Authorization header)', async () => {
    expect((await putProfile({ ...bearer(ann.token), origin: EVIL })).statusCode).toBe(200);
    // The bearer token signs the call in, whatever cookie comes with it.
    expect((await putProfile({ ...bearer(ann.token), cookie: ann.cookie, origin: EVIL })).statusCode).toBe(
      200,
    );
  });

  it('reads with the cookie from anywhere', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/user/ann@example.com',
      headers: { cookie: ann.cookie, origin: EVIL },
    });
    expect(res.statusCode).toBe(200);
  });

  it('calls without a session cookie (they act as nobody)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/email',
      headers: { 'content-type': 'application/json', origin: EVIL },
      payload: JSON.stringify({ senderEmail: 'v@example.com', subject: 'Hi', body: 'Hello' }),
    });
    expect(res.statusCode).toBe(201);
  });

  it('the identity calls, which better-auth checks against the trusted origins itself', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { 'content-type': 'application/json', cookie: ann.cookie, origin: EVIL },
      payload: '{}',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).not.toEqual({ message: CROSS_SITE_MESSAGE });
  });
});
