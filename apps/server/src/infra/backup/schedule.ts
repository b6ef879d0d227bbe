import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { writeBackup, type BackupSource, type BackupSummary } from './dump';
import { appliedMigrations, pendingMigrations } from './migrations';

/*
 * Backup files the server writes itself: on a schedule into BACKUP_DIR (keeping the newest
 * BACKUP_KEEP), and into DATA_DIR/backups before a migration changes an embedded database.
 */

/** The scheduled backup's job kind (app.ts queues it every BACKUP_EVERY_HOURS). */
export const BACKUP_JOB = 'backup';
export const BACKUP_EXTENSION = '.tgdb';
const SCHEDULED = /^travel-guide-de-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.tgdb$/;

/** 2025-03-04T05-06-07Z: sorts as it reads, and is a valid file name everywhere. */
const stamp = (at: Date) => `${at.toISOString().slice(0, 19).replace(/:/g, '-')}Z`;

/**
 * Writes `file` through `write`: first as FILE.partial (only the owner may read it: it holds
 * password hashes and sessions), flushed to the disk, then renamed, so that FILE is always whole.
 * An existing FILE is never overwritten.
 */
export async function writeFileSafely<T>(
  file: string,
  write: (destination: Writable) => Promise<T>,
  /** Reads the written file back before it gets its name; throws when it will not do. */
  check?: (written: string) => Promise<void>,
): Promise<T> {
  const partial = `${file}.partial`;
  // One left by a run that died is of no use.
  await rm(partial, { force: true });
  const out = createWriteStream(partial, { flags: 'wx', mode: 0o600 });
  try {
    const result = await write(out);
    await check?.(partial);
    const handle = await open(partial, 'r+');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(partial, file);
    return result;
  } catch (error) {
    out.destroy();
    await rm(partial, { force: true });
    throw error;
  }
}

export interface ScheduledBackupOptions {
  source: BackupSource;
  dir: string;
  keep: number;
  now: () => Date;
}

/** The job handler: one backup into `dir`, then only the newest `keep` scheduled ones stay. */
export function scheduledBackup(options: ScheduledBackupOptions): () => Promise<void> {
  return async () => {
    await mkdir(options.dir, { recursive: true, mode: 0o700 });
    const file = path.join(options.dir, `travel-guide-de-${stamp(options.now())}${BACKUP_EXTENSION}`);
    await writeFileSafely(file, (destination) => writeBackup(options.source, destination));
    await pruneBackups(options.dir, options.keep);
  };
}

/** Deletes all but the newest `keep` scheduled backups in `dir` (other files stay); answers their names. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const names = (await readdir(dir))
    .filter((name) => SCHEDULED.test(name))
    .sort()
    .reverse();
  const old = names.slice(keep);
  for (const name of old) await rm(path.join(dir, name), { force: true });
  return old;
}

/**
 * Before migrations change an embedded database that has data, a backup of it as it is into
 * DATA_DIR/backups (kept until the operator removes it). Answers the file, or undefined when no
 * migration is pending or the database is new.
 */
export async function backupBeforeMigration(
  source: BackupSource & { dataDir: string },
  now: () => Date = () => new Date(),
): Promise<{ file: string; summary: BackupSummary } | undefined> {
  const applied = await appliedMigrations(source.database.db);
  if (applied.length === 0) return undefined;
  const [next] = pendingMigrations(applied);
  if (!next) return undefined;
  const dir = path.join(source.dataDir, 'backups');
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const file = path.join(dir, `before-${next.tag}-${stamp(now())}${BACKUP_EXTENSION}`);
  const summary = await writeFileSafely(file, (destination) => writeBackup(source, destination));
  return { file, summary };
}
