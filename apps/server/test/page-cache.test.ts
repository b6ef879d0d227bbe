import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews } from '../src/db/schema';
import { verifiedUser } from './support/accounts';
import { bearer, type SignedIn } from './support/auth-client';
import { caller, storedImage } from './support/cast';
import { RecordingMailer } from './support/recording-mailer';
import { buildTestApp, type TestApp } from './support/test-app';

/*
 * The server-rendered public pages come from memory until something they show changes
 * (features/pages/page-cache.ts). A page served from memory is told apart from a fresh render
 * without timing: a review written straight into the database (as nothing in the product writes
 * one, so nothing announces it) shows in a fresh render, never in a kept page.
 */

const webDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
const DAY_MS = 24 * 60 * 60_000;

let t: TestApp;
let mailer: RecordingMailer;
let call: ReturnType<typeof caller>;
let admin: SignedIn;
let ann: SignedIn;
let img: string;
let destinationId: string;
// The app's clock runs this far ahead of the system's (a test moves it a day on).
let clockShift = 0;

beforeAll(async () => {
  if (!existsSync(path.join(webDist, '..', 'dist-ssr', 'entry-server.js'))) {
    throw new Error('These tests render the built web app: npm run build');
  }
  mailer = new RecordingMailer();
  t = await buildTestApp({
    env: { ADMIN_EMAILS: 'boss@example.com', AUTH_RATE_LIMIT_MAX: '1000' },
    deps: { mailer, webDist, clock: () => new Date(Date.now() + clockShift) },
  });
  call = caller(t.app);
  admin = await verifiedUser(t.app, mailer, { name: 'The Boss', email: 'boss@example.com' });
  ann = await verifiedUser(t.app, mailer, { name: 'Annegret Walker', email: 'ann@example.com' });
  img = await storedImage(t, 'bamberg');
  const created = await call('POST', '/api/destination', admin, {
    destinationName: 'Bamberg',
    description: 'A medieval town on seven hills, famous for its smoked beer.',
    cost: 245.5,
    img,
  });
  expect(created.statusCode, created.body).toBe(201);
  destinationId = created.json<{ insertedId: string }>().insertedId;
});
afterAll(() => t.close());

const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

/** A review that nothing announces: only a fresh render can show it. */
async function unannouncedReview(comment: string) {
  await t.database.db.insert(reviews).values({ name: 'Quiet Writer', comment, rating: 4 });
}

async function writeReview(who: SignedIn, comment: string, about: string | null = destinationId) {
  const res = await call('POST', '/api/review', who, { comment, rating: 5, destinationId: about ?? '' });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json<{ insertedId: string }>().insertedId;
}

const html = (res: LightMyRequestResponse) => {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toContain('text/html');
  return res.body;
};

