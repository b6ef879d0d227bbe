import type { Destination, Photo, Review } from '@tgde/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, destinations, photos, reviews } from '../src/db/schema';
import { png, multipart } from './support/images';
import { bearer, type SignedIn } from './support/auth-client';
import { buildCast, insertDestination, userIdOf, type Cast } from './support/cast';

/*
 * Moderation: a review's or a photo's author removes it, an admin removes anyone's;
 * someone else's answers 404 as an unknown one does. A removal by an admin of another person's
 * record goes into the audit trail; the author's own does not. A photo's files leave the store.
 */
let cast: Cast;
let castle: string;

beforeAll(async () => {
  cast = await buildCast();
  castle = await insertDestination(cast.t, 'Castle Town');
});
afterAll(() => cast.t.close());

const UNKNOWN_ID = '0192f3a4-7b1c-7d2e-9f00-1a2b3c4d5e6f';

async function writeReview(who: SignedIn, comment: string, destinationId?: string): Promise<string> {
  const res = await cast.call('POST', '/api/review', who, { comment, rating: 5, destinationId });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ insertedId: string }>().insertedId;
}

/** Uploads a picture (a different one for each `seed`) and adds it to the gallery as `who`. */
async function addPhoto(who: SignedIn, seed: number): Promise<{ id: string; image: string }> {
  const body = multipart('image', await png(200 + seed, 150), 'p.png', 'image/png');
  const uploaded = await cast.t.app.inject({
    method: 'POST',
    url: '/api/images',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(who.token) },
  });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  const image = uploaded.json<{ data: { url: string } }>().data.url;
  const res = await cast.call('POST', '/api/photos', who, { image, place: 'Castle Town' });
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json<{ insertedId: string }>().insertedId, image };
}

const reviewExists = async (id: string) =>
  (await cast.t.database.db.select().from(reviews).where(eq(reviews.id, id))).length === 1;
const photoExists = async (id: string) =>
  (await cast.t.database.db.select().from(photos).where(eq(photos.id, id))).length === 1;
const auditOf = (target: string) =>
  cast.t.database.db.select().from(auditLog).where(eq(auditLog.target, target));
/** The image's files in the store: the widest and the two narrower ones. */
const filesOf = async (image: string) => {
  const key = image.slice('/media/'.length, -'.webp'.length);
  const names = [`${key}.webp`, `${key}-400.webp`, `${key}-800.webp`];
  return (await Promise.all(names.map((name) => cast.t.media.has(name)))).filter(Boolean).length;
};
const castleRating = async () => {
  const list = (await cast.call('GET', '/api/destination')).json<Destination[]>();
  return list.find((d) => d._id === castle)?.reviewCount;
};

describe('DELETE /api/review/{id}', () => {
  it('answers each review with its author id, so that a page can offer its author Delete', async () => {
    const id = await writeReview(cast.user, 'Answers carry the author.');
    const listed = (await cast.call('GET', '/api/review')).json<Review[]>().find((r) => r._id === id);
    expect(listed?.authorId).toBe(await userIdOf(cast.t, 'ann@example.com'));
  });

  it('lets the author remove their own, without an audit entry, and the rating follows', async () => {
    const id = await writeReview(cast.user, 'Mine to take back.', castle);
    expect(await castleRating()).toBe(1);
    const res = await cast.call('DELETE', `/api/review/${id}`, cast.user);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ deletedCount: 1 });
    expect(await reviewExists(id)).toBe(false);
    expect(await auditOf(`review:${id}`)).toEqual([]);
    // Announced as a catalogue change: the destination's count drops at once.
    expect(await castleRating()).toBe(0);
    const list = (await cast.call('GET', '/api/review?limit=100')).json<Review[]>();
    expect(list.map((r) => r._id)).not.toContain(id);
  });

  it('answers 404 to another traveller, who learns nothing and changes nothing', async () => {
    const id = await writeReview(cast.user, 'Not Bob’s to remove.');
    const res = await cast.call('DELETE', `/api/review/${id}`, cast.otherUser);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain(id);
    expect(await reviewExists(id)).toBe(true);
  });

  it('answers 401 to nobody and 403 to an unverified account', async () => {
    const id = await writeReview(cast.user, 'Still here.');
    expect((await cast.call('DELETE', `/api/review/${id}`)).statusCode).toBe(401);
    expect((await cast.call('DELETE', `/api/review/${id}`, cast.unverified)).statusCode).toBe(403);
    expect(await reviewExists(id)).toBe(true);
  });

  it('answers 404 for an unknown or malformed id, to the admin too', async () => {
    for (const id of [UNKNOWN_ID, 'not-an-id']) {
      const res = await cast.call('DELETE', `/api/review/${id}`, cast.admin);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toMatch(/^There is no review|^Review not found/);
    }
  });

  it("lets an admin remove anyone's, recorded in the audit trail in the same change", async () => {
    const id = await writeReview(cast.user, 'Rude words about the guide.', castle);
    const res = await cast.call('DELETE', `/api/review/${id}`, cast.admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(await reviewExists(id)).toBe(false);
    const entries = await auditOf(`review:${id}`);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actor: 'boss@example.com',
      actorId: await userIdOf(cast.t, 'boss@example.com'),
      action: 'review.remove',
      details: {
        author: 'Ann W.',
        authorId: await userIdOf(cast.t, 'ann@example.com'),
        destination: 'Castle Town',
        rating: 5,
        comment: 'Rude words about the guide.',
      },
    });
    // The trail keeps the author's public name and id, never their e-mail address.
    expect(JSON.stringify(entries[0]?.details)).not.toContain('ann@example.com');
    // Twice: the second call finds nothing.
    expect((await cast.call('DELETE', `/api/review/${id}`, cast.admin)).statusCode).toBe(404);
    expect(await auditOf(`review:${id}`)).toHaveLength(1);
  });

  it("records no audit entry when an admin removes the admin's own review", async () => {
    const id = await writeReview(cast.admin, 'My own words.');
    expect((await cast.call('DELETE', `/api/review/${id}`, cast.admin)).statusCode).toBe(200);
    expect(await auditOf(`review:${id}`)).toEqual([]);
  });
});

