import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { writeBackup } from '../src/infra/backup/dump';
import { codeMigrations } from '../src/infra/backup/migrations';
import { inspectBackup, migrateUpTo, restoreBackup } from '../src/infra/backup/restore';
import { backupBeforeMigration, writeFileSafely } from '../src/infra/backup/schedule';
import { serveBackups, type BackupSocket } from '../src/infra/backup/socket';
import { diskStore } from '../src/infra/images/store';
import { bearer, signIn } from './support/auth-client';
import {
  expectSameContents,
  expectSameFiles,
  fillSite,
  runCli,
  VOLATILE_TABLES,
  type SiteContent,
} from './support/backup-content';
import { RecordingMailer } from './support/recording-mailer';
import { buildTestApp, type TestApp } from './support/test-app';

/*
 * `npm run backup` and `npm run restore` on the embedded database: the running server answers the
 * CLI over its socket in DATA_DIR while it goes on serving; the file goes into an empty DATA_DIR;
 * a server built on that has every row, every image and every account. (With DATABASE_URL set, the
 * site runs on PostgreSQL and the restore goes into an embedded DATA_DIR: the format is the same.)
 */

const mailer = new RecordingMailer();
const work = mkdtempSync(path.join(tmpdir(), 'tgde-backup-'));
const file = path.join(work, 'site.tgdb');
let t: TestApp;
let socket: BackupSocket | undefined;
let site: SiteContent;
/**
 * Each CLI run is a new Node process that loads the embedded database (seconds of WebAssembly), and a
 * test runs several: far more than the project's 30 s default when the machine is busy.
 */
const cliRuns = { timeout: 240_000 };

/** Settings for the CLI: the test's DATA_DIR, never a PostgreSQL server. */
const embedded = (dataDir: string) => ({ DATA_DIR: dataDir, DATABASE_URL: undefined, S3_BUCKET: undefined });

beforeAll(async () => {
  t = await buildTestApp({
    env: { ADMIN_EMAILS: 'boss@example.com', AUTH_RATE_LIMIT_MAX: '1000', CONTACT_RATE_LIMIT: '1000' },
    deps: { mailer },
  });
  site = await fillSite(t.app, t.database.db, mailer);
  // As main.ts does for a server on the embedded database.
  socket = await serveBackups({
    dataDir: t.dataDir,
    backup: (destination) =>
      writeBackup({ database: t.database, media: t.media, dataDir: t.dataDir }, destination),
    log: (message, error) => {
      throw new Error(`${message}: ${String(error)}`);
    },
  });
});
afterAll(async () => {
  await socket?.close();
  await t?.close();
  rmSync(work, { recursive: true, force: true });
});

/** An app on a restored DATA_DIR, as `npm start` would build it. */
async function startOn(dataDir: string): Promise<{ app: FastifyInstance; database: Database }> {
  const database = await openDatabase({ dataDir });
  await database.migrate();
  const config = loadConfig({
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://localhost:3000',
    AUTH_RATE_LIMIT_MAX: '1000',
  });
  const app = await buildApp({
    config,
    database,
    media: diskStore(path.join(dataDir, 'uploads')),
    mailer: new RecordingMailer(),
    scheduledJobs: false,
    overload: { maxEventLoopDelayMs: 60_000, maxWaitingQueries: 10_000, sampleIntervalMs: 3_600_000 },
  });
  await app.ready();
  return { app, database };
}

