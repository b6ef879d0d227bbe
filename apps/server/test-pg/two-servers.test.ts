import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Destination } from '@tgde/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/client';
import { migrationsFolder } from '../src/paths';
import { verifyByMail } from '../test/support/accounts';
import { bearer, postJson, signIn, signUp, type SignedIn } from '../test/support/auth-client';
import { multipart, png } from '../test/support/images';
import { inProcessServers, type InProcessServer } from './support/in-process-servers';
import { adminQuery, createDatabase } from './support/postgres';

/*
 * Two servers, as two processes behind a load balancer would run them: each its own app, its own
 * connection pool and its own DATA_DIR, sharing one PostgreSQL database, one image folder and one
 * AUTH_SECRET. Nothing else connects them.
 */

// Far longer than any test: a server's cached destination list changes only when it is told.
const CATALOGUE_TTL_MS = 600_000;
const CONTACT_LIMIT = 3;

const databaseName = `tgde_two_${randomBytes(6).toString('hex')}`;
const servers = inProcessServers('two');
const mailer = servers.mailer;
let migrations: PromiseSettledResult<void>[];
let a: InProcessServer;
let b: InProcessServer;
let admin: SignedIn;

const startServer = (database: Database) =>
  servers.start(database, {
    CONTACT_RATE_LIMIT: String(CONTACT_LIMIT),
    CATALOGUE_TTL_MS: String(CATALOGUE_TTL_MS),
  });

beforeAll(async () => {
  const url = await createDatabase(databaseName);
  const [databaseA, databaseB] = await Promise.all([openDatabase({ url: url }), openDatabase({ url: url })]);
  // Both start at the same moment, as two servers deployed together do.
  migrations = await Promise.allSettled([databaseA.migrate(), databaseB.migrate()]);
  [a, b] = await Promise.all([startServer(databaseA), startServer(databaseB)]);

  // The admin signs up through A, opens the mailed link on B and signs in on A.
  await signUp(a.app, { name: 'The Boss', email: 'boss@example.com' });
  await verifyByMail(b.app, mailer, 'boss@example.com');
  admin = await signIn(a.app, { email: 'boss@example.com' });
});

afterAll(async () => {
  await servers.close();
  await adminQuery(`drop database if exists ${databaseName} with (force)`);
});

const session = async (server: InProcessServer, token: string) =>
  (await server.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: bearer(token) })).json<{
    user: { email: string };
  } | null>();

const profile = (server: InProcessServer, email: string, token: string) =>
  server.app.inject({ method: 'GET', url: `/api/user/${email}`, headers: bearer(token) });

const names = async (server: InProcessServer) =>
  (await server.call('GET', '/api/destination')).json<Destination[]>().map((d) => d.destinationName);

/** Calls `check` until it holds (the test's own time limit ends a wait for what never comes). */
async function until(check: () => Promise<boolean>): Promise<void> {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 20));
}

