import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client';
import { destinations } from '../../db/schema';
import { createCatalogueCache } from './catalogue-cache';

let database: Database;
// A fresh embedded database runs every migration: more than the 10 s default on a busy machine.
beforeAll(async () => {
  database = await openDatabase({});
  await database.migrate();
  await database.db
    .insert(destinations)
    .values({ name: 'Berlin', description: 'The capital city.', costCents: 50000, img: '/media/a.webp' });
}, 60_000);
afterAll(() => database.close());

const names = (json: Buffer) =>
  (JSON.parse(json.toString('utf8')) as { destinationName: string }[]).map((d) => d.destinationName);

describe('createCatalogueCache', () => {
  it('answers from memory until invalidated', async () => {
    const cache = createCatalogueCache(database.db, 60_000);
    expect(names(await cache.json())).toEqual(['Berlin']);
    await database.db
      .insert(destinations)
      .values({ name: 'Bremen', description: 'The Hanseatic city.', costCents: 18000, img: '/media/b.webp' });
    expect(names(await cache.json())).toEqual(['Berlin']);
    cache.invalidate();
    expect(names(await cache.json())).toEqual(['Berlin', 'Bremen']);
  });

  it('reads again once the time limit has passed', async () => {
    const cache = createCatalogueCache(database.db, 0);
    const before = names(await cache.json()).length;
    await database.db
      .insert(destinations)
      .values({ name: 'Lübeck', description: 'The marzipan city.', costCents: 17000, img: '/media/c.webp' });
    expect(names(await cache.json()).length).toBe(before + 1);
  });

  it('makes one database read for requests arriving together', async () => {
    const cache = createCatalogueCache(database.db, 60_000);
    const answers = await Promise.all([cache.json(), cache.json(), cache.json()]);
    expect(new Set(answers).size).toBe(1);
  });
});
