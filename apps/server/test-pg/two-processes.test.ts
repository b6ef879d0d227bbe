import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Destination } from '@tgde/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailSink } from '../../../e2e/support/mail';
import type { RunningServer } from '../../../e2e/support/server';
import { migrationsFolder } from '../src/paths';
import { png } from '../test/support/images';
import { verifiedAccount } from './support/accounts';
import { adminQuery, builtServerMain } from './support/postgres';
import { twoProcesses } from './support/two-processes';

/*
 * Two server processes of the built product (`npm run build`), on two ports, as a load balancer
 * would have them: one PostgreSQL database, one image folder (each DATA_DIR's uploads/ is a link to
 * it), one AUTH_SECRET. They start at the same moment on an empty database, so they also race to
 * migrate it and to load the demo content.
 */
// Started as processes below: the build must be there.
builtServerMain();

const CONTACT_LIMIT = 3;
// Far longer than any test: a server's cached destination list changes only when it is told.
const CATALOGUE_TTL_MS = 600_000;
const sharedUploads = mkdtempSync(path.join(tmpdir(), 'tgde-shared-uploads-'));
let sink: MailSink;
let a: RunningServer;
let b: RunningServer;

/** A DATA_DIR of its own whose uploads/ is the shared image folder. */
function dataDirWithSharedUploads(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'tgde-proc-'));
  mkdirSync(dir, { recursive: true });
  symlinkSync(sharedUploads, path.join(dir, 'uploads'), 'dir');
  return dir;
}

// Both at the same moment on an empty database: they race to migrate it and to load the demo content.
const servers = twoProcesses('procs', {
  env: {
    ADMIN_EMAILS: 'boss@example.com',
    CONTACT_RATE_LIMIT: String(CONTACT_LIMIT),
    CATALOGUE_TTL_MS: String(CATALOGUE_TTL_MS),
  },
  dataDir: dataDirWithSharedUploads,
  together: true,
});
let databaseName: string;

beforeAll(async () => {
  ({ a, b, sink, databaseName } = await servers.start());
}, 120_000);

afterAll(async () => {
  await servers.stop();
  rmSync(sharedUploads, { recursive: true, force: true });
});

function send(
  server: RunningServer,
  method: string,
  apiPath: string,
  options: { token?: string; body?: unknown } = {},
) {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    headers.origin = server.url;
  }
  return fetch(`${server.url}${apiPath}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
}

const destinationNames = async (server: RunningServer) =>
  ((await (await send(server, 'GET', '/api/destination')).json()) as Destination[]).map(
    (d) => d.destinationName,
  );

describe('two server processes on one PostgreSQL', () => {
  it('started together on an empty database: each migration ran once, the demo content was loaded once', async () => {
    const journal = JSON.parse(
      readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
    ) as {
      entries: unknown[];
    };
    const applied = await adminQuery<{ n: number }>(
      'select count(*)::int as n from drizzle.__drizzle_migrations',
      [],
      databaseName,
    );
    expect(applied.rows[0]?.n).toBe(journal.entries.length);
    expect(await destinationNames(a)).toHaveLength(12);
    expect(await destinationNames(b)).toEqual(await destinationNames(a));
  });

  it('a session made on one works on the other, and signing out on one ends it on both', async () => {
    const token = await verifiedAccount(sink, 'traveller@example.com', a, b);
    for (const server of [a, b]) {
      expect((await send(server, 'GET', '/api/user/traveller@example.com', { token })).status).toBe(200);
    }
    expect((await send(b, 'POST', '/api/auth/sign-out', { token, body: {} })).status).toBe(200);
    for (const server of [a, b]) {
      expect((await send(server, 'GET', '/api/user/traveller@example.com', { token })).status).toBe(401);
    }
  });

  it('counts a rate limit across both', async () => {
    const message = { senderEmail: 'visitor@example.com', subject: 'Hi', body: 'Hello' };
    const statuses: number[] = [];
    for (let i = 0; i < CONTACT_LIMIT; i += 1)
      statuses.push((await send(a, 'POST', '/api/email', { body: message })).status);
    statuses.push((await send(b, 'POST', '/api/email', { body: message })).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
  });

  it("tells the other server of an admin's new destination, and serves its image there", async () => {
    const token = await verifiedAccount(sink, 'boss@example.com', a);
    await destinationNames(b); // B now holds the list in its cache.
    const form = new FormData();
    form.append('image', new Blob([await png(320, 200)], { type: 'image/png' }), 'harbour.png');
    const upload = await fetch(`${a.url}/api/images`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(upload.status).toBe(201);
    const { url: img } = ((await upload.json()) as { data: { url: string } }).data;
    const created = await send(a, 'POST', '/api/destination', {
      token,
      body: { destinationName: 'Rostock', description: 'The port city on the Baltic Sea.', cost: 210, img },
    });
    expect(created.status).toBe(201);
    // B's copy outlives the test unless A's notice drops it: only the change feed can end this wait.
    while (!(await destinationNames(b)).includes('Rostock')) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    // The image stored through A is served by B.
    expect((await fetch(`${b.url}${img}`)).status).toBe(200);
  });
});
