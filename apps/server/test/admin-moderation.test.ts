import {
  FORMER_TRAVELLER,
  PRODUCT_NAME,
  TOTAL_COUNT_HEADER,
  type ModeratedPhoto,
  type ModeratedReview,
} from '@tgde/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photos } from '../src/db/schema';
import { appWithBoss, verifiedUser } from './support/accounts';
import { type SignedIn } from './support/auth-client';
import { caller, insertDestination, storedImage, userIdOf } from './support/cast';
import { RecordingMailer } from './support/recording-mailer';
import type { TestApp } from './support/test-app';

/*
 * The Moderation page's lists (GET /api/admin/reviews and /api/admin/photos): admins only, newest
 * first, paged with X-Total-Count, each record with its author's full name and address (none once
 * the account is deleted, none for our own artwork).
 */

let t: TestApp;
const mailer = new RecordingMailer();
let call: ReturnType<typeof caller>;
let boss: SignedIn;
let ann: SignedIn;
let gone: SignedIn;
let castle: string;

beforeAll(async () => {
  ({ t, boss } = await appWithBoss(mailer, { ADMIN_EMAILS: 'boss@example.com,squatter@example.com' }));
  call = caller(t.app);
  ann = await verifiedUser(t.app, mailer, { name: 'Ann Walker', email: 'ann@example.com' });
  gone = await verifiedUser(t.app, mailer, { name: 'Gone Away', email: 'gone@example.com' });
  castle = await insertDestination(t, 'Castle Town');
});
afterAll(() => t.close());

async function listed<T>(path: string, query = ''): Promise<{ items: T[]; total: number }> {
  const res = await call('GET', `${path}${query}`, boss);
  expect(res.statusCode, res.body).toBe(200);
  return { items: res.json<T[]>(), total: Number(res.headers[TOTAL_COUNT_HEADER]) };
}

async function writeReview(who: SignedIn, comment: string, destinationId?: string): Promise<string> {
  const res = await call('POST', '/api/review', who, { comment, rating: 4, destinationId });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ insertedId: string }>().insertedId;
}

async function addPhoto(who: SignedIn, key: string): Promise<string> {
  const res = await call('POST', '/api/photos', who, {
    image: await storedImage(t, key),
    place: 'Castle Town',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ insertedId: string }>().insertedId;
}

describe('who may list', () => {
  for (const path of ['/api/admin/reviews', '/api/admin/photos']) {
    it(`${path}: 401 signed out, 403 for a traveller, 400 for a bad page`, async () => {
      expect((await call('GET', path)).statusCode).toBe(401);
      expect((await call('GET', path, ann)).statusCode).toBe(403);
      expect((await call('GET', `${path}?limit=0`, boss)).statusCode).toBe(400);
    });
  }
});

describe('GET /api/admin/reviews', () => {
  it('lists reviews newest first with the author in full, counts them all, and drops a removed one', async () => {
    const first = await writeReview(ann, 'The castle was grand.', castle);
    const second = await writeReview(gone, 'Too many stairs.');
    const all = await listed<ModeratedReview>('/api/admin/reviews');
    expect(all.total).toBe(2);
    expect(all.items.map((r) => r._id)).toEqual([second, first]);
    expect(all.items[1]).toEqual({
      _id: first,
      comment: 'The castle was grand.',
      rating: 4,
      destinationId: castle,
      destinationName: 'Castle Town',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      authorId: await userIdOf(t, 'ann@example.com'),
      authorName: 'Ann Walker',
      authorEmail: 'ann@example.com',
    });

    const paged = await listed<ModeratedReview>('/api/admin/reviews', '?limit=1&offset=1');
    expect(paged).toEqual({ items: [expect.objectContaining({ _id: first })], total: 2 });

    expect((await call('DELETE', `/api/review/${first}`, boss)).statusCode).toBe(200);
    const after = await listed<ModeratedReview>('/api/admin/reviews');
    expect(after.items.map((r) => r._id)).toEqual([second]);
    expect(after.total).toBe(1);
  });
});

describe('GET /api/admin/photos', () => {
  it('lists photos newest first with the uploader, and our own artwork without an address', async () => {
    const [ours] = await t.database.db
      .insert(photos)
      .values({ image: await storedImage(t, 'ourArtwork'), place: 'Castle Town', uploadedBy: PRODUCT_NAME })
      .returning({ id: photos.id });
    const annsPhoto = await addPhoto(ann, 'annsPicture');
    const all = await listed<ModeratedPhoto>('/api/admin/photos');
    expect(all.total).toBe(2);
    expect(all.items.map((p) => p._id)).toEqual([annsPhoto, ours?.id]);
    expect(all.items[0]).toEqual({
      _id: annsPhoto,
      image: '/media/annsPicture.webp',
      place: 'Castle Town',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      authorId: await userIdOf(t, 'ann@example.com'),
      authorName: 'Ann Walker',
      authorEmail: 'ann@example.com',
    });
    expect(all.items[1]).toMatchObject({ authorId: null, authorName: PRODUCT_NAME, authorEmail: null });
  });
});

describe('a deleted account', () => {
  it('shows its reviews as by a former traveller, without an address', async () => {
    const res = await call('DELETE', '/api/me', gone, { password: 'secret-pass' });
    expect(res.statusCode, res.body).toBeLessThan(300);
    const { items } = await listed<ModeratedReview>('/api/admin/reviews');
    const theirs = items.find((r) => r.comment === 'Too many stairs.');
    expect(theirs).toMatchObject({ authorName: FORMER_TRAVELLER, authorEmail: null });
  });
});
