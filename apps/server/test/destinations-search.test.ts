import path from 'node:path';
import {
  destinationMessages,
  destinationSearchMessages,
  destinationSearchSchema,
  isInGermany,
  TOTAL_COUNT_HEADER,
  type Destination,
} from '@tgde/contracts';
import { sql, TransactionRollbackError } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoDestinations } from '../src/db/seed/data';
import { seedDemoContent } from '../src/db/seed';
import { searchQuery } from '../src/features/destinations/service';
import { diskStore } from '../src/infra/images/store';
import { buildCast, refusals, storedImage, type Cast } from './support/cast';

/*
 * GET /api/destination with search parameters, on the demo catalogue (12 destinations with their
 * reviews), and the location fields of the admin's calls. Runs on PGlite and, with DATABASE_URL, on
 * PostgreSQL (scripts/with-postgres.sh).
 */

let cast: Cast;
let img: string;
/** The demo catalogue as the plain list answers it (catalogue order, with ratings). */
let catalogue: Destination[];

beforeAll(async () => {
  cast = await buildCast();
  await seedDemoContent(cast.t.database.db, diskStore(path.join(cast.t.dataDir, 'uploads')));
  img = await storedImage(cast.t, 'searchPicture');
  catalogue = (await cast.call('GET', '/api/destination')).json<Destination[]>();
});
afterAll(() => cast.t.close());

