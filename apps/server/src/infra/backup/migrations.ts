import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { rowsOf, type DbOrTx } from '../../db/client';
import { migrationsFolder } from '../../paths';
import { BackupError, type AppliedMigration } from './format';

/*
 * Which migrations a database has had, in the terms of drizzle's journal (drizzle/meta/_journal.json):
 * drizzle records each applied migration with the journal entry's `when` as `created_at`, and applies
 * the entries whose `when` is later than the newest one recorded.
 */

export interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
  breakpoints: boolean;
}

interface Journal {
  version: string;
  dialect: string;
  entries: JournalEntry[];
}

function readJournal(folder: string): Journal {
  return JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as Journal;
}

/** The migrations this code knows, oldest first. */
export function codeMigrations(folder = migrationsFolder): JournalEntry[] {
  return readJournal(folder).entries;
}

/** The migrations the database has had, oldest first; none for a database never migrated. */
export async function appliedMigrations(
  db: DbOrTx,
  known: JournalEntry[] = codeMigrations(),
): Promise<AppliedMigration[]> {
  const exists = rowsOf<{ found: boolean }>(
    await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as found`),
  );
  if (!exists[0]?.found) return [];
  const rows = rowsOf<{ created_at: string | null }>(
    await db.execute(
      sql`select created_at::text as created_at from drizzle.__drizzle_migrations order by created_at, id`,
    ),
  );
  const tags = new Map(known.map((entry) => [entry.when, entry.tag]));
  return rows.map((row) => {
    const when = Number(row.created_at);
    const tag = tags.get(when);
    return tag ? { when, tag } : { when };
  });
}

const named = (m: AppliedMigration) => m.tag ?? `a migration of ${new Date(m.when).toISOString()}`;

/**
 * How a backup taken at `backup` fits this code: the journal entries to restore it at (its level),
 * and those to apply afterwards. A backup from a newer level, or whose migrations are not the first
 * ones of this code's journal, is refused with a sentence.
 */
export function fitMigrations(
  backup: AppliedMigration[],
  code: JournalEntry[] = codeMigrations(),
): { level: JournalEntry[]; later: JournalEntry[] } {
  const newestKnown = code.at(-1)?.when ?? 0;
  const newer = backup.filter((m) => m.when > newestKnown);
  if (backup.length > code.length || newer.length > 0) {
    const last = backup.at(-1);
    throw new BackupError(
      `This backup comes from a newer version of Travel Guide DE: its database had ${last ? named(last) : 'more migrations'}, which this version does not know (it knows up to ${code.at(-1)?.tag ?? 'none'}). Restore it with that version or a newer one.`,
    );
  }
  for (const [i, migration] of backup.entries()) {
    const entry = code[i];
    if (!entry || entry.when !== migration.when) {
      throw new BackupError(
        `This backup's database does not fit this version of Travel Guide DE: its migration ${i + 1} is ${named(migration)}, where this version has ${entry?.tag ?? 'none'}.`,
      );
    }
  }
  return { level: code.slice(0, backup.length), later: code.slice(backup.length) };
}

/** The journal entries a database at `applied` has still to run (drizzle's own rule). */
export function pendingMigrations(
  applied: AppliedMigration[],
  code: JournalEntry[] = codeMigrations(),
): JournalEntry[] {
  const newest = applied.reduce((max, m) => Math.max(max, m.when), -Infinity);
  return code.filter((entry) => entry.when > newest);
}
