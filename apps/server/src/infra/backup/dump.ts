import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database, type DbOrTx } from '../../db/client';
import type { MediaStore } from '../images/store';
import { BackupWriter, header, type DatabaseMeta } from './format';
import { appliedMigrations } from './migrations';

/*
 * Taking a backup: every table of the database from one snapshot (a REPEATABLE READ, read-only
 * transaction, so the rows of all tables belong together however many requests run meanwhile), as
 * the rows' own JSON (`row_to_json`, read through a cursor in batches; values are never parsed here,
 * so big numbers and timestamps keep every digit), in an order where each table follows those it
 * refers to; then the images of the disk store. The same code runs on PGlite and on PostgreSQL.
 *
 * On PGlite the snapshot's transaction holds the one connection: requests wait while the tables are
 * read (the images are copied outside it).
 */

/** The file in DATA_DIR holding the secret the server made itself (config.ts: storedSecret). */
export const STORED_SECRET_FILE = 'auth-secret';
/** Rows a batch: a body of a few hundred KB for typical rows. */
const BATCH_ROWS = 1000;

export interface BackupSource {
  database: Database;
  /** The image store: a disk store is copied; a bucket (S3) is not, and the summary says so. */
  media: MediaStore | undefined;
  /** DATA_DIR, whose stored secret goes along (sessions and mailed links keep working). */
  dataDir: string | undefined;
  now?: () => Date;
}

export interface BackupSummary {
  rows: Record<string, number>;
  images: number;
  /** True when images live in a bucket and are not in the file. */
  imagesInBucket: boolean;
  /** The newest migration the database had. */
  migration: string | undefined;
}