describe('npm run backup on a running server with the embedded database', cliRuns, () => {
  it('gets the backup from the server over its socket while the server goes on answering', async () => {
    expect(statSync(socket?.path ?? '').mode & 0o777).toBe(0o600);
    expect(statSync(path.dirname(socket?.path ?? '')).mode & 0o777).toBe(0o700);
    let done = false;
    let answered = 0;
    const requests = (async () => {
      while (!done) {
        const res = await t.app.inject({ method: 'GET', url: '/api/destination' });
        expect(res.statusCode).toBe(200);
        answered += 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    const result = await runCli('backup', [file], embedded(t.dataDir));
    done = true;
    await requests;
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(
      /^Backup written to .*site\.tgdb \(.* MB\) and checked: \d+ rows in \d+ tables, \d+ images/,
    );
    expect(result.stdout).toContain('Taken by the running server.');
    expect(answered).toBeGreaterThan(0);
    // Password hashes and sessions: the owner's alone.
    expect(statSync(file).mode & 0o777).toBe(0o600);

    const contents = await inspectBackup(file);
    expect(contents.header.format).toBe(1);
    expect(contents.database.migrations.map((m) => m.tag)).toEqual(codeMigrations().map((e) => e.tag));
    expect(contents.storedSecret).toBe(true);
    expect(contents.images).toBe(readdirSync(path.join(t.dataDir, 'uploads')).length);
  });

  it('opens the database itself when no server runs, and never while another process has it open', async () => {
    const dataDir = path.join(work, 'no-server');
    const other = await openDatabase({ dataDir });
    await other.migrate();
    const refused = await runCli('backup', [path.join(work, 'refused.tgdb')], embedded(dataDir));
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(
      /^The database in DATA_DIR \(.*no-server\) is open, but no server answers on .*backup\.sock; opening it from a second process could damage it\./,
    );
    expect(existsSync(path.join(work, 'refused.tgdb'))).toBe(false);
    await other.close();

    const alone = path.join(work, 'alone.tgdb');
    const result = await runCli('backup', [alone], embedded(dataDir));
    expect(result.stderr).toBe('');
    expect(result.stdout).toContain('No server was running.');
    expect((await inspectBackup(alone)).database.migrations).toHaveLength(codeMigrations().length);
    rmSync(alone);
  });

  it('refuses to overwrite a file that exists', async () => {
    const result = await runCli('backup', [file], embedded(t.dataDir));
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/site\.tgdb exists already: choose another name, or remove it first\./);
  });
});

describe('npm run restore', cliRuns, () => {
  const restored = path.join(work, 'restored');
  let server: { app: FastifyInstance; database: Database } | undefined;
  afterAll(async () => {
    await server?.app.close();
    await server?.database.close();
  });

  it('puts the backup into an empty DATA_DIR, and a server started on it has everything', async () => {
    const result = await runCli('restore', [file], embedded(restored));
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(
      /^Restored the backup of .* into DATA_DIR \(.*restored\): \d+ rows in \d+ tables, \d+ images\./,
    );
    expect(readdirSync(restored).sort()).toEqual(['auth-secret', 'pgdata', 'uploads']);

    server = await startOn(restored);
    const tables = await expectSameContents(t.database.db, server.database.db);
    // The rate-limit counters hold what they held when the backup was taken.
    const contents = await inspectBackup(file);
    for (const table of VOLATILE_TABLES) expect(tables.get(table)?.length).toBe(contents.rows[table] ?? 0);

    // Every image, byte for byte, and served as before.
    expectSameFiles(path.join(t.dataDir, 'uploads'), path.join(restored, 'uploads'));
    const media = await server.app.inject({ method: 'GET', url: site.image });
    expect(media.statusCode).toBe(200);
    expect(
      media.rawPayload.equals(readFileSync(path.join(t.dataDir, 'uploads', path.basename(site.image)))),
    ).toBe(true);

    // The stored secret came along: the session made before the backup still works.
    expect(readFileSync(path.join(restored, 'auth-secret'), 'utf8')).toBe(
      readFileSync(path.join(t.dataDir, 'auth-secret'), 'utf8'),
    );
    const session = await server.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: bearer(site.ann.token),
    });
    expect(session.json<{ user: { email: string } } | null>()?.user.email).toBe('ann@example.com');
    // And Ann signs in with her password and finds her paid booking.
    const ann = await signIn(server.app, { email: 'ann@example.com' });
    const mine = await server.app.inject({ method: 'GET', url: '/api/booking', headers: bearer(ann.token) });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.body).toContain(site.paidBookingId);
    // New rows get new numbers after the restored ones (the sequences came along).
    const seq = await server.database.db.execute(
      sql`select nextval('public.audit_log_seq_seq')::int > (select max(seq) from audit_log) as after`,
    );
    expect((seq as unknown as { rows: { after: boolean }[] }).rows[0]?.after).toBe(true);
  });

  it('refuses a DATA_DIR that holds a database, and changes nothing', async () => {
    const before = readdirSync(path.join(restored, 'pgdata')).length;
    const result = await runCli('restore', [file], embedded(restored));
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /^DATA_DIR \(.*restored\) already holds a database\. A backup is restored only into an empty DATA_DIR/,
    );
    expect(readdirSync(path.join(restored, 'pgdata')).length).toBe(before);
  });

  it('refuses a damaged file with a sentence, and leaves the DATA_DIR empty', async () => {
    const damaged = path.join(work, 'damaged.tgdb');
    const bytes = readFileSync(file);
    const middle = Math.floor(bytes.length / 2);
    bytes.writeUInt8(bytes.readUInt8(middle) ^ 0xff, middle);
    writeFileSync(damaged, bytes);
    const target = path.join(work, 'from-damaged');
    const result = await runCli('restore', [damaged], embedded(target));
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^The backup file is damaged/);
    expect(existsSync(path.join(target, 'pgdata'))).toBe(false);
    expect(existsSync(path.join(target, 'uploads'))).toBe(false);

    const cut = path.join(work, 'cut.tgdb');
    writeFileSync(cut, readFileSync(file).subarray(0, 5000));
    await expect(
      restoreBackup(cut, { dataDir: target, databaseUrl: undefined, diskImages: true }),
    ).rejects.toThrow('The backup file is damaged: it ends early (was it copied completely?).');
    const foreign = path.join(work, 'foreign.tgdb');
    writeFileSync(foreign, 'name,email\nann,ann@example.com\n');
    await expect(
      restoreBackup(foreign, { dataDir: target, databaseUrl: undefined, diskImages: true }),
    ).rejects.toThrow('This file is not a Travel Guide DE backup.');
  });
});