async function search(query: string): Promise<{ names: string[]; total: number; list: Destination[] }> {
  const res = await cast.call('GET', `/api/destination?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  const list = res.json<Destination[]>();
  return { names: list.map((d) => d.destinationName), total: Number(res.headers[TOTAL_COUNT_HEADER]), list };
}

const namesOf = (list: readonly Destination[]) => list.map((d) => d.destinationName);
/** As the server sorts names: lower case, accents dropped. */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const byCatalogueOrder = (a: Destination, b: Destination) => catalogue.indexOf(a) - catalogue.indexOf(b);

async function create(body: Record<string, unknown>): Promise<string> {
  const res = await cast.call('POST', '/api/destination', cast.admin, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ insertedId: string }>().insertedId;
}

describe('GET /api/destination without parameters', () => {
  it('answers the whole catalogue as a plain array, in catalogue order, without paging', async () => {
    const res = await cast.call('GET', '/api/destination');
    expect(res.headers[TOTAL_COUNT_HEADER]).toBeUndefined();
    expect(catalogue.map((d) => d.destinationName)).toEqual(demoDestinations.map((d) => d.name));
  });

  it('ignores parameters that are not search parameters (a cache buster)', async () => {
    const res = await cast.call('GET', '/api/destination?_=1732300000');
    expect(res.headers[TOTAL_COUNT_HEADER]).toBeUndefined();
    expect(res.json()).toEqual(catalogue);
  });

  it('carries each demo destination’s real location', async () => {
    for (const d of catalogue) {
      const demo = demoDestinations.find((x) => x.name === d.destinationName);
      expect([d.latitude, d.longitude]).toEqual([demo?.latitude, demo?.longitude]);
      expect(isInGermany(d.latitude!, d.longitude!), d.destinationName).toBe(true);
    }
    const neuschwanstein = catalogue.find((d) => d.destinationName === 'Neuschwanstein');
    expect([neuschwanstein?.latitude, neuschwanstein?.longitude]).toEqual([47.5576, 10.7498]);
  });
});

describe('GET /api/destination?q=', () => {
  it('finds every destination whose name or description has the word, in any case', async () => {
    const castles = await search('q=castle');
    expect([...castles.names].sort()).toEqual(['Heidelberg', 'Neuschwanstein', 'Nuremberg']);
    expect(castles.total).toBe(3);
    for (const d of castles.list)
      expect(`${d.destinationName} ${d.description}`.toLowerCase()).toContain('castle');
    expect((await search('q=CASTLE')).names.sort()).toEqual(castles.names.sort());
  });

  it.each([
    ['lubeck', 'Lübeck'],
    ['Lübeck', 'Lübeck'],
    ['LÜBECK', 'Lübeck'],
    ['Koln', 'Cologne'],
    ['köln', 'Cologne'],
    ['dusseldorf', 'Düsseldorf'],
    ['DÜSSELDORF', 'Düsseldorf'],
    ['fohn', 'Munich'],
  ])('forgives accents and case: %s finds %s', async (q, name) => {
    const found = await search(`q=${encodeURIComponent(q)}`);
    expect(found.names).toEqual([name]);
    expect(found.total).toBe(1);
  });

  it('needs every word, in any order, each in the name or the description', async () => {
    expect((await search('q=castle%20wine')).names).toEqual(['Heidelberg']);
    expect((await search('q=%20wine%20%20castle%20')).names).toEqual(['Heidelberg']);
    expect((await search('q=heidelberg%20funicular')).names).toEqual(['Heidelberg']);
    expect((await search('q=castle%20marzipan')).names).toEqual([]);
  });

  it('answers an empty page and a total of 0 when nothing matches', async () => {
    const res = await cast.call('GET', '/api/destination?q=atlantis');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
    expect(res.headers[TOTAL_COUNT_HEADER]).toBe('0');
  });

  it('takes % _ and \\ as plain characters, not as patterns', async () => {
    for (const q of ['%', '_', '\\', 'c%stle', 'c_stle']) {
      expect((await search(`q=${encodeURIComponent(q)}`)).names, q).toEqual([]);
    }
  });

  it('treats a blank q as no search: the catalogue, paged', async () => {
    const all = await search('q=%20%20');
    expect(all.names).toEqual(namesOf(catalogue));
    expect(all.total).toBe(catalogue.length);
  });

  it('puts the best match first when no sort is asked for', async () => {
    await create({
      destinationName: 'Castle Road',
      description: 'A holiday route of some seventy castles from Mannheim to Prague.',
      cost: 90,
      img,
    });
    const found = await search('q=castle');
    expect(found.names[0]).toBe('Castle Road');
    expect(found.total).toBe(4);
    // Sorting by name instead: as asked.
    expect((await search('q=castle&sort=name')).names).toEqual([
      'Castle Road',
      'Heidelberg',
      'Neuschwanstein',
      'Nuremberg',
    ]);
    const id = found.list[0]!._id;
    expect((await cast.call('DELETE', `/api/destination/${id}`, cast.admin)).statusCode).toBe(200);
  });

  it('never finds archived destinations', async () => {
    const id = await create({
      destinationName: 'Quedlinburg',
      description: 'Over 1,300 half-timbered houses below the castle hill.',
      cost: 140,
      img,
    });
    expect((await search('q=quedlinburg')).names).toEqual(['Quedlinburg']);
    expect((await cast.call('DELETE', `/api/destination/${id}`, cast.admin)).statusCode).toBe(200);
    expect(await search('q=quedlinburg')).toMatchObject({ names: [], total: 0 });
    expect((await search('q=castle')).total).toBe(3);
    expect((await search('sort=price&limit=100')).total).toBe(catalogue.length);
  });

  it('uses the trigram index for the words on a large catalogue', async () => {
    let plan = '';
    // 3,000 more destinations, and the planner's statistics of them, then all undone.
    await cast.t.database.db
      .transaction(async (tx) => {
        await tx.execute(sql`
          insert into destinations (name, description, cost_cents, img)
          select 'Town ' || md5(i::text), md5((i * 7)::text) || ' ' || md5((i * 13)::text), 10000 + i, '/media/x.webp'
          from generate_series(1, 3000) as i`);
        await tx.execute(sql`analyze destinations`);
        const query = searchQuery(tx, destinationSearchSchema.parse({ q: 'lübeck gate' }));
        const result = await tx.execute(sql`explain ${query.getSQL()}`);
        // Both drivers (PGlite, node-postgres) answer { rows }; EXPLAIN's have one column.
        plan = (result as { rows: Record<string, string>[] }).rows
          .map((row) => Object.values(row).join(' '))
          .join('\n');
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof TransactionRollbackError)) throw error;
      });
    expect(plan).toContain('destinations_search_idx');
    expect(plan).not.toMatch(/Seq Scan on destinations/);
    expect((await search('sort=price&limit=100')).total).toBe(catalogue.length);
  });
});

describe('GET /api/destination filters and sorts', () => {
  it('keeps the price range, both ends included', async () => {
    const found = await search('minCost=200&maxCost=299');
    const expected = catalogue.filter((d) => d.cost >= 200 && d.cost <= 299);
    expect(found.names).toEqual(namesOf(expected));
    expect(found.names).toEqual(expect.arrayContaining(['Frankfurt', 'Cologne', 'Heidelberg']));
    expect(found.total).toBe(expected.length);
    expect((await search('minCost=500')).names).toEqual(namesOf(catalogue.filter((d) => d.cost >= 500)));
    expect((await search('maxCost=199')).names).toEqual(namesOf(catalogue.filter((d) => d.cost <= 199)));
    expect((await search('minCost=299.01&maxCost=299.99')).names).toEqual([]);
  });

  it('reads a German decimal comma as the decimal mark: maxCost=400,50 is $400.50, not $40,050', async () => {
    const comma = await search('maxCost=400,50');
    expect(comma.names).toEqual(namesOf(catalogue.filter((d) => d.cost <= 400.5)));
    expect(comma.names).toEqual((await search('maxCost=400.50')).names);
    expect(comma.total).toBeLessThan(catalogue.length);
    expect((await search('minCost=299,01&maxCost=299,99')).names).toEqual([]);
  });

  it('keeps a minimum average rating, the one each answer shows; unrated ones count as 0', async () => {
    const rated = catalogue.filter((d) => d.averageRating !== null);
    expect(rated.length).toBeGreaterThan(2);
    const threshold = [...rated].sort((a, b) => b.averageRating! - a.averageRating!)[1]!.averageRating!;
    const found = await search(`minRating=${threshold}`);
    expect(found.names).toEqual(namesOf(catalogue.filter((d) => (d.averageRating ?? 0) >= threshold)));
    expect(found.total).toBeGreaterThanOrEqual(2);
    expect((await search('minRating=0')).total).toBe(catalogue.length);
    expect((await search('minRating=5')).names).toEqual(
      namesOf(catalogue.filter((d) => d.averageRating === 5)),
    );
  });

  it('sorts by name, ignoring case and accents', async () => {
    const expected = [...catalogue].sort((a, b) =>
      folded(a.destinationName).localeCompare(folded(b.destinationName)),
    );
    expect((await search('sort=name')).names).toEqual(namesOf(expected));
  });

  it('sorts by price, cheapest or dearest first, ties in catalogue order', async () => {
    const cheapest = [...catalogue].sort((a, b) => a.cost - b.cost || byCatalogueOrder(a, b));
    const dearest = [...catalogue].sort((a, b) => b.cost - a.cost || byCatalogueOrder(a, b));
    expect((await search('sort=price')).names).toEqual(namesOf(cheapest));
    expect((await search('sort=price-desc')).names).toEqual(namesOf(dearest));
    expect((await search('sort=price')).names[0]).toBe('Düsseldorf');
  });

  it('sorts by rating, best first, more reviews before fewer, unrated last', async () => {
    const expected = [...catalogue].sort(
      (a, b) =>
        (b.averageRating ?? -1) - (a.averageRating ?? -1) ||
        b.reviewCount - a.reviewCount ||
        byCatalogueOrder(a, b),
    );
    const found = await search('sort=rating');
    expect(found.names).toEqual(namesOf(expected));
    // Each answer is the same destination as the plain list has.
    for (const d of found.list) expect(d).toEqual(catalogue.find((c) => c._id === d._id));
  });

  it('combines words, price, rating and sort', async () => {
    const found = await search('q=the&minCost=150&maxCost=400&minRating=1&sort=price-desc');
    const expected = catalogue
      .filter((d) => `${d.destinationName} ${d.description}`.toLowerCase().includes('the'))
      .filter((d) => d.cost >= 150 && d.cost <= 400 && (d.averageRating ?? 0) >= 1)
      .sort((a, b) => b.cost - a.cost || byCatalogueOrder(a, b));
    expect(expected.length).toBeGreaterThan(1);
    expect(found.names).toEqual(namesOf(expected));
    expect(found.total).toBe(expected.length);
  });
});

describe('GET /api/destination paging', () => {
  it('pages in a stable order with the total in X-Total-Count', async () => {
    const all = (await search('sort=price')).names;
    const pages: string[] = [];
    for (let offset = 0; offset < all.length; offset += 5) {
      const page = await search(`sort=price&limit=5&offset=${offset}`);
      expect(page.total).toBe(all.length);
      expect(page.names.length).toBe(Math.min(5, all.length - offset));
      pages.push(...page.names);
    }
    expect(pages).toEqual(all);
  });

  it('answers 24 at most by default', async () => {
    for (let i = 0; i < 14; i += 1) {
      await create({
        destinationName: `Spa Town ${i}`,
        description: 'A quiet spa town with a park.',
        cost: 99,
        img,
      });
    }
    const first = await search('q=spa');
    expect(first.total).toBe(14);
    const all = await search('sort=name');
    expect(all.total).toBe(catalogue.length + 14);
    expect(all.names).toHaveLength(24);
  });

  it('answers an empty page past the end, still with the total', async () => {
    const res = await cast.call('GET', '/api/destination?q=castle&offset=50');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
    expect(res.headers[TOTAL_COUNT_HEADER]).toBe('3');
  });
});

describe('GET /api/destination refuses invalid parameters with a sentence', () => {
  it.each([
    ['minCost=cheap', 'minCost', destinationSearchMessages.minCostNumber],
    ['minCost=-1', 'minCost', destinationSearchMessages.minCostRange],
    ['maxCost=abc', 'maxCost', destinationSearchMessages.maxCostNumber],
    ['maxCost=100001', 'maxCost', destinationSearchMessages.maxCostRange],
    ['maxCost=1.000', 'maxCost', destinationSearchMessages.costGrouping],
    ['minCost=1,000.50', 'minCost', destinationSearchMessages.costGrouping],
    ['minCost=400&maxCost=100', 'minCost', destinationSearchMessages.costOrder],
    ['minRating=great', 'minRating', destinationSearchMessages.minRatingNumber],
    ['minRating=5.5', 'minRating', destinationSearchMessages.minRatingRange],
    ['minRating=-1', 'minRating', destinationSearchMessages.minRatingRange],
    ['sort=cheapest', 'sort', destinationSearchMessages.sort],
    ['sort=PRICE', 'sort', destinationSearchMessages.sort],
    ['q=a&q=b', 'q', destinationSearchMessages.qText],
    [`q=${'x'.repeat(101)}`, 'q', destinationSearchMessages.qLong],
    ['limit=0', 'limit', 'limit must be at least 1'],
    ['limit=101', 'limit', 'limit must be at most 100'],
    ['limit=ten', 'limit', 'limit must be a number'],
    ['offset=-1', 'offset', 'offset cannot be negative'],
    ['offset=1.5', 'offset', 'offset must be a whole number'],
  ])('%s', async (query, field, message) => {
    const res = await cast.call('GET', `/api/destination?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, errors: [{ path: field, message }] });
  });

  it('lists every bad parameter at once', async () => {
    const res = await cast.call('GET', '/api/destination?minCost=x&sort=y');
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: { path: string }[] }>().errors.map((e) => e.path)).toEqual(['minCost', 'sort']);
  });
});

