import type { ModeratedPhoto, ModeratedReview, Photo } from '@tgde/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCast, storedImage, type Cast } from './support/cast';

/*
 * City names in German wherever German pages show one: the gallery, a destination's photos, the
 * admins' moderation lists. Photos store the destination's English name; a German page may name
 * it in German when it adds one or asks for a destination's photos.
 */

let cast: Cast;
let img: string;
const GERMAN = 'de-DE,de;q=0.9,en;q=0.5';

beforeAll(async () => {
  cast = await buildCast();
  img = await storedImage(cast.t, 'placePicture1');
  for (const body of [
    { destinationName: 'Munich', description: 'Beer gardens.', destinationNameDe: 'München', cost: 250, img },
    { destinationName: 'Cologne', description: 'The cathedral.', destinationNameDe: 'Köln', cost: 150, img },
    { destinationName: 'Bonn', description: 'Beethoven’s birthplace.', cost: 120, img },
  ]) {
    const res = await cast.call('POST', '/api/destination', cast.admin, body);
    expect(res.statusCode, res.body).toBe(201);
  }
  // A German page offers München; an English one Cologne in capitals is the same place.
  for (const place of ['München', 'COLOGNE', 'Bonn']) {
    const res = await cast.call('POST', '/api/photos', cast.user, { image: img, place });
    expect(res.statusCode, res.body).toBe(201);
  }
  const review = await cast.call('POST', '/api/review', cast.user, {
    comment: 'Wonderful beer gardens.',
    rating: 5,
    destinationId: (await get<{ _id: string; destinationName: string }[]>('/api/destination')).find(
      (d) => d.destinationName === 'Munich',
    )?._id,
  });
  expect(review.statusCode, review.body).toBe(201);
});
afterAll(() => cast.t.close());

async function get<T>(url: string, language?: string, token?: string): Promise<T> {
  const res = await cast.t.app.inject({
    method: 'GET',
    url,
    headers: {
      ...(language ? { 'accept-language': language } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  if (language) expect(res.headers.vary).toContain('Accept-Language');
  return res.json<T>();
}

describe('photo places in German', () => {
  it('are stored under the catalogue’s own name, whichever language the uploader chose it in', async () => {
    const photos = await get<Photo[]>('/api/photos');
    expect(photos.map((p) => p.place)).toEqual(['Bonn', 'Cologne', 'Munich']);
  });

  it('read in German in the gallery for German callers, and as stored where no German name was entered', async () => {
    const photos = await get<Photo[]>('/api/photos', GERMAN);
    expect(photos.map((p) => p.place)).toEqual(['Bonn', 'Köln', 'München']);
  });

  it('find a destination’s photos by its name in either language, each named in the caller’s language', async () => {
    for (const name of ['Munich', 'münchen', 'MÜNCHEN']) {
      const english = await get<Photo[]>(`/api/destinationPhoto/${encodeURIComponent(name)}`);
      expect(
        english.map((p) => p.place),
        name,
      ).toEqual(['Munich']);
    }
    const german = await get<Photo[]>(`/api/destinationPhoto/${encodeURIComponent('München')}`, GERMAN);
    expect(german.map((p) => p.place)).toEqual(['München']);
    expect(await get<Photo[]>(`/api/destinationPhoto/${encodeURIComponent('Köln')}`, GERMAN)).toHaveLength(1);
  });

  it('read in German on the admins’ moderation lists, photos and reviews alike', async () => {
    const photos = await get<ModeratedPhoto[]>('/api/admin/photos', GERMAN, cast.admin.token);
    expect(photos.map((p) => p.place)).toEqual(['Bonn', 'Köln', 'München']);
    const reviews = await get<ModeratedReview[]>('/api/admin/reviews', GERMAN, cast.admin.token);
    expect(reviews.map((r) => r.destinationName)).toEqual(['München']);
    const english = await get<ModeratedPhoto[]>('/api/admin/photos', 'en', cast.admin.token);
    expect(english.map((p) => p.place)).toEqual(['Bonn', 'Cologne', 'Munich']);
  });
});
