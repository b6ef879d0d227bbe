import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeBackup } from '../src/infra/backup/dump';
import { BackupWriter, readBackupFile, type BackupRecord } from '../src/infra/backup/format';
import { codeMigrations } from '../src/infra/backup/migrations';
import { restoreBackup } from '../src/infra/backup/restore';
import { writeFileSafely } from '../src/infra/backup/schedule';
import { runCli } from './support/backup-content';
import { buildTestApp, type TestApp } from './support/test-app';

/*
 * A restore that is refused, whenever it finds out, leaves its target exactly as it was: a DATA_DIR
 * that was not there is still not there, and one that was holds the same files with the same bytes
 * (no stored secret made on the way, no staging folder, no half-moved database). Otherwise the
 * operator's next attempt, with the right file, is refused because the target is no longer empty,
 * or a server started there finds a half-made site.
 */

const work = mkdtempSync(path.join(tmpdir(), 'tgde-restore-refusals-'));
const good = path.join(work, 'good.tgdb');
let t: TestApp;

/** Each CLI run is a new Node process that loads the embedded database's code (seconds). */
const cliRuns = { timeout: 240_000 };
/** Settings for the CLI: this DATA_DIR, no PostgreSQL server, no bucket, no AUTH_SECRET. */
const embedded = (dataDir: string) => ({
  DATA_DIR: dataDir,
  DATABASE_URL: undefined,
  S3_BUCKET: undefined,
  AUTH_SECRET: undefined,
});
const into = (dataDir: string) => ({ dataDir, databaseUrl: undefined, diskImages: true });

beforeAll(async () => {
  t = await buildTestApp();
  // A row, so that the backup has a table to restore.
  await t.database.db.execute(
    sql`insert into users (id, name, email) values ('ann', 'Ann', 'ann@example.com')`,
  );
  // An image, so that a restore has images to move in too.
  mkdirSync(path.join(t.dataDir, 'uploads'), { recursive: true });
  writeFileSync(path.join(t.dataDir, 'uploads', 'castle-640.webp'), Buffer.from('not really an image'));
  await writeFileSafely(good, (destination) =>
    writeBackup({ database: t.database, media: t.media, dataDir: t.dataDir }, destination),
  );
});
afterAll(async () => {
  await t?.close();
  rmSync(work, { recursive: true, force: true });
});

/** Every folder and file under `dir` with its bytes' hash, or null when `dir` does not exist. */
function tree(dir: string): string[] | null {
  if (!existsSync(dir)) return null;
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .map((entry) => {
      const full = path.join(entry.parentPath, entry.name);
      const name = path.relative(dir, full);
      if (!entry.isFile()) return `${name}/`;
      return `${name} ${createHash('sha256').update(readFileSync(full)).digest('hex')}`;
    })
    .sort();
}

/** A copy of the good backup with some of its records changed (a file the backup code could not write). */
async function altered(name: string, change: (record: BackupRecord) => BackupRecord): Promise<string> {
  const file = path.join(work, name);
  await writeFileSafely(file, async (destination) => {
    const writer = new BackupWriter(destination);
    for await (const record of readBackupFile(good)) {
      if (record.meta.type === 'end') continue;
      const { meta, body } = change(record);
      await writer.write(meta, body);
    }
    await writer.finish();
  });
  return file;
}

describe('npm run restore, refused', cliRuns, () => {
  it('makes no DATA_DIR for a file that is not a backup', async () => {
    const foreign = path.join(work, 'foreign.tgdb');
    writeFileSync(foreign, 'name,email\nann,ann@example.com\n');
    const target = path.join(work, 'never-made');
    const result = await runCli('restore', [foreign], embedded(target));
    expect(result.code).toBe(1);
    expect(result.stderr).toBe('This file is not a Travel Guide DE backup.\n');
    expect(existsSync(target)).toBe(false);
  });

  it('leaves a DATA_DIR that holds a database as it was, and makes no secret in it', async () => {
    const target = path.join(work, 'has-database');
    mkdirSync(path.join(target, 'pgdata'), { recursive: true });
    writeFileSync(path.join(target, 'pgdata', 'PG_VERSION'), '17\n');
    writeFileSync(path.join(target, 'notes.txt'), 'the operator’s own notes\n');
    const before = tree(target);
    const result = await runCli('restore', [good], embedded(target));
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/already holds a database/);
    expect(tree(target)).toEqual(before);
  });
});

describe('restoreBackup, refused', { timeout: 240_000 }, () => {
  it('touches nothing for a backup of a newer version', async () => {
    const newest = codeMigrations().at(-1)?.when ?? 0;
    const newer = await altered('newer.tgdb', (record) =>
      record.meta.type === 'database'
        ? {
            ...record,
            meta: {
              ...record.meta,
              migrations: [...record.meta.migrations, { when: newest + 1, tag: '9999_from_the_future' }],
            },
          }
        : record,
    );
    const target = path.join(work, 'for-newer');
    await expect(restoreBackup(newer, into(target))).rejects.toThrow(
      /^This backup comes from a newer version of Travel Guide DE: its database had 9999_from_the_future/,
    );
    expect(existsSync(target)).toBe(false);
  });

  it('takes away the DATA_DIR it made when the rows turn out not to fit, and leaves an existing one as it was', async () => {
    let changed = false;
    const misfit = await altered('misfit.tgdb', (record) => {
      if (record.meta.type !== 'table' || changed) return record;
      changed = true;
      return { ...record, meta: { ...record.meta, columns: [...record.meta.columns, 'no_such_column'] } };
    });
    const refusal =
      /^The backup does not match the migrations it names: table \w+ has no column no_such_column/;

    const absent = path.join(work, 'parent-made-too', 'data');
    await expect(restoreBackup(misfit, into(absent))).rejects.toThrow(refusal);
    expect(existsSync(path.dirname(absent))).toBe(false);

    const present = path.join(work, 'empty-data-dir');
    mkdirSync(path.join(present, 'pgdata'), { recursive: true });
    mkdirSync(path.join(present, 'uploads'));
    const before = tree(present);
    await expect(restoreBackup(misfit, into(present))).rejects.toThrow(refusal);
    expect(tree(present)).toEqual(before);
  });

  it('takes back the database and images it had moved in when its last step fails', async () => {
    const target = path.join(work, 'fails-last');
    // A folder where the stored secret is to be written: the write fails after everything else is in place.
    mkdirSync(path.join(target, 'auth-secret'), { recursive: true });
    mkdirSync(path.join(target, 'pgdata'));
    const before = tree(target);
    await expect(restoreBackup(good, into(target))).rejects.toThrow(/EISDIR/);
    expect(tree(target)).toEqual(before);
  });
});