describe('a database of an older version', cliRuns, () => {
  const all = codeMigrations();
  const older = all.slice(0, -1);
  let old: Database;

  beforeAll(async () => {
    // A database left at the previous migration, with a user and an audit entry.
    old = await openDatabase({});
    await old.db.transaction((tx) => migrateUpTo(tx, older));
    await old.db.execute(
      sql`insert into users (id, name, email) values ('old-user', 'Olga Old', 'olga@example.com')`,
    );
    await old.db.execute(
      sql`insert into audit_log (actor, action, target) values ('command line', 'user.promote', 'user:old-user')`,
    );
  });
  afterAll(() => old?.close());

  it('is backed up before migrations change it, into DATA_DIR/backups', async () => {
    const dataDir = path.join(work, 'before-migration');
    const taken = await backupBeforeMigration({ database: old, media: undefined, dataDir });
    expect(taken?.file).toMatch(
      new RegExp(
        `/before-migration/backups/before-${all.at(-1)?.tag}-\\d{4}-\\d{2}-\\d{2}T\\d{2}-\\d{2}-\\d{2}Z\\.tgdb$`,
      ),
    );
    const contents = await inspectBackup(taken?.file ?? '');
    expect(contents.rows.users).toBe(1);
    // Nothing pending on a current database, and nothing to protect on a new one: no backup.
    expect(await backupBeforeMigration({ database: t.database, media: t.media, dataDir })).toBeUndefined();
    const fresh = await openDatabase({});
    try {
      expect(await backupBeforeMigration({ database: fresh, media: undefined, dataDir })).toBeUndefined();
    } finally {
      await fresh.close();
    }
  });

  it('is restored at its level and then migrated', async () => {
    const oldFile = path.join(work, 'old.tgdb');
    await writeFileSafely(oldFile, (destination) =>
      writeBackup({ database: old, media: undefined, dataDir: undefined }, destination),
    );
    const target = path.join(work, 'from-old');
    const result = await restoreBackup(oldFile, {
      dataDir: target,
      databaseUrl: undefined,
      diskImages: true,
    });
    expect(result.migrated).toEqual([all.at(-1)?.tag]);
    expect(result.secretRestored).toBe(false);

    const database = await openDatabase({ dataDir: target });
    try {
      const rows = await database.db.execute(
        sql`select (select count(*)::int from drizzle.__drizzle_migrations) as migrations,
                   (select email from users where id = 'old-user') as email,
                   (select count(*)::int from audit_log) as audit`,
      );
      expect((rows as unknown as { rows: unknown[] }).rows[0]).toEqual({
        migrations: all.length,
        email: 'olga@example.com',
        audit: 1,
      });
    } finally {
      await database.close();
    }
  });
});

describe('scheduled backups (BACKUP_DIR)', () => {
  it('writes one each BACKUP_EVERY_HOURS and keeps the newest BACKUP_KEEP', async () => {
    const dir = path.join(work, 'scheduled');
    let now = new Date('2031-03-01T08:00:00Z');
    const scheduled = await buildTestApp({
      env: { BACKUP_DIR: dir, BACKUP_EVERY_HOURS: '6', BACKUP_KEEP: '2' },
      deps: { scheduledJobs: true, jobPollMs: 3_600_000, clock: () => now },
    });
    try {
      const files = async () => {
        await scheduled.app.jobs.runDue();
        return readdirSync(dir).sort();
      };
      expect(await files()).toEqual(['travel-guide-de-2031-03-01T08-00-00Z.tgdb']);
      // Within the same six hours: no second one.
      now = new Date('2031-03-01T11:00:00Z');
      expect(await files()).toHaveLength(1);
      now = new Date('2031-03-01T12:30:00Z');
      expect(await files()).toEqual([
        'travel-guide-de-2031-03-01T08-00-00Z.tgdb',
        'travel-guide-de-2031-03-01T12-30-00Z.tgdb',
      ]);
      now = new Date('2031-03-01T18:05:00Z');
      expect(await files()).toEqual([
        'travel-guide-de-2031-03-01T12-30-00Z.tgdb',
        'travel-guide-de-2031-03-01T18-05-00Z.tgdb',
      ]);
      const contents = await inspectBackup(path.join(dir, 'travel-guide-de-2031-03-01T18-05-00Z.tgdb'));
      expect(contents.database.migrations).toHaveLength(codeMigrations().length);
    } finally {
      await scheduled.close();
    }
  });
});
