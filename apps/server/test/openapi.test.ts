import { Validator } from '@seriousme/openapi-schema-validator';
import { addDays, firstBookableDate } from '@tgde/contracts';
import Ajv2020 from 'ajv/dist/2020';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenApiDocument } from '../src/features/api-docs/document';
import { strayRefunds } from '../src/db/schema';
import { verifiedUser } from './support/accounts';
import { bearer, postJson, requestJson, signUp, type SignedIn } from './support/auth-client';
import { multipart, png } from './support/images';
import { RecordingMailer } from './support/recording-mailer';
import { buildTestApp, type TestApp } from './support/test-app';

/*
 * The OpenAPI document against the app itself: it must be valid OpenAPI 3.1, name exactly the
 * routes the app registers, and each answer it documents must match a real answer of that status.
 */

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
const METHODS: Method[] = ['get', 'post', 'put', 'patch', 'delete'];

let t: TestApp;
let doc: OpenApiDocument;
const mailer = new RecordingMailer();
let ann: SignedIn; // verified traveller
let boss: SignedIn; // verified admin
let newbie: SignedIn; // signed up, not verified

const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });

/** `/api/booking/:id` → `/api/booking/{id}`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

function documentedOperations(): { method: Method; path: string; onlyWith?: string }[] {
  return Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => {
      const onlyWith = (item[method] as Record<string, unknown>)['x-only-with'];
      return { method, path, ...(typeof onlyWith === 'string' ? { onlyWith } : {}) };
    }),
  );
}

/** Operations whose documented success answer was checked against a real one. */
const checked = new Set<string>();

/** POSTs `body` to `path` and checks the answer against the document (expectDocumented). */
async function postDocumented(path: string, body: unknown): Promise<LightMyRequestResponse> {
  const res = await postJson(t.app, path, body);
  expectDocumented('post', path, res);
  return res;
}

/**
 * Checks a real answer against the document: its status must be documented for that operation, its
 * JSON body must match the schema of that status, and the documented headers must be there.
 */
function expectDocumented(method: Method, path: string, res: LightMyRequestResponse): void {
  const operation = doc.paths?.[path]?.[method];
  expect(operation, `${method.toUpperCase()} ${path} is documented`).toBeDefined();
  const answer = operation?.responses?.[String(res.statusCode)] as
    | { content?: Record<string, { schema?: unknown }>; headers?: Record<string, { required?: boolean }> }
    | undefined;
  expect(
    answer,
    `${method.toUpperCase()} ${path} documents status ${res.statusCode}: ${res.body}`,
  ).toBeDefined();
  const mediaType = String(res.headers['content-type'] ?? '').split(';')[0] ?? '';
  const media = answer?.content?.[mediaType];
  expect(media, `${method.toUpperCase()} ${path} ${res.statusCode} documents ${mediaType}`).toBeDefined();
  if (mediaType === 'application/json') {
    const validate = ajv.compile({ ...(media?.schema as object), components: doc.components });
    const body: unknown = res.json();
    expect(
      validate(body),
      `${method.toUpperCase()} ${path} ${res.statusCode}: ${ajv.errorsText(validate.errors)} in ${res.body.slice(0, 300)}`,
    ).toBe(true);
  }
  for (const [name, header] of Object.entries(answer?.headers ?? {})) {
    if (header.required) expect(res.headers[name.toLowerCase()], `header ${name}`).toBeDefined();
  }
  if (res.statusCode < 300) checked.add(`${method} ${path}`);
}

const as = (who: SignedIn) => bearer(who.token);

// Each test makes the records it reads or changes: none depends on what another left behind.
let made = 0;
/** A trip date no other booking of this file uses (one plan per traveller per day). */
const freshDate = () => addDays(firstBookableDate(), ++made);

/** Uploads an image as the admin, checking the answer against the document. */
async function uploadImage(): Promise<string> {
  const upload = multipart('image', await png(), 'a.png', 'image/png');
  const uploaded = await t.app.inject({
    method: 'POST',
    url: '/api/images',
    headers: { ...as(boss), ...upload.headers, origin: 'http://localhost:3000' },
    payload: upload.payload,
  });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  expectDocumented('post', '/api/images', uploaded);
  return uploaded.json<{ data: { url: string } }>().data.url;
}

