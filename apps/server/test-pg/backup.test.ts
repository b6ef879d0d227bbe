import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { BackupWriter, header } from '../src/infra/backup/format';
import { appliedMigrations } from '../src/infra/backup/migrations';
import { restoreBackup } from '../src/infra/backup/restore';
import { writeFileSafely } from '../src/infra/backup/schedule';
import { diskStore } from '../src/infra/images/store';
import { bearer, signIn } from '../test/support/auth-client';
import {
  expectSameContents,
  expectSameFiles,
  fillSite,
  runCli,
  type SiteContent,
} from '../test/support/backup-content';
import { RecordingMailer } from '../test/support/recording-mailer';
import { adminQuery, createDatabase } from './support/postgres';

/*
 * `npm run backup` and `npm run restore` on PostgreSQL: the command reads the database directly from
 * one snapshot while the server goes on, and restores into an empty database in one transaction.
 */

const suffix = randomBytes(6).toString('hex');
const names = {
  source: `tgde_backup_src_${suffix}`,
  target: `tgde_backup_dst_${suffix}`,
  third: `tgde_backup_third_${suffix}`,
};
const work = mkdtempSync(path.join(tmpdir(), 'tgde-pg-backup-'));
const file = path.join(work, 'site.tgdb');
const mailer = new RecordingMailer();

interface Server {
  app: FastifyInstance;
  database: Database;
  dataDir: string;
}
let source: Server;
let restored: Server | undefined;
let site: SiteContent;
let urls: { source: string; target: string; third: string };

async function startServer(url: string, dataDir: string): Promise<Server> {
  const database = await openDatabase({ url });
  await database.migrate();
  const config = loadConfig({
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://localhost:3000',
    ADMIN_EMAILS: 'boss@example.com',
    AUTH_RATE_LIMIT_MAX: '1000',
    CONTACT_RATE_LIMIT: '1000',
  });
  const app = await buildApp({
    config,
    database,
    media: diskStore(path.join(dataDir, 'uploads')),
    mailer,
    scheduledJobs: false,
  });
  await app.ready();
  return { app, database, dataDir };
}

const tablesIn = async (database: string) =>
  (
    await adminQuery<{ n: number }>(
      `select count(*)::int as n from pg_tables where schemaname in ('public', 'drizzle')`,
      [],
      database,
    )
  ).rows[0]?.n;

beforeAll(async () => {
  urls = {
    source: await createDatabase(names.source),
    target: await createDatabase(names.target),
    third: await createDatabase(names.third),
  };
  source = await startServer(urls.source, mkdtempSync(path.join(tmpdir(), 'tgde-pg-backup-src-')));
  site = await fillSite(source.app, source.database.db, mailer);
});

afterAll(async () => {
  for (const server of [source, restored]) {
    if (!server) continue;
    await server.app.close();
    await server.database.close();
    rmSync(server.dataDir, { recursive: true, force: true });
  }
  for (const name of Object.values(names)) await adminQuery(`drop database if exists ${name} with (force)`);
  rmSync(work, { recursive: true, force: true });
});

describe('npm run backup on PostgreSQL', () => {
  it('reads the database directly, from one snapshot, while the server goes on answering', async () => {
    let done = false;
    let answered = 0;
    const requests = (async () => {
      while (!done) {
        const res = await source.app.inject({ method: 'GET', url: '/api/destination' });
        expect(res.statusCode).toBe(200);
        answered += 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    const result = await runCli('backup', [file], { DATA_DIR: source.dataDir, DATABASE_URL: urls.source });
    done = true;
    await requests;
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(
      /^Backup written to .*site\.tgdb \(.* MB\) and checked: \d+ rows in \d+ tables, 3 images/,
    );
    expect(answered).toBeGreaterThan(0);
  });
});

describe('npm run restore into PostgreSQL', () => {
  it('puts the backup into an empty database, and a server on it has everything', async () => {
    const dataDir = path.join(work, 'restored');
    const result = await runCli('restore', [file], { DATA_DIR: dataDir, DATABASE_URL: urls.target });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^Restored the backup of .* into the database of DATABASE_URL: \d+ rows/);

    restored = await startServer(urls.target, dataDir);
    await expectSameContents(source.database.db, restored.database.db);
    expect(await appliedMigrations(restored.database.db)).toEqual(
      await appliedMigrations(source.database.db),
    );
    expectSameFiles(path.join(source.dataDir, 'uploads'), path.join(dataDir, 'uploads'));
    const media = await restored.app.inject({ method: 'GET', url: site.image });
    expect(media.statusCode).toBe(200);

    const session = await restored.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: bearer(site.ann.token),
    });
    expect(session.json<{ user: { email: string } } | null>()?.user.email).toBe('ann@example.com');
    const ann = await signIn(restored.app, { email: 'ann@example.com' });
    const mine = await restored.app.inject({
      method: 'GET',
      url: '/api/booking',
      headers: bearer(ann.token),
    });
    expect(mine.body).toContain(site.paidBookingId);

    // The audit trail came back whole and is still append-only.
    await expect(restored.database.db.execute(sql`delete from audit_log`)).rejects.toThrow();
  }, 120_000);

  it('refuses a database that is not empty', async () => {
    const result = await runCli('restore', [file], {
      DATA_DIR: path.join(work, 'again'),
      DATABASE_URL: urls.target,
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /^The database of DATABASE_URL is not empty \(it has \d+ tables and a migrations table\)\./,
    );
  });

  it('refuses a damaged file and leaves the database empty', async () => {
    const damaged = path.join(work, 'damaged.tgdb');
    const bytes = readFileSync(file);
    const middle = Math.floor(bytes.length / 2);
    bytes.writeUInt8(bytes.readUInt8(middle) ^ 0xff, middle);
    writeFileSync(damaged, bytes);
    const result = await runCli('restore', [damaged], {
      DATA_DIR: path.join(work, 'from-damaged'),
      DATABASE_URL: urls.third,
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^The backup file is damaged/);
    expect(await tablesIn(names.third)).toBe(0);
  });

  it('rolls everything back when a restore fails half-way', async () => {
    // Whole and well-formed, but its second table does not exist at its migration level.
    const odd = path.join(work, 'odd.tgdb');
    const migrations = await appliedMigrations(source.database.db);
    await writeFileSafely(odd, async (destination) => {
      const writer = new BackupWriter(destination);
      await writer.write(header(new Date()));
      await writer.write({
        type: 'database',
        engine: 'postgres',
        migrations,
        tables: ['users', 'zzz'],
        sequences: [],
      });
      await writer.write(
        { type: 'table', table: 'users', columns: ['id', 'name', 'email'], rows: 1 },
        Buffer.from('[{"id":"u1","name":"Una","email":"una@example.com"}]'),
      );
      await writer.write(
        { type: 'table', table: 'zzz', columns: ['id'], rows: 1 },
        Buffer.from('[{"id":1}]'),
      );
      await writer.finish();
    });
    await expect(
      restoreBackup(odd, { dataDir: path.join(work, 'odd'), databaseUrl: urls.third, diskImages: true }),
    ).rejects.toThrow(
      'The backup does not match the migrations it names: there is no table zzz at that level.',
    );
    expect(await tablesIn(names.third)).toBe(0);
  });
});
