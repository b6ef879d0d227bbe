import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { reviews } from '../src/db/schema';
import { verifiedUser } from '../test/support/accounts';
import type { SignedIn } from '../test/support/auth-client';
import { caller } from '../test/support/cast';
import { webp } from '../test/support/images';
import { inProcessServers, type InProcessServer } from './support/in-process-servers';
import { adminQuery, createDatabase } from './support/postgres';

/*
 * Two servers on one PostgreSQL, each rendering the public pages and keeping them
 * (features/pages/page-cache.ts): a change made through one shows on the other's kept pages,
 * carried by LISTEN/NOTIFY alone (the destination list's own time limit is set far beyond
 * the test).
 */

const webDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
const databaseName = `tgde_pages_${randomBytes(6).toString('hex')}`;
const servers = inProcessServers('pages');
const mailer = servers.mailer;

let a: InProcessServer;
let b: InProcessServer;
let admin: SignedIn;
let destinationId: string;

async function startServer(url: string): Promise<InProcessServer> {
  const database = await openDatabase({ url });
  await database.migrate();
  // Overload protection that a busy machine never trips: a render whose API calls were turned away
  // shows an error, and is (rightly) not kept, which is not what this file is about.
  const overload = { maxEventLoopDelayMs: 60_000, maxWaitingQueries: 10_000, sampleIntervalMs: 3_600_000 };
  return servers.start(database, { CATALOGUE_TTL_MS: '600000' }, { webDist, overload });
}

beforeAll(async () => {
  if (!existsSync(path.join(webDist, '..', 'dist-ssr', 'entry-server.js'))) {
    throw new Error('These tests render the built web app: npm run build');
  }
  const url = await createDatabase(databaseName);
  a = await startServer(url);
  b = await startServer(url);
  admin = await verifiedUser(a.app, mailer, { name: 'The Boss', email: 'boss@example.com' });
  await servers.media.put('bamberg.webp', await webp());
  const created = await caller(a.app)('POST', '/api/destination', admin, {
    destinationName: 'Bamberg',
    description: 'A medieval town on seven hills, famous for its smoked beer.',
    cost: 245.5,
    img: '/media/bamberg.webp',
  });
  expect(created.statusCode, created.body).toBe(201);
  destinationId = created.json<{ insertedId: string }>().insertedId;
});

afterAll(async () => {
  await servers.close();
  await adminQuery(`drop database if exists ${databaseName} with (force)`);
});

async function page(server: InProcessServer, url: string): Promise<string> {
  const res = await server.app.inject({ url });
  expect(res.statusCode, res.body).toBe(200);
  return res.body;
}

describe('kept pages on two servers', () => {
  it('a destination renamed through one server shows on the other’s kept pages without waiting out their time limit', async () => {
    expect(await page(b, '/destination')).toContain('Bamberg');
    expect(await page(b, '/de')).toContain('Bamberg');
    // B keeps its page: a review written behind every cache's back does not show on it.
    await b.database.db.insert(reviews).values({ name: 'Quiet Writer', comment: 'Unannounced.', rating: 3 });
    expect(await page(b, '/reviews')).toContain('Unannounced.');
    await b.database.db.insert(reviews).values({ name: 'Quiet Writer', comment: 'Still unseen.', rating: 3 });
    expect(await page(b, '/reviews')).not.toContain('Still unseen.');

    const renamed = await caller(a.app)('PATCH', `/api/destination/${destinationId}`, admin, {
      destinationName: 'Bamberg Altstadt',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    // B's kept page changes only when the change's notice arrives (the list's own time limit is
    // ten minutes): wait for that, however long a busy machine takes to deliver and render it.
    await expect.poll(async () => page(b, '/destination'), { timeout: 15_000 }).toContain('Bamberg Altstadt');
    expect(await page(b, '/de')).toContain('Bamberg Altstadt');
    expect(await page(b, '/reviews')).toContain('Still unseen.');
  });

  it('a review written through one server appears on the other’s kept reviews page, told by the first', async () => {
    const traveller = await verifiedUser(b.app, mailer, { name: 'Ann Walker', email: 'ann@example.com' });
    expect(await page(a, '/reviews')).not.toContain('Seven hills, one beer');
    const written = await caller(b.app)('POST', '/api/review', traveller, {
      comment: 'Seven hills, one beer: perfect.',
      rating: 5,
      destinationId,
    });
    expect(written.statusCode, written.body).toBe(201);
    await expect
      .poll(async () => page(a, '/reviews'), { timeout: 15_000 })
      .toContain('Seven hills, one beer');
  });
});