describe('two servers on one PostgreSQL', () => {
  it('migrate together, and each migration runs once', async () => {
    expect(migrations.map((m) => m.status)).toEqual(['fulfilled', 'fulfilled']);
    const journal = JSON.parse(
      readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
    ) as {
      entries: unknown[];
    };
    const applied = await adminQuery<{ count: number }>(
      'select count(*)::int as count from drizzle.__drizzle_migrations',
      [],
      databaseName,
    );
    expect(applied.rows[0]?.count).toBe(journal.entries.length);
  });

  it('a session made on one server works on the other, and signing out on one ends it on both', async () => {
    await signUp(b.app, { name: 'Ann Walker', email: 'ann@example.com' });
    await verifyByMail(a.app, mailer, 'ann@example.com');
    const { token } = await signIn(a.app, { email: 'ann@example.com' });

    expect((await session(b, token))?.user.email).toBe('ann@example.com');
    expect((await profile(b, 'ann@example.com', token)).statusCode).toBe(200);

    const out = await postJson(b.app, '/api/auth/sign-out', {}, bearer(token));
    expect(out.statusCode).toBe(200);
    expect(await session(a, token)).toBeNull();
    expect(await session(b, token)).toBeNull();
    expect((await profile(a, 'ann@example.com', token)).statusCode).toBe(401);
  });

  it('count one client’s contact messages on both servers together', async () => {
    const send = (server: InProcessServer, remoteAddress: string) =>
      server.app.inject({
        method: 'POST',
        url: '/api/email',
        remoteAddress,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ senderEmail: 'ada@example.travel', subject: 'Hi', body: 'Hello there.' }),
      });
    const codes: number[] = [];
    for (let i = 0; i < CONTACT_LIMIT; i += 1) codes.push((await send(a, '203.0.113.20')).statusCode);
    const overTheLimit = await send(b, '203.0.113.20');
    codes.push(overTheLimit.statusCode);
    expect(codes).toEqual([201, 201, 201, 429]);
    expect(Number(overTheLimit.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send(a, '203.0.113.20')).statusCode).toBe(429);
    // Another address has its own allowance, on either server.
    expect((await send(b, '203.0.113.21')).statusCode).toBe(201);
  });

  it('serve each other’s uploads from the shared image folder', async () => {
    const body = multipart('image', await png(), 'map.png', 'image/png');
    const res = await a.app.inject({
      method: 'POST',
      url: '/api/images',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(admin.token) },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { url } = res.json<{ data: { url: string } }>().data;
    expect((await b.app.inject({ url })).statusCode).toBe(200);
  });

  it('tell each other of an admin’s new and archived destinations', async () => {
    const img = await uploadedImage();
    // Both copies of the list are in memory now, and outlive the test unless the other server's
    // notice drops them: only the change feed can end the waits below.
    expect(await names(a)).toEqual([]);
    expect(await names(b)).toEqual([]);

    const created = await a.call('POST', '/api/destination', admin, {
      destinationName: 'Bamberg',
      description: 'A medieval town on seven hills, famous for its smoked beer.',
      cost: 245.5,
      img,
    });
    expect(created.statusCode, created.body).toBe(201);
    const { insertedId } = created.json<{ insertedId: string }>();
    await until(async () => (await names(b)).includes('Bamberg'));

    expect(await names(a)).toEqual(['Bamberg']);
    const archived = await b.call('DELETE', `/api/destination/${insertedId}`, admin);
    expect(archived.statusCode, archived.body).toBe(200);
    await until(async () => !(await names(a)).includes('Bamberg'));
  });

  it('still tell each other after the listening connections are cut (they connect again)', async () => {
    const listeners = () =>
      adminQuery<{ pid: number }>(
        `select pid from pg_stat_activity where datname = $1 and query ilike 'listen %'`,
        [databaseName],
      );
    const before = await listeners();
    expect(before.rows).toHaveLength(2);
    expect(await names(b)).toEqual([]);
    await adminQuery('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [
      before.rows.map((r) => r.pid),
    ]);
    await until(async () => {
      const now = (await listeners()).rows.map((r) => r.pid);
      return now.length === 2 && now.every((pid) => !before.rows.some((r) => r.pid === pid));
    });

    expect(await names(b)).toEqual([]);
    const created = await a.call('POST', '/api/destination', admin, {
      destinationName: 'Lübeck',
      description: 'The marzipan city on the Baltic coast.',
      cost: 170,
      img: await uploadedImage(),
    });
    expect(created.statusCode, created.body).toBe(201);
    await until(async () => (await names(b)).includes('Lübeck'));
  });
});

/** An image uploaded through B, for a destination created through A. */
async function uploadedImage(): Promise<string> {
  const body = multipart(
    'image',
    await png(320 + Math.floor(Math.random() * 100), 240),
    'p.png',
    'image/png',
  );
  const res = await b.app.inject({
    method: 'POST',
    url: '/api/images',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(admin.token) },
  });
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return res.json<{ data: { url: string } }>().data.url;
}