/** A new destination on offer, added by the admin; answers its id and name. */
async function newDestination(): Promise<{ id: string; name: string }> {
  const name = `Heidelberg ${++made}`;
  const created = await requestJson(t.app, 'POST', '/api/destination', as(boss), {
    destinationName: name,
    description: 'A castle above the Neckar.',
    cost: 420,
    img: await uploadImage(),
  });
  expect(created.statusCode, created.body).toBe(201);
  expectDocumented('post', '/api/destination', created);
  return { id: created.json<{ insertedId: string }>().insertedId, name };
}

/** A new booking of Ann's, on a day of its own; answers its id. */
async function newBooking(destinationId: string): Promise<string> {
  const booked = await requestJson(t.app, 'POST', '/api/bookedDestination', as(ann), {
    bookingId: destinationId,
    date: freshDate(),
    phone: '+49 30 1234567',
  });
  expect(booked.statusCode, booked.body).toBe(201);
  expectDocumented('post', '/api/bookedDestination', booked);
  return booked.json<{ insertedId: string }>().insertedId;
}

/** A new booking of Ann's, paid in test mode and then cancelled: it has a receipt and a credit note. */
async function newCancelledBooking(destinationId: string): Promise<string> {
  const bookingId = await newBooking(destinationId);
  const intent = await requestJson(t.app, 'POST', '/api/create-payment-intent', as(ann), { bookingId });
  const confirmed = await requestJson(t.app, 'POST', '/api/test-payments/confirm', as(ann), {
    clientSecret: intent.json<{ clientSecret: string }>().clientSecret,
    card: { number: '4242424242424242', expiry: '12/40', cvc: '123' },
  });
  const { id } = confirmed.json<{ paymentIntent: { id: string } }>().paymentIntent;
  const paid = await requestJson(t.app, 'PATCH', `/api/booking/${bookingId}`, as(ann), { transactionId: id });
  expect(paid.statusCode, paid.body).toBe(200);
  const cancelled = await requestJson(t.app, 'POST', `/api/booking/${bookingId}/cancel`, as(ann));
  expect(cancelled.statusCode, cancelled.body).toBe(200);
  return bookingId;
}

/** A new message through the contact form; answers its id. */
async function newMessage(): Promise<string> {
  const message = await postJson(t.app, '/api/email', {
    senderEmail: 'visitor@example.com',
    subject: 'Hello',
    body: 'Do you have tours in winter?',
  });
  expect(message.statusCode, message.body).toBe(201);
  expectDocumented('post', '/api/email', message);
  return message.json<{ insertedId: string }>().insertedId;
}

beforeAll(async () => {
  t = await buildTestApp({
    env: { ADMIN_EMAILS: 'boss@example.com', AUTH_RATE_LIMIT_MAX: '1000' },
    deps: { mailer },
  });
  ann = await verifiedUser(t.app, mailer, { name: 'Ann Walker', email: 'ann@example.com' });
  boss = await verifiedUser(t.app, mailer, { name: 'The Boss', email: 'boss@example.com' });
  newbie = await signUp(t.app, { name: 'New Comer', email: 'newbie@example.com' });
  doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<OpenApiDocument>();
});
afterAll(() => t.close());

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1', async () => {
    // The document exactly as served, parsed afresh.
    const served = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(served.headers['content-type']).toMatch(/^application\/json/);
    const result = await new Validator().validate(served.json<Record<string, unknown>>());
    expect(result.errors ?? [], JSON.stringify(result.errors, null, 2)).toEqual([]);
    expect(result.valid).toBe(true);
    expect(doc.openapi).toMatch(/^3\.1\./);
  });

  it('documents every /api route the app registers, and nothing it does not', () => {
    const registered = new Set(
      t.app.routeTable
        .filter(
          (route) => route.url.startsWith('/api') && route.method !== 'HEAD' && route.method !== 'OPTIONS',
        )
        .map((route) => `${route.method.toLowerCase()} ${openApiPath(route.url)}`),
    );
    const documented = documentedOperations();
    // better-auth answers every path under /api/auth: the document names the calls the web app makes.
    const authCalls = documented.filter((op) => op.path.startsWith('/api/auth/'));
    expect(authCalls.length).toBeGreaterThan(0);
    for (const op of authCalls) expect(registered.has(`${op.method} /api/auth/*`), op.path).toBe(true);

    const ours = documented.filter((op) => !op.path.startsWith('/api/auth/'));
    const undocumented = [...registered].filter(
      (route) => !route.includes('/api/auth/*') && !ours.some((op) => `${op.method} ${op.path}` === route),
    );
    expect(undocumented, 'routes missing from the document').toEqual([]);
    // Stripe's webhook is registered only with Stripe keys (checked below).
    const missing = ours
      .filter((op) => op.onlyWith !== 'stripe')
      .filter((op) => !registered.has(`${op.method} ${op.path}`));
    expect(missing, 'documented calls the app does not have').toEqual([]);
  });

  it('documents the routes that only exist with Stripe keys', async () => {
    const stripe = await buildTestApp({
      env: {
        STRIPE_SECRET_KEY: 'sk_test_123',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
        STRIPE_WEBHOOK_SECRET: 'whsec_test',
        STRIPE_API_URL: 'http://127.0.0.1:9',
      },
    });
    try {
      const routes = new Set(
        stripe.app.routeTable.map((r) => `${r.method.toLowerCase()} ${openApiPath(r.url)}`),
      );
      for (const op of documentedOperations().filter((o) => o.onlyWith)) {
        expect(routes.has(`${op.method} ${op.path}`), op.path).toBe(op.onlyWith === 'stripe');
      }
      // Whatever the setup, the document names every call.
      const served = await stripe.app.inject({ method: 'GET', url: '/api/openapi.json' });
      expect(served.json<OpenApiDocument>().paths).toEqual(doc.paths);
    } finally {
      await stripe.close();
    }
  });
});