describe('the page cache', () => {
  it('renders a public page once and serves the kept bytes until something on it changes', async () => {
    const first = await page('/reviews');
    const kept = html(first);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers.vary).toMatch(/^Cookie\b/);
    expect(first.headers.etag).toMatch(/^"[\w-]{32}"$/);

    await unannouncedReview('Written behind the cache’s back.');
    const again = await page('/reviews');
    expect(html(again)).toBe(kept);
    expect(again.headers.etag).toBe(first.headers.etag);

    // An announced change drops the page: the next render shows both reviews.
    await writeReview(ann, 'Smoked beer and seven hills: wonderful.');
    const fresh = html(await page('/reviews'));
    expect(fresh).toContain('Smoked beer and seven hills: wonderful.');
    expect(fresh).toContain('Written behind the cache’s back.');
  });

  it('answers If-None-Match with 304 when the visitor has the page, in any coding', async () => {
    const first = await page('/');
    html(first);
    const etag = String(first.headers.etag);

    const notModified = await page('/', { 'if-none-match': etag });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    expect(notModified.headers.etag).toBe(etag);
    expect(notModified.headers['cache-control']).toBe('no-cache');
    expect((await page('/', { 'if-none-match': `"other", W/${etag}` })).statusCode).toBe(304);
    expect((await page('/', { 'if-none-match': '"something-else"' })).statusCode).toBe(200);

    // Compressed once, with a tag of its own per coding; any of them is the same page.
    for (const [encoding, inflate] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const compressed = await page('/', { 'accept-encoding': `${encoding}, identity` });
      expect(compressed.statusCode).toBe(200);
      expect(compressed.headers['content-encoding']).toBe(encoding);
      expect(compressed.headers.vary).toBe('Cookie, Accept-Encoding');
      expect(inflate(compressed.rawPayload).toString('utf8')).toBe(first.body);
      const tag = String(compressed.headers.etag);
      expect(tag).not.toBe(etag);
      const revalidated = await page('/', { 'accept-encoding': encoding, 'if-none-match': tag });
      expect(revalidated.statusCode).toBe(304);
      expect((await page('/', { 'if-none-match': tag })).statusCode).toBe(304);
    }

    // After a change the old tag no longer matches.
    await writeReview(ann, 'Changed my mind about the beer.');
    const changed = await page('/', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('drops the pages when a destination changes: its new name shows', async () => {
    expect(html(await page('/destination'))).toContain('Bamberg');
    expect(html(await page('/'))).toContain('Bamberg');

    const renamed = await call('PATCH', `/api/destination/${destinationId}`, admin, {
      destinationName: 'Bamberg Altstadt',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(html(await page('/destination'))).toContain('Bamberg Altstadt');
    expect(html(await page('/'))).toContain('Bamberg Altstadt');
  });

  it('keeps each address apart: the search in the address, and German and English', async () => {
    const searched = html(await page('/destination?q=altstadt'));
    const nothing = html(await page('/destination?q=nowhere-at-all'));
    expect(searched).toContain('Bamberg Altstadt');
    expect(nothing).not.toContain('Bamberg Altstadt');

    const english = await page('/reviews');
    const german = await page('/de/reviews');
    expect(html(english)).toContain('<html lang="en"');
    expect(html(german)).toContain('<html lang="de"');
    expect(german.headers.etag).not.toBe(english.headers.etag);
    // Both kept, each in its own language.
    expect((await page('/reviews')).body).toBe(english.body);
    expect((await page('/de/reviews')).body).toBe(german.body);
    expect(html(await page('/de/impressum'))).toContain('<html lang="de"');
  });

  it('gives signed-in visitors the same page as everybody, never anyone’s own state', async () => {
    await writeReview(ann, 'A change, so that the next request renders afresh.');
    const visitor = { ...bearer(ann.token), cookie: ann.cookie };
    // The first request after the change, the one that renders, comes with a session.
    const signedIn = await page('/', visitor);
    const anonymous = await page('/');
    expect(html(anonymous)).toBe(html(signedIn));
    expect(anonymous.headers.etag).toBe(signedIn.headers.etag);
    expect(signedIn.body).not.toContain('ann@example.com');
    expect(signedIn.body).toContain('Log in to See More Photos');
    // And a signed-in visitor after an anonymous one gets the very same bytes.
    expect((await page('/', visitor)).body).toBe(anonymous.body);
  });

  it('shows a new gallery photo on home, and drops it when it is removed', async () => {
    const photoImage = await storedImage(t, 'photo-of-bamberg');
    expect(html(await page('/'))).not.toContain('photo-of-bamberg');
    const added = await call('POST', '/api/photos', ann, { image: photoImage, place: 'Bamberg Altstadt' });
    expect(added.statusCode, added.body).toBe(201);
    expect(html(await page('/'))).toContain('photo-of-bamberg');

    const { insertedId } = added.json<{ insertedId: string }>();
    expect((await call('DELETE', `/api/photos/${insertedId}`, ann)).statusCode).toBe(200);
    expect(html(await page('/'))).not.toContain('photo-of-bamberg');
  });

  it('shows "Former traveller" on reviews once their author deletes the account', async () => {
    const leaving = await verifiedUser(t.app, mailer, { name: 'Leonore Gone', email: 'leonore@example.com' });
    await writeReview(leaving, 'Leaving soon, but Bamberg was lovely.', null);
    const before = html(await page('/reviews'));
    expect(before).toContain('Leonore G.');

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/me',
      headers: { ...bearer(leaving.token), 'content-type': 'application/json' },
      payload: JSON.stringify({ password: 'secret-pass' }),
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const after = html(await page('/reviews'));
    expect(after).not.toContain('Leonore G.');
    expect(after).toContain('Former traveller');
  });

  it('renders the pages afresh on the next day in Germany ("Booked with us" counts past trips)', async () => {
    html(await page('/reviews'));
    await unannouncedReview('Seen only on a new day.');
    expect(html(await page('/reviews'))).not.toContain('Seen only on a new day.');
    clockShift += DAY_MS;
    expect(html(await page('/reviews'))).toContain('Seen only on a new day.');
  });

  it('never keeps a redirect or an address of no page', async () => {
    const redirected = await page('/reviews', { cookie: 'lang=de' });
    expect(redirected.statusCode).toBe(302);
    expect(redirected.headers.location).toBe('/de/reviews');
    expect(html(await page('/reviews'))).toContain('<html lang="en"');

    for (let i = 0; i < 2; i += 1) {
      const missing = await page('/no/such/page');
      expect(missing.statusCode).toBe(404);
      expect(missing.headers.etag).toBeUndefined();
    }
    // Pages the server does not render (the app shell) are not kept either.
    expect((await page('/login')).headers.etag).toBeUndefined();
  });
});