/** Writes a whole backup into `destination` (a file, or the CLI's socket) and ends it. */
export async function writeBackup(source: BackupSource, destination: Writable): Promise<BackupSummary> {
  const writer = new BackupWriter(destination);
  const now = source.now ?? (() => new Date());
  const disk = source.media?.kind === 'disk' ? source.media : undefined;
  const summary: BackupSummary = {
    rows: {},
    images: 0,
    imagesInBucket: source.media?.kind === 's3',
    migration: undefined,
  };
  try {
    await writer.write(header(now()));
    /*
     * Images before and after the snapshot: one deleted meanwhile was copied by the first pass, one
     * added meanwhile (which the snapshot may name) by the second. Names are never reused.
     */
    const copied = new Set<string>();
    const copyImages = async () => {
      if (!disk) return;
      for await (const file of disk.list()) {
        if (copied.has(file.name)) continue;
        const data = await disk.get(file.name);
        if (!data) continue;
        await writer.write({ type: 'file', area: 'uploads', name: file.name }, data);
        copied.add(file.name);
      }
    };
    await copyImages();
    await source.database.db.transaction(
      async (tx) => {
        const migrations = await appliedMigrations(tx);
        summary.migration = migrations.at(-1)?.tag;
        const tables = (await tablesInOrder(tx)).filter((t) => !DERIVED_TABLES.has(t.name));
        const database: DatabaseMeta = {
          type: 'database',
          engine: source.database.kind,
          migrations,
          tables: tables.map((t) => t.name),
          sequences: await sequences(tx),
        };
        await writer.write(database);
        for (const table of tables) {
          summary.rows[table.name] = await dumpTable(tx, table, writer);
        }
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    await copyImages();
    summary.images = copied.size;
    if (source.dataDir) {
      const secret = await readFile(path.join(source.dataDir, STORED_SECRET_FILE)).catch(() => null);
      if (secret) await writer.write({ type: 'file', area: 'data', name: STORED_SECRET_FILE }, secret);
    }
    await writer.finish();
    return summary;
  } catch (error) {
    await writer.abort(error instanceof Error ? error : new Error(String(error)));
    throw error;
  }
}

/**
 * Tables that the database computes from others (the sums of the bookings and the row counts, by
 * triggers): not written to a backup, since restoring the rows they come from makes them again,
 * and restoring them too would count those rows twice.
 */
export const DERIVED_TABLES: ReadonlySet<string> = new Set(['booking_days', 'payment_months', 'row_counts']);

interface TableInfo {
  name: string;
  /** The columns that take values (generated ones are computed again on restore). */
  columns: string[];
}

/**
 * Each table of the `public` schema with its columns that take values (generated ones are computed
 * again on restore), tables by name and columns in their order.
 */
export async function writableColumns(db: DbOrTx): Promise<Map<string, string[]>> {
  const rows = rowsOf<{ table: string; column: string }>(
    await db.execute(sql`
      select c.relname as "table", a.attname as "column"
      from pg_attribute a
      join pg_class c on c.oid = a.attrelid
      join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') and a.attnum > 0
        and not a.attisdropped and a.attgenerated = ''
      order by c.relname, a.attnum`),
  );
  const byTable = new Map<string, string[]>();
  for (const { table, column } of rows) byTable.set(table, [...(byTable.get(table) ?? []), column]);
  return byTable;
}

/** The tables of the `public` schema, each after the tables its foreign keys refer to. */
export async function tablesInOrder(db: DbOrTx): Promise<TableInfo[]> {
  const byTable = await writableColumns(db);
  const references = rowsOf<{ child: string; parent: string }>(
    await db.execute(sql`
      select child.relname as child, parent.relname as parent
      from pg_constraint k
      join pg_class child on child.oid = k.conrelid
      join pg_class parent on parent.oid = k.confrelid
      join pg_namespace n on n.oid = child.relnamespace
      where k.contype = 'f' and n.nspname = 'public'`),
  );
  const order = foreignKeyOrder(
    [...byTable.keys()],
    references.map((r) => [r.child, r.parent]),
  );
  return order.map((name) => ({ name, columns: byTable.get(name) ?? [] }));
}

/**
 * `tables` sorted so that each comes after the ones it refers to (alphabetical where free, so the
 * order is the same each time). A table referring to itself is fine; a cycle of tables is not.
 */
export function foreignKeyOrder(tables: string[], references: [child: string, parent: string][]): string[] {
  const parents = new Map(tables.map((t) => [t, new Set<string>()]));
  for (const [child, parent] of references) {
    if (child !== parent && parents.has(parent)) parents.get(child)?.add(parent);
  }
  const order: string[] = [];
  const placed = new Set<string>();
  while (order.length < tables.length) {
    const ready = [...parents.entries()]
      .filter(([t, ps]) => !placed.has(t) && [...ps].every((p) => placed.has(p)))
      .map(([t]) => t)
      .sort();
    if (ready.length === 0) {
      throw new Error('The tables refer to each other in a cycle; the backup cannot order their rows.');
    }
    for (const t of ready) {
      order.push(t);
      placed.add(t);
    }
  }
  return order;
}

/** Where each sequence of `public` stands (identity columns); unused ones are left out. */
async function sequences(db: DbOrTx): Promise<DatabaseMeta['sequences']> {
  const rows = rowsOf<{ name: string; last_value: string }>(
    await db.execute(sql`
      select format('%I.%I', schemaname, sequencename) as name, last_value::text as last_value
      from pg_sequences
      where schemaname = 'public' and last_value is not null
      order by 1`),
  );
  return rows.map((row) => ({ name: row.name, lastValue: row.last_value }));
}

const CURSOR = sql.raw('tgde_backup_rows');

/** Writes one table's rows in batches; answers how many. */
async function dumpTable(tx: DbOrTx, table: TableInfo, writer: BackupWriter): Promise<number> {
  const columns = sql.join(
    table.columns.map((c) => sql.identifier(c)),
    sql`, `,
  );
  await tx.execute(sql`
    declare ${CURSOR} no scroll cursor for
    select row_to_json(r)::text as j
    from (select ${columns} from ${sql.identifier('public')}.${sql.identifier(table.name)}) r`);
  let total = 0;
  for (;;) {
    const batch = rowsOf<{ j: string }>(
      await tx.execute(sql`fetch forward ${sql.raw(String(BATCH_ROWS))} from ${CURSOR}`),
    );
    if (batch.length === 0) break;
    const body = Buffer.from(`[${batch.map((row) => row.j).join(',')}]`, 'utf8');
    await writer.write(
      { type: 'table', table: table.name, columns: table.columns, rows: batch.length },
      body,
    );
    total += batch.length;
  }
  // On a failure the transaction ends and takes the cursor with it.
  await tx.execute(sql`close ${CURSOR}`);
  return total;
}