describe('DELETE /api/photos/{id}', () => {
  it('lets the uploader remove their own: the record and its files go, no audit entry', async () => {
    const { id, image } = await addPhoto(cast.user, 1);
    const listed = (await cast.call('GET', '/api/photos?limit=100')).json<Photo[]>();
    expect(listed.find((p) => p._id === id)?.authorId).toBe(await userIdOf(cast.t, 'ann@example.com'));
    expect(await filesOf(image)).toBe(3);

    const res = await cast.call('DELETE', `/api/photos/${id}`, cast.user);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ deletedCount: 1 });
    expect(await photoExists(id)).toBe(false);
    expect(await filesOf(image)).toBe(0);
    expect((await cast.t.app.inject({ url: image })).statusCode).toBe(404);
    expect(await auditOf(`photo:${id}`)).toEqual([]);
  });

  it('keeps the files while another record shows the same picture', async () => {
    const { id, image } = await addPhoto(cast.user, 2);
    // The same picture as a destination's: files are named after their content, so they are shared.
    await cast.t.database.db.update(destinations).set({ img: image }).where(eq(destinations.id, castle));
    expect((await cast.call('DELETE', `/api/photos/${id}`, cast.user)).statusCode).toBe(200);
    expect(await filesOf(image)).toBe(3);
  });

  it('answers 404 to another traveller, 401 to nobody, 403 to an unverified account', async () => {
    const { id, image } = await addPhoto(cast.user, 3);
    const bob = await cast.call('DELETE', `/api/photos/${id}`, cast.otherUser);
    expect(bob.statusCode).toBe(404);
    expect(bob.body).not.toContain(id);
    expect((await cast.call('DELETE', `/api/photos/${id}`)).statusCode).toBe(401);
    expect((await cast.call('DELETE', `/api/photos/${id}`, cast.unverified)).statusCode).toBe(403);
    expect(await photoExists(id)).toBe(true);
    expect(await filesOf(image)).toBe(3);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of [UNKNOWN_ID, 'not-an-id']) {
      expect((await cast.call('DELETE', `/api/photos/${id}`, cast.admin)).statusCode).toBe(404);
    }
  });

  it("lets an admin remove anyone's, files and all, recorded in the audit trail", async () => {
    const { id, image } = await addPhoto(cast.user, 4);
    const res = await cast.call('DELETE', `/api/photos/${id}`, cast.admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(await photoExists(id)).toBe(false);
    expect(await filesOf(image)).toBe(0);
    const entries = await auditOf(`photo:${id}`);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actor: 'boss@example.com',
      action: 'photo.remove',
      details: {
        author: 'Ann W.',
        authorId: await userIdOf(cast.t, 'ann@example.com'),
        place: 'Castle Town',
        image,
      },
    });
  });

  it('lets only an admin remove our own artwork, which no account uploaded', async () => {
    const { id } = await addPhoto(cast.user, 5);
    await cast.t.database.db
      .update(photos)
      .set({ uploadedUserId: null, uploadedBy: 'Travel Guide DE' })
      .where(eq(photos.id, id));
    expect((await cast.call('DELETE', `/api/photos/${id}`, cast.user)).statusCode).toBe(404);
    expect((await cast.call('DELETE', `/api/photos/${id}`, cast.admin)).statusCode).toBe(200);
    expect(await auditOf(`photo:${id}`)).toHaveLength(1);
  });
});
