import { existsSync, readdirSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { openDatabase, type Database, type DbOrTx, rowsOf } from '../../db/client';
import { migrationsFolder } from '../../paths';
import { STORED_SECRET_FILE, writableColumns } from './dump';
import { BackupError, readBackupFile, type DatabaseMeta, type HeaderMeta } from './format';
import { fitMigrations, type JournalEntry } from './migrations';

/*
 * Restoring a backup into an empty DATA_DIR (PGlite) or an empty database (DATABASE_URL). The file
 * is read twice: once to check every part before anything is touched, then to restore. The database
 * is built in ONE transaction: the migrations up to the backup's level, the rows (each table after
 * the ones it refers to), the sequences; then the migrations this code has beyond that level run as
 * on any start. A failure leaves the target as empty as it was: the embedded database and the images
 * are made in a folder beside them and moved into place only at the end, and on PostgreSQL the
 * transaction rolls back.
 *
 * The audit log's triggers (migration 0008) refuse UPDATE, DELETE and TRUNCATE; restoring only
 * inserts, so they stay on.
 */

export interface BackupContents {
  header: HeaderMeta;
  database: DatabaseMeta;
  rows: Record<string, number>;
  images: number;
  imageBytes: number;
  /** The file carries the secret the old server kept in its DATA_DIR. */
  storedSecret: boolean;
}

/** Reads the whole file and checks every part: a damaged, foreign or too new file throws a BackupError. */
export async function inspectBackup(file: string): Promise<BackupContents> {
  let header: HeaderMeta | undefined;
  let database: DatabaseMeta | undefined;
  const rows: Record<string, number> = {};
  let images = 0;
  let imageBytes = 0;
  let storedSecret = false;
  for await (const { meta, body } of readBackupFile(file)) {
    switch (meta.type) {
      case 'header':
        header = meta;
        break;
      case 'database':
        if (database) throw new BackupError('The backup file is damaged: it holds two databases.');
        database = meta;
        break;
      case 'table':
        if (!database?.tables.includes(meta.table)) {
          throw new BackupError(
            `The backup file is damaged: table ${meta.table} comes without its description.`,
          );
        }
        rows[meta.table] = (rows[meta.table] ?? 0) + meta.rows;
        break;
      case 'file':
        if (meta.area === 'uploads') {
          images += 1;
          imageBytes += body.length;
        } else if (meta.name === STORED_SECRET_FILE) storedSecret = true;
        break;
      case 'end':
        break;
    }
  }
  if (!header || !database) throw new BackupError('The backup file is damaged: it holds no database.');
  return { header, database, rows, images, imageBytes, storedSecret };
}

export interface RestoreTarget {
  /** DATA_DIR: the embedded database (without `databaseUrl`), the images and the stored secret go here. */
  dataDir: string;
  /** postgres://…: restore into this (empty) database instead of an embedded one. */
  databaseUrl: string | undefined;
  /** False when the server keeps images in a bucket (S3): the file's images are then not restored. */
  diskImages: boolean;
}

export interface RestoreResult {
  contents: BackupContents;
  /** Migrations this code applied after the backup's level. */
  migrated: string[];
  /** Images written to DATA_DIR/uploads (0 when they live in a bucket). */
  imagesRestored: number;
  secretRestored: boolean;
}

const notEmpty = (dir: string) => existsSync(dir) && readdirSync(dir).length > 0;

/** Refuses, with a sentence, a target that holds anything a restore would overwrite. */
async function assertEmptyTarget(target: RestoreTarget, database: Database | undefined): Promise<void> {
  const pgdata = path.join(target.dataDir, 'pgdata');
  if (!target.databaseUrl && notEmpty(pgdata)) {
    throw new BackupError(
      `DATA_DIR (${target.dataDir}) already holds a database. A backup is restored only into an empty DATA_DIR: stop the server, move that folder away (or set DATA_DIR to a new folder) and run the restore again.`,
    );
  }
  const uploads = path.join(target.dataDir, 'uploads');
  if (target.diskImages && notEmpty(uploads)) {
    throw new BackupError(
      `${uploads} already holds images. A backup is restored only into an empty DATA_DIR: move that folder away (or set DATA_DIR to a new folder) and run the restore again.`,
    );
  }
  if (database) {
    const [found] = rowsOf<{ tables: number; migrations: boolean }>(
      await database.db.execute(sql`
        select (select count(*)::int from pg_class c join pg_namespace n on n.oid = c.relnamespace
                where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm')) as tables,
               to_regclass('drizzle.__drizzle_migrations') is not null as migrations`),
    );
    if ((found?.tables ?? 0) > 0 || found?.migrations) {
      throw new BackupError(
        `The database of DATABASE_URL is not empty (it has ${found?.tables ?? 0} tables${found?.migrations ? ' and a migrations table' : ''}). A backup is restored only into an empty database: create a new one (createdb) and point DATABASE_URL at it, then run the restore again.`,
      );
    }
  }
}

/**
 * Restores `file` into `target`. Checks the file and the target first (BackupError with a sentence
 * when either will not do); answers what was restored.
 */
export async function restoreBackup(file: string, target: RestoreTarget): Promise<RestoreResult> {
  const contents = await inspectBackup(file);
  const fit = fitMigrations(contents.database.migrations);
  if (target.databaseUrl) {
    const probe = await openDatabase({ url: target.databaseUrl });
    try {
      await assertEmptyTarget(target, probe);
    } finally {
      await probe.close();
    }
  } else {
    await assertEmptyTarget(target, undefined);
  }

  // The first folder this made (DATA_DIR or a parent), if any: a failed restore takes it away again.
  const created = await mkdir(target.dataDir, { recursive: true });
  const placed: Placed[] = [];
  let finished = false;
  let database: Database | undefined;
  // Beside the target, on the same file system, so that moving it into place is a rename.
  const staging = await mkdtemp(path.join(target.dataDir, '.restoring-')).catch(async (error: unknown) => {
    if (created) await rm(created, { recursive: true, force: true });
    throw error;
  });
  const stagedUploads = path.join(staging, 'uploads');
  try {
    database = await openDatabase(target.databaseUrl ? { url: target.databaseUrl } : { dataDir: staging });
    let secret: Buffer | undefined;
    let imagesRestored = 0;
    await database.db.transaction(async (tx) => {
      await migrateUpTo(tx, fit.level);
      const columns = await writableColumnSets(tx);
      for await (const { meta, body } of readBackupFile(file)) {
        if (meta.type === 'table') {
          await insertRows(tx, meta.table, meta.columns, body, columns);
        } else if (meta.type === 'file' && meta.area === 'uploads' && target.diskImages) {
          await mkdir(stagedUploads, { recursive: true });
          await writeFile(path.join(stagedUploads, meta.name), body);
          imagesRestored += 1;
        } else if (meta.type === 'file' && meta.area === 'data' && meta.name === STORED_SECRET_FILE) {
          secret = body;
        }
      }
      for (const sequence of contents.database.sequences) {
        await tx.execute(sql`select setval(${sequence.name}::regclass, ${sequence.lastValue}::bigint, true)`);
      }
    });
    // The migrations this code has beyond the backup's level, as a start would apply them.
    await database.migrate();
    await database.close();
    database = undefined;

    if (!target.databaseUrl)
      placed.push(await moveInto(path.join(staging, 'pgdata'), path.join(target.dataDir, 'pgdata')));
    if (imagesRestored > 0) placed.push(await moveInto(stagedUploads, path.join(target.dataDir, 'uploads')));
    if (secret) {
      const secretFile = path.join(target.dataDir, STORED_SECRET_FILE);
      placed.push({
        path: secretFile,
        before: existsSync(secretFile) ? await readFile(secretFile) : 'nothing',
      });
      await writeFile(secretFile, secret, { mode: 0o600 });
    }
    finished = true;
    return {
      contents,
      migrated: fit.later.map((entry) => entry.tag),
      imagesRestored,
      secretRestored: secret !== undefined,
    };
  } finally {
    await database?.close().catch(() => undefined);
    await rm(staging, { recursive: true, force: true });
    // The restore's own error is the one to tell; a failure to tidy up cannot hide it.
    if (!finished) await takeBack(placed, created).catch(() => undefined);
  }
}

/** Something a restore put into the target, and what stood there before (a file's bytes, if a file). */
interface Placed {
  path: string;
  before: 'nothing' | 'empty folder' | Buffer;
}

/** Moves a staged folder to `to`, where at most an empty folder may stand. */
async function moveInto(from: string, to: string): Promise<Placed> {
  const before = existsSync(to) ? 'empty folder' : 'nothing';
  if (before === 'empty folder') await rmdir(to);
  await rename(from, to);
  return { path: to, before };
}

/**
 * Undoes a restore that failed after it began to fill the target: what it placed goes, the empty
 * folders it replaced come back, and DATA_DIR itself goes if the restore made it. So that the next
 * attempt finds the target as empty as this one did.
 */
async function takeBack(placed: Placed[], created: string | undefined): Promise<void> {
  for (const item of placed.reverse()) {
    await rm(item.path, { recursive: true, force: true });
    if (item.before === 'empty folder') await mkdir(item.path);
    else if (item.before !== 'nothing') await writeFile(item.path, item.before, { mode: 0o600 });
  }
  if (created) await rm(created, { recursive: true, force: true });
}

/**
 * Drizzle's migrator, inside the restore's transaction and only up to the backup's level: the same
 * statements, recorded in drizzle's own table the same way, so that later starts go on from there.
 */
export async function migrateUpTo(tx: DbOrTx, level: JournalEntry[]): Promise<void> {
  const files = readMigrationFiles({ migrationsFolder }).slice(0, level.length);
  await tx.execute(sql`create schema if not exists "drizzle"`);
  await tx.execute(sql`
    create table if not exists "drizzle"."__drizzle_migrations" (
      id serial primary key,
      hash text not null,
      created_at bigint
    )`);
  for (const migration of files) {
    for (const statement of migration.sql) {
      if (statement.trim()) await tx.execute(sql.raw(statement));
    }
    await tx.execute(
      sql`insert into "drizzle"."__drizzle_migrations" ("hash", "created_at") values (${migration.hash}, ${migration.folderMillis})`,
    );
  }
}

/** Each table's columns that take values, as the migrated database has them. */
async function writableColumnSets(tx: DbOrTx): Promise<Map<string, Set<string>>> {
  const byTable = await writableColumns(tx);
  return new Map([...byTable].map(([table, columns]) => [table, new Set(columns)]));
}

async function insertRows(
  tx: DbOrTx,
  table: string,
  columns: string[],
  body: Buffer,
  existing: Map<string, Set<string>>,
): Promise<void> {
  const known = existing.get(table);
  const unknown = known ? columns.filter((c) => !known.has(c)) : columns;
  if (!known || unknown.length > 0) {
    throw new BackupError(
      `The backup does not match the migrations it names: ${known ? `table ${table} has no column ${unknown.join(', ')}` : `there is no table ${table}`} at that level.`,
    );
  }
  const target = sql`${sql.identifier('public')}.${sql.identifier(table)}`;
  const list = sql.join(
    columns.map((c) => sql.identifier(c)),
    sql`, `,
  );
  // Identity columns keep their values (OVERRIDING SYSTEM VALUE); the sequences follow afterwards.
  await tx.execute(sql`
    insert into ${target} (${list}) overriding system value
    select ${list} from json_populate_recordset(null::${target}, ${body.toString('utf8')}::json)`);
}
