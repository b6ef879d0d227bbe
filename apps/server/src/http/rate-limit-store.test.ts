import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { databaseRateLimitStore } from './rate-limit-store';

let database: Database;
// A fresh embedded database runs every migration: more than the 10 s default on a busy machine.
beforeAll(async () => {
  database = await openDatabase({});
  await database.migrate();
}, 60_000);
afterAll(() => database.close());

function routeStore(method: string, url: string, options: object = {}): FastifyRateLimitStore {
  const Store = databaseRateLimitStore(database.db);
  // The plugin passes the merged limits with `routeInfo`, not the RouteOptions its types name.
  const childOptions = { routeInfo: { method, url }, ...options };
  return new Store({}).child(childOptions as unknown as Parameters<FastifyRateLimitStore['child']>[0]);
}

const hit = (store: FastifyRateLimitStore, key: string, windowMs: number) =>
  new Promise<{ current: number; ttl: number }>((resolve, reject) =>
    store.incr(
      key,
      (error, result) => (error || !result ? reject(error ?? new Error('no result')) : resolve(result)),
      windowMs,
      5,
    ),
  );

describe('databaseRateLimitStore', () => {
  it('counts hits in a window and starts again at 1 once it is over', async () => {
    const store = routeStore('POST', '/api/email');
    const first = await hit(store, '198.51.100.1', 400);
    expect(first.current).toBe(1);
    expect(first.ttl).toBeGreaterThan(0);
    expect(first.ttl).toBeLessThanOrEqual(400);
    expect((await hit(store, '198.51.100.1', 400)).current).toBe(2);
    expect((await hit(store, '198.51.100.1', 400)).current).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect((await hit(store, '198.51.100.1', 400)).current).toBe(1);
  });

  it('counts each address and each route on its own', async () => {
    const email = routeStore('POST', '/api/email');
    const images = routeStore('POST', '/api/images');
    await hit(email, '198.51.100.2', 60_000);
    expect((await hit(email, '198.51.100.2', 60_000)).current).toBe(2);
    expect((await hit(email, '198.51.100.3', 60_000)).current).toBe(1);
    expect((await hit(images, '198.51.100.2', 60_000)).current).toBe(1);
  });

  it('gives hits arriving together one number each', async () => {
    const store = routeStore('POST', '/api/email');
    const counts = await Promise.all(Array.from({ length: 20 }, () => hit(store, '198.51.100.4', 60_000)));
    expect(counts.map((c) => c.current).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
  });

  it('refuses the sliding-window options it does not implement', () => {
    expect(() => routeStore('POST', '/api/email', { continueExceeding: true })).toThrow(/fixed windows/);
    expect(() => routeStore('POST', '/api/email', { exponentialBackoff: true })).toThrow(/fixed windows/);
  });
});
