import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../src/http/route-table';
import { verifiedUser } from './support/accounts';
import { bearer, ORIGIN, signUp, type SignedIn } from './support/auth-client';
import { RecordingMailer } from './support/recording-mailer';
import { buildTestApp, type TestApp } from './support/test-app';

/*
 * Every /api route, taken from the app's own route table (a new route is fuzzed without anyone
 * adding it to a list), called with hostile path parameters, query strings and bodies, as anonymous,
 * unverified, user and admin. No answer may be a 5xx, every refusal is JSON with a sentence, and the
 * server still answers /api/health at the end.
 *
 * FUZZ_RUNS sets the number of calls (default 400), FUZZ_SEED the seed (fixed, so CI is
 * repeatable). A failure prints the seed and path that replay it: FUZZ_SEED=… FUZZ_PATH=… .
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 400);
const SEED = Number(process.env.FUZZ_SEED ?? 20261122);
const PATH = process.env.FUZZ_PATH;

let t: TestApp;
const mailer = new RecordingMailer();
const callers: Record<string, Record<string, string>> = { anonymous: {} };
let routes: RouteEntry[] = [];

beforeAll(async () => {
  t = await buildTestApp({
    env: {
      ADMIN_EMAILS: 'fuzz-admin@example.com',
      AUTH_RATE_LIMIT_MAX: '100000',
      CONTACT_RATE_LIMIT: '100000',
      UPLOAD_RATE_LIMIT: '100000',
    },
    deps: { mailer },
  });
  const user: SignedIn = await verifiedUser(t.app, mailer, {
    name: 'Fuzz User',
    email: 'fuzz-user@example.com',
  });
  const admin: SignedIn = await verifiedUser(t.app, mailer, {
    name: 'Fuzz Admin',
    email: 'fuzz-admin@example.com',
  });
  const unverified = await signUp(t.app, { name: 'Fuzz Newbie', email: 'fuzz-newbie@example.com' });
  callers.user = bearer(user.token);
  callers.admin = bearer(admin.token);
  callers.unverified = bearer(unverified.token);
  routes = t.app.routeTable.filter((r) => r.url.startsWith('/api'));
});
afterAll(() => t.close());

// --- What a hostile client sends ------------------------------------------------------------------

const nasty = fc.constantFrom(
  '',
  ' ',
  '__proto__',
  'constructor',
  'prototype',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e309',
  '9007199254740993',
  'true',
  '[]',
  '{}',
  '\u0000',
  'a\u0000b',
  '%00',
  '%',
  '%zz',
  '../../etc/passwd',
  "' or 1=1 --",
  '<script>alert(1)</script>',
  'Ä',
  'ß',
  '😀',
  '\uD800',
  '\u202E',
  'x'.repeat(5000),
  '2026-02-30',
  '1900-01-01',
  '9999-12-31',
  '00000000-0000-0000-0000-000000000000',
  'pi_123_secret_456',
  'admin@example.com',
  '4242 4242 4242 4242',
);

const text = fc.oneof(
  nasty,
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.uuid(),
  fc.emailAddress(),
  fc.integer().map(String),
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
);

const number = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -0, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 2.5, 0.001),
);

const FIELD_NAMES = [
  'bookingId',
  'bookingName',
  'date',
  'cost',
  'phone',
  'userEmail',
  'userName',
  'paid',
  'transactionId',
  'clientSecret',
  'card',
  'number',
  'expiry',
  'cvc',
  'comment',
  'rating',
  'destinationId',
  'destinationName',
  'description',
  'img',
  'image',
  'place',
  'unread',
  'senderEmail',
  'subject',
  'body',
  'email',
  'name',
  'password',
  'role',
  'gender',
  'dob',
  'token',
  'limit',
  'offset',
  'q',
  'from',
  'to',
  'user',
];
const fieldName = fc.oneof(fc.constantFrom(...FIELD_NAMES), fc.string({ maxLength: 12 }));

const value: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    text,
    number,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fieldName, tie('value'), { maxKeys: 5 }),
  ),
})).value;

/** A JSON body: an object of likely and unlikely fields, any JSON value, or raw text. */
const body = fc.oneof(
  fc.constant<string | undefined>(undefined),
  fc.dictionary(fieldName, value, { maxKeys: 8 }).map((o) => JSON.stringify(o)),
  value.map((v) => JSON.stringify(v) ?? 'null'),
  fc.constantFrom(
    '{"__proto__":{"role":"admin"},"role":"admin"}',
    '{"constructor":{"prototype":{"admin":true}}}',
    `${'['.repeat(3000)}${']'.repeat(3000)}`,
    '{"a":',
    'not json',
    '',
    '{"date":"\\u0000"}',
    `{"comment":"${'y'.repeat(200_000)}"}`,
  ),
);