describe('documented answers match real ones', () => {
  it('writes: upload, destination, booking, review, photo, contact message', async () => {
    const image = await uploadImage();
    const destination = await newDestination();

    const edited = await requestJson(t.app, 'PATCH', `/api/destination/${destination.id}`, as(boss), {
      cost: 430,
    });
    expectDocumented('patch', '/api/destination/{id}', edited);
    const put = await requestJson(t.app, 'PUT', `/api/destination/${destination.id}`, as(boss), {
      cost: 440,
    });
    expectDocumented('put', '/api/destination/{id}', put);

    const date = freshDate();
    const booking = { bookingId: destination.id, date, phone: '+49 30 1234567' };
    const booked = await requestJson(t.app, 'POST', '/api/bookedDestination', as(ann), booking);
    expect(booked.statusCode, booked.body).toBe(201);
    expectDocumented('post', '/api/bookedDestination', booked);
    const conflict = await requestJson(t.app, 'POST', '/api/bookedDestination', as(ann), booking);
    expect(conflict.statusCode).toBe(409);
    expectDocumented('post', '/api/bookedDestination', conflict);

    const review = await requestJson(t.app, 'POST', '/api/review', as(ann), {
      comment: 'Lovely old town.',
      rating: 5,
      destinationId: destination.id,
    });
    expectDocumented('post', '/api/review', review);

    const photo = await requestJson(t.app, 'POST', '/api/photos', as(ann), {
      place: destination.name.toLowerCase(),
      image,
    });
    expectDocumented('post', '/api/photos', photo);

    await newMessage();
  });

  it('payments in test mode', async () => {
    const bookingId = await newBooking((await newDestination()).id);
    expectDocumented(
      'get',
      '/api/payment-config',
      await t.app.inject({ method: 'GET', url: '/api/payment-config' }),
    );
    const intent = await requestJson(t.app, 'POST', '/api/create-payment-intent', as(ann), { bookingId });
    expect(intent.statusCode, intent.body).toBe(200);
    expectDocumented('post', '/api/create-payment-intent', intent);
    const { clientSecret } = intent.json<{ clientSecret: string }>();
    const declined = await requestJson(t.app, 'POST', '/api/test-payments/confirm', as(ann), {
      clientSecret,
      card: { number: '4000000000000002', expiry: '12/40', cvc: '123' },
    });
    expectDocumented('post', '/api/test-payments/confirm', declined);
    const confirmed = await requestJson(t.app, 'POST', '/api/test-payments/confirm', as(ann), {
      clientSecret,
      card: { number: '4242424242424242', expiry: '12/40', cvc: '123' },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expectDocumented('post', '/api/test-payments/confirm', confirmed);
    const { id } = confirmed.json<{ paymentIntent: { id: string } }>().paymentIntent;
    const paid = await requestJson(t.app, 'PATCH', `/api/booking/${bookingId}`, as(ann), {
      transactionId: id,
    });
    expectDocumented('patch', '/api/booking/{id}', paid);
    const cancelled = await requestJson(t.app, 'POST', `/api/booking/${bookingId}/cancel`, as(ann));
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expectDocumented('post', '/api/booking/{id}/cancel', cancelled);
  });

  it('users: token, profile, admin rights', async () => {
    const token = await requestJson(t.app, 'PUT', '/api/user/ann@example.com', as(ann), {
      name: 'Ann Walker',
      email: 'ann@example.com',
    });
    expectDocumented('put', '/api/user/{email}', token);
    const profile = await requestJson(t.app, 'PUT', '/api/user/ann@example.com', as(ann), {
      phone: '+49 30 1234567',
    });
    expectDocumented('put', '/api/user/{email}', profile);
    // Someone of this test's own: the others' roles stay as they were.
    await signUp(t.app, { name: 'Pro Moted', email: 'promoted@example.com' });
    const promoted = await requestJson(t.app, 'PUT', '/api/user/admin/promoted@example.com', as(boss));
    expectDocumented('put', '/api/user/admin/{email}', promoted);
    const demoted = await requestJson(t.app, 'DELETE', '/api/user/admin/promoted@example.com', as(boss));
    expectDocumented('delete', '/api/user/admin/{email}', demoted);
    const self = await requestJson(t.app, 'DELETE', '/api/user/admin/boss@example.com', as(boss));
    expect(self.statusCode).toBe(409);
    expectDocumented('delete', '/api/user/admin/{email}', self);
  });

  it('users: block and unblock, and the blocked sign-in', async () => {
    await signUp(t.app, { name: 'Soon Blocked', email: 'blocked@example.com' });
    const blocked = await requestJson(t.app, 'PUT', '/api/user/blocked/blocked@example.com', as(boss));
    expect(blocked.statusCode, blocked.body).toBe(200);
    expectDocumented('put', '/api/user/blocked/{email}', blocked);
    const admin = await requestJson(t.app, 'PUT', '/api/user/blocked/boss@example.com', as(boss));
    expect(admin.statusCode).toBe(409);
    expectDocumented('put', '/api/user/blocked/{email}', admin);
    const signIn = await postJson(t.app, '/api/auth/sign-in/email', {
      email: 'blocked@example.com',
      password: 'secret-pass',
    });
    expect(signIn.statusCode).toBe(403);
    expectDocumented('post', '/api/auth/sign-in/email', signIn);
    const list = await t.app.inject({ method: 'GET', url: '/api/user?q=blocked@', headers: as(boss) });
    expectDocumented('get', '/api/user', list);
    const unblocked = await requestJson(t.app, 'DELETE', '/api/user/blocked/blocked@example.com', as(boss));
    expectDocumented('delete', '/api/user/blocked/{email}', unblocked);
  });

  it('every GET, as the caller it is meant for', async () => {
    const destination = await newDestination();
    const bookingId = await newBooking(destination.id);
    const cancelledId = await newCancelledBooking(destination.id);
    const notificationId = await newMessage();
    // A refunded payment of a deleted booking, so that the list's answer has a row to check.
    await t.database.db.insert(strayRefunds).values({
      intentId: 'pi_openapi_stray',
      provider: 'test',
      bookingId: null,
      amountCents: 1999,
      currency: 'usd',
      reason: 'booking-deleted',
      refundId: 're_openapi_stray',
      refundStatus: 'succeeded',
      refundedAt: new Date(),
    });
    checked.clear();
    const gets: [path: string, url: string, who?: SignedIn][] = [
      ['/api/health', '/api/health'],
      ['/api/auth-config', '/api/auth-config'],
      ['/api/site-info', '/api/site-info'],
      ['/api/stats', '/api/stats'],
      ['/api/openapi.json', '/api/openapi.json'],
      ['/api/docs', '/api/docs'],
      ['/api/docs/docs.css', '/api/docs/docs.css'],
      ['/api/destination', '/api/destination'],
      ['/api/destination/{id}', `/api/destination/${destination.id}`],
      ['/api/destination/{id}/availability', `/api/destination/${destination.id}/availability`],
      ['/api/destination/{id}/departures', `/api/destination/${destination.id}/departures`],
      ['/api/review', '/api/review?limit=5'],
      ['/api/photos', '/api/photos'],
      [
        '/api/destinationPhoto/{destinationName}',
        `/api/destinationPhoto/${encodeURIComponent(destination.name)}`,
      ],
      ['/api/booking', '/api/booking', ann],
      ['/api/booking/{id}', `/api/booking/${bookingId}`, ann],
      ['/api/booking/{id}/receipt', `/api/booking/${cancelledId}/receipt`, ann],
      ['/api/booking/{id}/credit-note', `/api/booking/${cancelledId}/credit-note`, ann],
      ['/api/bookings', '/api/bookings?paid=true', boss],
      ['/api/bookings.csv', '/api/bookings.csv?paid=true', boss],
      ['/api/admin/stats', '/api/admin/stats', boss],
      ['/api/admin/stats/occupancy', '/api/admin/stats/occupancy?limit=5', boss],
      ['/api/admin/mail', '/api/admin/mail', boss],
      ['/api/admin/refunded-payments', '/api/admin/refunded-payments', boss],
      ['/api/me/export', '/api/me/export', ann],
      ['/api/me/sessions', '/api/me/sessions', ann],
      // The block and unblock above left entries in the trail, so a page with details is checked.
      ['/api/admin/audit', '/api/admin/audit?limit=5', boss],
      ['/api/admin/reviews', '/api/admin/reviews?limit=5', boss],
      ['/api/admin/photos', '/api/admin/photos?limit=5', boss],
      ['/api/payment-config', '/api/payment-config'],
      ['/api/user/{email}', '/api/user/ann@example.com', ann],
      ['/api/admin/{email}', '/api/admin/boss@example.com', boss],
      ['/api/user', '/api/user', boss],
      ['/api/notifications', '/api/notifications?unread=true', boss],
      ['/api/notification/{id}', `/api/notification/${notificationId}`, boss],
      ['/api/auth/get-session', '/api/auth/get-session', ann],
      ['/api/auth/passkey/list-user-passkeys', '/api/auth/passkey/list-user-passkeys', ann],
      ['/api/auth/passkey/generate-register-options', '/api/auth/passkey/generate-register-options', ann],
      ['/api/auth/passkey/generate-authenticate-options', '/api/auth/passkey/generate-authenticate-options'],
    ];
    for (const [path, url, who] of gets) {
      const res = await t.app.inject({ method: 'GET', url, headers: who ? as(who) : {} });
      expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(200);
      expectDocumented('get', path, res);
    }
    // Signed out, the session is null.
    expectDocumented(
      'get',
      '/api/auth/get-session',
      await t.app.inject({ method: 'GET', url: '/api/auth/get-session' }),
    );
    // A search answers a page with its total.
    const search = await t.app.inject({ method: 'GET', url: '/api/destination?limit=1' });
    expectDocumented('get', '/api/destination', search);

    const notChecked = documentedOperations()
      .filter((op) => op.method === 'get')
      .filter((op) => !checked.has(`get ${op.path}`) && op.path !== '/api/auth/verify-email');
    expect(notChecked, 'GET calls without a checked answer').toEqual([]);
  });

  it('refusals: 400, 401, 403, 404 and 409 carry the ApiError shape', async () => {
    expectDocumented(
      'post',
      '/api/review',
      await requestJson(t.app, 'POST', '/api/review', as(ann), { comment: '', rating: 9 }),
    );
    expectDocumented('get', '/api/booking', await t.app.inject({ method: 'GET', url: '/api/booking' }));
    expectDocumented(
      'get',
      '/api/booking',
      await t.app.inject({ method: 'GET', url: '/api/booking', headers: as(newbie) }),
    );
    expectDocumented(
      'get',
      '/api/destination/{id}',
      await t.app.inject({ method: 'GET', url: '/api/destination/0192f3a4-7b1c-7d2e-9f00-1a2b3c4d5e6f' }),
    );
    expectDocumented(
      'get',
      '/api/destination/{id}',
      await t.app.inject({ method: 'GET', url: '/api/destination/nope' }),
    );
    expectDocumented(
      'get',
      '/api/user',
      await t.app.inject({ method: 'GET', url: '/api/user', headers: as(newbie) }),
    );
    expectDocumented(
      'post',
      '/api/destination',
      await requestJson(t.app, 'POST', '/api/destination', as(boss), { destinationName: '' }),
    );
  });

  it('deletes', async () => {
    const destinationId = (await newDestination()).id;
    const bookingId = await newBooking(destinationId);
    const notificationId = await newMessage();
    const notification = await requestJson(t.app, 'PATCH', `/api/notification/${notificationId}`, as(boss), {
      unread: false,
    });
    expectDocumented('patch', '/api/notification/{id}', notification);
    expectDocumented(
      'delete',
      '/api/notification/{id}',
      await requestJson(t.app, 'DELETE', `/api/notification/${notificationId}`, as(boss)),
    );
    expectDocumented(
      'delete',
      '/api/booking/{id}',
      await requestJson(t.app, 'DELETE', `/api/booking/${bookingId}`, as(ann)),
    );
    const review = await requestJson(t.app, 'POST', '/api/review', as(ann), { comment: 'Gone.', rating: 1 });
    const reviewId = review.json<{ insertedId: string }>().insertedId;
    const removeReview = () => requestJson(t.app, 'DELETE', `/api/review/${reviewId}`, as(ann));
    expectDocumented('delete', '/api/review/{id}', await removeReview());
    const photo = await requestJson(t.app, 'POST', '/api/photos', as(boss), { image: await uploadImage() });
    const photoId = photo.json<{ insertedId: string }>().insertedId;
    const removePhoto = () => requestJson(t.app, 'DELETE', `/api/photos/${photoId}`, as(boss));
    expectDocumented('delete', '/api/photos/{id}', await removePhoto());
    // Removed already: the 404 is documented too.
    expectDocumented('delete', '/api/photos/{id}', await removePhoto());
    expectDocumented(
      'delete',
      '/api/destination/{id}',
      await requestJson(t.app, 'DELETE', `/api/destination/${destinationId}`, as(boss)),
    );
  });

  it("better-auth's calls that the web app makes", async () => {
    await postDocumented('/api/auth/sign-up/email', {
      name: 'Cleo Rivers',
      email: 'cleo@example.com',
      password: 'secret-pass',
    });
    await postDocumented('/api/auth/sign-up/email', {
      name: 'x',
      email: 'no',
      password: '1',
    });
    await postDocumented('/api/auth/sign-in/email', {
      email: 'cleo@example.com',
      password: 'wrong-pass',
    });
    const signedIn = await postDocumented('/api/auth/sign-in/email', {
      email: 'cleo@example.com',
      password: 'secret-pass',
    });
    const { token } = signedIn.json<{ token: string }>();
    expectDocumented(
      'post',
      '/api/auth/send-verification-email',
      await postJson(
        t.app,
        '/api/auth/send-verification-email',
        { email: 'cleo@example.com' },
        bearer(token),
      ),
    );
    const verify = await t.app.inject({ method: 'GET', url: '/api/auth/verify-email?token=not-a-token' });
    expectDocumented('get', '/api/auth/verify-email', verify);
    expectDocumented(
      'post',
      '/api/auth/request-password-reset',
      await postJson(t.app, '/api/auth/request-password-reset', { email: 'cleo@example.com' }),
    );
    expectDocumented(
      'post',
      '/api/auth/reset-password',
      await postJson(t.app, '/api/auth/reset-password', {
        token: 'not-a-token',
        newPassword: 'another-pass',
      }),
    );
    expectDocumented(
      'post',
      '/api/auth/sign-out',
      await postJson(t.app, '/api/auth/sign-out', {}, bearer(token)),
    );
  });
});

describe('the reference page', () => {
  it('names every operation, has no inline script or style, and its stylesheet loads', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const html = page.body;
    for (const op of documentedOperations()) {
      expect(html, `${op.method} ${op.path}`).toContain(
        `<span class="method method-${op.method}">${op.method.toUpperCase()}</span> <code class="path">${op.path}</code>`,
      );
    }
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/\sstyle\s*=/i);
    expect(html).not.toMatch(/<style/i);
    expect(html).not.toMatch(/(src|href)="(https?:)?\/\//i);
    expect(html).toMatch(/<main[\s>]/);
    expect(html).toMatch(/<nav [^>]*aria-label="Contents"/);
    const css = html.match(/<link rel="stylesheet" href="([^"]+)">/)?.[1];
    expect(css).toBe('/api/docs/docs.css');
    const sheet = await t.app.inject({ method: 'GET', url: css ?? '' });
    expect(sheet.statusCode).toBe(200);
    expect(sheet.headers['content-type']).toMatch(/^text\/css/);
    expect(sheet.body).toContain('.operation');
  });
});
