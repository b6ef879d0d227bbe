import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsFolder } from '../paths';
import * as schema from './schema';

export type Schema = typeof schema;
/** The database as the features see it: the same type for PGlite and for a PostgreSQL server. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** The database or a transaction on it: what a write that may be part of a larger change takes. */
export type DbOrTx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The PostgreSQL server's postgres://… address (for connections of their own, e.g. LISTEN). */
  url?: string | undefined;
  /** Applies the migrations in apps/server/drizzle that have not run yet. */
  migrate(): Promise<void>;
  /** True while a trivial query succeeds. */
  ping(): Promise<boolean>;
  /** Queries waiting for a free connection (always 0 for the embedded database). */
  waiting(): number;
  /** The embedded database's files, for `startFrom` (absent on a PostgreSQL server). */
  dump?(): Promise<Blob>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… to use a PostgreSQL server. */
  url?: string | undefined;
  /** Folder for the embedded database; omitted: in memory (tests). */
  dataDir?: string | undefined;
  /**
   * An embedded database's files (PGlite's `dumpDataDir`) to start from instead of an empty
   * cluster: tests copy one migrated database rather than creating and migrating one each.
   */
  startFrom?: Blob | undefined;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    // A server that cannot be reached must not keep requests waiting for a connection forever.
    const pool = new pg.Pool({ connectionString: options.url, max: 10, connectionTimeoutMillis: 5000 });
    // A dropped idle connection must not crash the process; the pool replaces it.
    pool.on('error', () => undefined);
    const db = drizzlePg(pool, { schema });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      url: options.url,
      migrate: () => whileHoldingMigrationLock(pool, () => migratePg(db, { migrationsFolder })),
      ping: async () => (await pool.query('select 1')).rowCount === 1,
      waiting: () => pool.waitingCount,
      close: () => pool.end(),
    };
  }
  // The extensions the destination search's migration creates (PGlite ships them separately).
  const pgliteOptions: PGliteOptions = {
    extensions: { pg_trgm, unaccent },
    ...(options.startFrom ? { loadDataDir: options.startFrom } : {}),
  };
  let client: PGlite;
  if (options.dataDir) {
    const dir = path.join(options.dataDir, 'pgdata');
    mkdirSync(dir, { recursive: true });
    client = await PGlite.create(dir, pgliteOptions);
  } else {
    client = await PGlite.create(pgliteOptions);
  }
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: async () => (await client.query('select 1')).rows.length === 1,
    waiting: () => 0,
    // Uncompressed: the copies are made and read on the same machine, compressing costs more.
    dump: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}

/** Any fixed number that no other advisory lock on the database uses. */
const MIGRATION_LOCK = 7_318_204_611;

/**
 * Runs `work` while this process holds a PostgreSQL advisory lock, so that servers starting
 * together apply the migrations one after the other: the first applies them, the others then find
 * nothing left to do. Drizzle's migrator alone would let both start the same migration (and the
 * second fail on "already exists"). The lock belongs to one connection kept aside for the purpose;
 * should that connection die, PostgreSQL releases the lock with it.
 */
async function whileHoldingMigrationLock(pool: pg.Pool, work: () => Promise<void>): Promise<void> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } catch (error) {
    broken = error instanceof Error ? error : new Error(String(error));
    throw error;
  } finally {
    // A connection whose unlock may not have happened is closed rather than reused.
    client.release(broken);
  }
}

/**
 * The rows of `db.execute(sql…)`: node-postgres and PGlite both answer an object with `rows`, which
 * drizzle's common type does not name.
 */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