const query = fc.dictionary(fieldName, text, { maxKeys: 4 });

interface Call {
  route: RouteEntry;
  caller: string;
  params: string[];
  query: Record<string, string>;
  body: string | undefined;
}

const call = fc.record({
  routeIndex: fc.nat(),
  caller: fc.constantFrom('anonymous', 'unverified', 'user', 'admin'),
  params: fc.array(text, { minLength: 4, maxLength: 4 }),
  query,
  body,
});

/**
 * URL-encodes any string. A lone surrogate has no UTF-8 form, so it is sent as the bytes a careless
 * client would send for it (ED A0 80), which are not valid UTF-8 either.
 */
function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return `${encodeURIComponent(value.replace(/[\uD800-\uDFFF]/g, ''))}%ED%A0%80`;
  }
}

/** The route's path with each `:param` (and a trailing `*`) filled in, URL-encoded. */
function pathOf(route: RouteEntry, params: string[]): string {
  let i = 0;
  const next = () => encode(params[i++ % params.length] ?? '');
  return route.url.replace(/:[A-Za-z]+/g, next).replace(/\*$/, () => next());
}

function urlOf(c: Call): string {
  const search = Object.entries(c.query)
    .map(([key, v]) => `${encode(key)}=${encode(v)}`)
    .join('&');
  return `${pathOf(c.route, c.params)}${search ? `?${search}` : ''}`;
}

function describeCall(c: Call): string {
  return `${c.caller} ${c.route.method} ${urlOf(c)} body=${(c.body ?? '(none)').slice(0, 300)}`;
}

async function send(c: Call): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { ...callers[c.caller], origin: ORIGIN };
  if (c.body !== undefined) headers['content-type'] = 'application/json';
  return t.app.inject({
    method: c.route.method as 'GET',
    url: urlOf(c),
    headers,
    ...(c.body !== undefined ? { payload: c.body } : {}),
  });
}

describe('fuzzing every /api route', () => {
  it('finds the routes in the route table', () => {
    expect(routes.length).toBeGreaterThan(20);
    expect(routes.some((r) => r.url === '/api/destination' && r.method === 'GET')).toBe(true);
  });

  it('never answers 5xx, and refuses with JSON {message}', { timeout: 600_000 }, async () => {
    // Signing out would end the fuzzing callers' sessions; the identity calls are fuzzed anonymously.
    const usable = (c: Call) => !(c.route.url.startsWith('/api/auth') && c.caller !== 'anonymous');
    const property = fc.asyncProperty(call, async (generated) => {
      const c: Call = { ...generated, route: routes[generated.routeIndex % routes.length]! };
      fc.pre(usable(c));
      const res = await send(c);
      if (res.statusCode >= 500) throw new Error(`${res.statusCode} for ${describeCall(c)}\n${res.body}`);
      if (res.statusCode >= 400 && c.route.method !== 'HEAD') {
        const type = String(res.headers['content-type'] ?? '');
        let message: unknown;
        try {
          message = (JSON.parse(res.body) as { message?: unknown }).message;
        } catch {
          message = undefined;
        }
        if (!type.includes('application/json') || typeof message !== 'string' || !message) {
          throw new Error(`${res.statusCode} without a JSON message for ${describeCall(c)}\n${res.body}`);
        }
      }
    });
    try {
      await fc.assert(property, { numRuns: RUNS, seed: SEED, ...(PATH ? { path: PATH } : {}) });
    } catch (error) {
      // fast-check reports the shrunk counterexample; its cause is our own sentence about the call.
      const cause = error instanceof Error && error.cause instanceof Error ? `\n${error.cause.message}` : '';
      const details = (error instanceof Error ? error.message : String(error)) + cause;
      const replay = /seed: (-?\d+), path: "([^"]*)"/.exec(details);
      throw new Error(
        `${details}\n\nReplay: FUZZ_SEED=${replay?.[1] ?? SEED} FUZZ_PATH=${replay?.[2] ?? ''} npx vitest run apps/server/test/fuzz-api.test.ts`,
      );
    }
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });
});
