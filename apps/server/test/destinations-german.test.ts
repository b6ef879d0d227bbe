import type { Destination } from '@tgde/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCast, storedImage, type Cast } from './support/cast';

/*
 * Destinations in German: admins enter the German name and description beside the English ones;
 * answers speak the language of Accept-Language, with the English where no German was entered.
 */

let cast: Cast;
let img: string;

beforeAll(async () => {
  cast = await buildCast();
  img = await storedImage(cast.t, 'destinationPicture1');
});
afterAll(() => cast.t.close());

const munich = () => ({
  destinationName: 'Munich',
  description: 'Beer gardens, palaces and the Alps on the horizon.',
  destinationNameDe: 'München',
  descriptionDe: 'Biergärten, Schlösser und am Horizont die Alpen.',
  cost: 250,
  img,
});

async function get<T>(url: string, language?: string): Promise<T> {
  const res = await cast.t.app.inject({
    method: 'GET',
    url,
    headers: language ? { 'accept-language': language } : {},
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
}

async function create(body: Record<string, unknown>): Promise<string> {
  const res = await cast.call('POST', '/api/destination', cast.admin, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ insertedId: string }>().insertedId;
}

describe('destinations in two languages', () => {
  let munichId: string;
  let bonnId: string;

  beforeAll(async () => {
    munichId = await create(munich());
    bonnId = await create({
      destinationName: 'Bonn',
      description: 'Beethoven’s birthplace on the Rhine.',
      cost: 120,
      img,
    });
  });

  it('answers German texts to Accept-Language: de, in the list, a search and by id', async () => {
    const list = await get<Destination[]>('/api/destination', 'de-DE,de;q=0.9,en;q=0.5');
    expect(list.map((d) => d.destinationName)).toEqual(['München', 'Bonn']);
    expect(list[0]?.description).toBe(munich().descriptionDe);
    const found = await get<Destination[]>('/api/destination?q=munchen', 'de');
    expect(found.map((d) => d.destinationName)).toEqual(['München']);
    const one = await get<Destination>(`/api/destination/${munichId}`, 'de');
    expect(one).toMatchObject({ destinationName: 'München', description: munich().descriptionDe });
  });

  it('answers English without the header, for another language, and where no German was entered', async () => {
    expect((await get<Destination[]>('/api/destination')).map((d) => d.destinationName)).toEqual([
      'Munich',
      'Bonn',
    ]);
    expect((await get<Destination[]>('/api/destination', 'fr')).map((d) => d.destinationName)).toEqual([
      'Munich',
      'Bonn',
    ]);
    expect(await get<Destination>(`/api/destination/${bonnId}`, 'de')).toMatchObject({
      destinationName: 'Bonn',
      description: 'Beethoven’s birthplace on the Rhine.',
    });
  });

  it('gives the Edit form both languages as stored, whatever the language asked for', async () => {
    const one = await get<Destination>(`/api/destination/${munichId}`, 'de');
    expect(one.translations).toEqual({
      en: { destinationName: 'Munich', description: munich().description },
      de: { destinationName: 'München', description: munich().descriptionDe },
      questions: [],
    });
  });

  it('changes and clears the German texts on Edit; an empty text clears it', async () => {
    const res = await cast.call('PATCH', `/api/destination/${bonnId}`, cast.admin, {
      destinationNameDe: ' Bonn am Rhein ',
      descriptionDe: 'Beethovens Geburtsstadt am Rhein.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await get<Destination>(`/api/destination/${bonnId}`, 'de')).toMatchObject({
      destinationName: 'Bonn am Rhein',
      description: 'Beethovens Geburtsstadt am Rhein.',
    });
    // The list was cached in German before the change: the change reaches it at once.
    expect((await get<Destination[]>('/api/destination', 'de')).map((d) => d.destinationName)).toContain(
      'Bonn am Rhein',
    );
    await cast.call('PATCH', `/api/destination/${bonnId}`, cast.admin, {
      destinationNameDe: '',
      descriptionDe: null,
    });
    expect(await get<Destination>(`/api/destination/${bonnId}`, 'de')).toMatchObject({
      destinationName: 'Bonn',
      translations: { de: { destinationName: null, description: null } },
    });
  });

  it('names a review’s destination in German for German callers', async () => {
    const res = await cast.call('POST', '/api/review', cast.user, {
      comment: 'Wonderful beer gardens.',
      rating: 5,
      destinationId: munichId,
    });
    expect(res.statusCode, res.body).toBe(201);
    const names = async (language?: string) =>
      (await get<{ destinationName: string | null }[]>('/api/review', language)).map(
        (r) => r.destinationName,
      );
    expect(await names('de')).toEqual(['München']);
    expect(await names()).toEqual(['Munich']);
  });

  it('refuses a German text that is too long, with the message in the language asked for', async () => {
    const res = await cast.t.app.inject({
      method: 'PATCH',
      url: `/api/destination/${munichId}`,
      headers: { authorization: `Bearer ${cast.admin.token}`, 'accept-language': 'en' },
      payload: { destinationNameDe: 'x'.repeat(101) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      errors: [{ path: 'destinationNameDe', message: 'Must be 100 characters or fewer' }],
    });
  });
});