describe('destination locations', () => {
  const strasbourg = { latitude: 48.5734, longitude: 7.7521 };
  const bamberg = { latitude: 49.8917, longitude: 10.8917 };
  const good = () => ({
    destinationName: 'Bamberg',
    description: 'A medieval town on seven hills, famous for its smoked beer.',
    cost: 245.5,
    img,
  });
  let id: string;

  it('are set by admins only', async () => {
    expect(await refusals(cast, 'POST', '/api/destination', { ...good(), ...bamberg })).toEqual([
      401, 403, 403, 403,
    ]);
  });

  it('are stored when an admin adds a destination, and every answer carries them', async () => {
    id = await create({ ...good(), ...bamberg });
    // The answer about one destination adds its stored texts (for the Edit form); lists do not.
    const { translations: _texts, ...byId } = (
      await cast.call('GET', `/api/destination/${id}`)
    ).json<Destination>();
    expect(byId).toMatchObject({ destinationName: 'Bamberg', ...bamberg });
    const listed = (await cast.call('GET', '/api/destination'))
      .json<Destination[]>()
      .find((d) => d._id === id);
    expect(listed).toEqual(byId);
    expect((await search('q=bamberg')).list).toEqual([byId]);
  });

  it('may be left out: the destination is then listed without one', async () => {
    const other = await create({ ...good(), destinationName: 'Coburg' });
    expect((await cast.call('GET', `/api/destination/${other}`)).json()).toMatchObject({
      latitude: null,
      longitude: null,
    });
  });

  it.each([
    ['a latitude alone', { latitude: 50 }, 'longitude', destinationMessages.locationPair],
    ['a longitude alone', { longitude: 10 }, 'latitude', destinationMessages.locationPair],
    ['one half cleared', { latitude: null, longitude: 10 }, 'latitude', destinationMessages.locationPair],
    ['a point in France', strasbourg, 'latitude', destinationMessages.locationOutsideGermany],
    [
      'swapped numbers',
      { latitude: 10.8917, longitude: 49.8917 },
      'latitude',
      destinationMessages.locationOutsideGermany,
    ],
    [
      'a latitude past the pole',
      { latitude: 91, longitude: 10 },
      'latitude',
      destinationMessages.latitudeRange,
    ],
    [
      'a longitude out of range',
      { latitude: 50, longitude: 181 },
      'longitude',
      destinationMessages.longitudeRange,
    ],
    ['text', { latitude: '50.1', longitude: 10 }, 'latitude', destinationMessages.latitudeNumber],
  ])('refuses %s on create and on update', async (_what, location, field, message) => {
    const body = { ...good(), destinationName: 'Würzburg', ...location };
    const created = await cast.call('POST', '/api/destination', cast.admin, body);
    expect(created.statusCode).toBe(400);
    expect(created.json()).toEqual({ message, errors: [{ path: field, message }] });
    const updated = await cast.call('PATCH', `/api/destination/${id}`, cast.admin, location);
    expect(updated.statusCode).toBe(400);
    expect(updated.json()).toEqual({ message, errors: [{ path: field, message }] });
    expect((await cast.call('GET', `/api/destination/${id}`)).json()).toMatchObject(bamberg);
  });

  it('are changed by an admin, kept by edits that leave them out, and cleared by null', async () => {
    const moved = { latitude: 49.8988, longitude: 10.9028 };
    expect(await refusals(cast, 'PATCH', `/api/destination/${id}`, moved)).toEqual([401, 403, 403, 403]);
    expect((await cast.call('PATCH', `/api/destination/${id}`, cast.admin, moved)).statusCode).toBe(200);
    expect((await cast.call('GET', `/api/destination/${id}`)).json()).toMatchObject(moved);
    expect((await cast.call('PATCH', `/api/destination/${id}`, cast.admin, { cost: 250 })).statusCode).toBe(
      200,
    );
    expect((await cast.call('GET', `/api/destination/${id}`)).json()).toMatchObject({ cost: 250, ...moved });
    const cleared = await cast.call('PUT', `/api/destination/${id}`, cast.admin, {
      latitude: null,
      longitude: null,
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect((await cast.call('GET', `/api/destination/${id}`)).json()).toMatchObject({
      latitude: null,
      longitude: null,
    });
  });

  it('are held to both-or-neither and to their ranges by the database too', async () => {
    const write = (latitude: number | null, longitude: number | null) =>
      cast.t.database.db.execute(
        sql`update destinations set latitude = ${latitude}, longitude = ${longitude} where id = ${id}`,
      );
    await expect(write(50, null)).rejects.toThrow();
    await expect(write(95, 10)).rejects.toThrow();
    await expect(write(50, 190)).rejects.toThrow();
    await expect(write(50, 10)).resolves.toBeDefined();
  });
});
