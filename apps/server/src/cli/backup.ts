import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { loadConfig, type Config } from '../config';
import { openDatabase } from '../db/client';
import { writeBackup } from '../infra/backup/dump';
import { BackupError } from '../infra/backup/format';
import { inspectBackup, type BackupContents } from '../infra/backup/restore';
import { writeFileSafely } from '../infra/backup/schedule';
import { backupSocketPath, requestBackup } from '../infra/backup/socket';
import { createMediaStore } from '../infra/images/create-store';
import { runCommand } from './run-command';

/*
 * `npm run backup -- FILE`: one file with the database and the images, taken while the server runs.
 *
 * - PostgreSQL (DATABASE_URL): read here, from one snapshot, while the servers go on working.
 * - The embedded database (DATA_DIR): PGlite must not be opened by two processes, so the running
 *   server takes the backup and sends it over its socket in DATA_DIR/run/. With no server running,
 *   this command opens the database itself (never while another process has it open).
 *
 * Images come from DATA_DIR/uploads; a bucket (S3_BUCKET) is not copied. The file is read back and
 * checked before it gets its name.
 */

const USAGE = 'Usage: npm run backup -- FILE';

type Taken = 'server' | 'here';

async function take(config: Config, destination: Writable): Promise<Taken> {
  const media = createMediaStore(config);
  if (!config.databaseUrl) {
    if (await requestBackup(config.dataDir, destination)) return 'server';
    const pgdata = path.join(config.dataDir, 'pgdata');
    if (!existsSync(pgdata)) {
      throw new BackupError(
        `There is no database in DATA_DIR (${config.dataDir}) and no server answers there: nothing to back up. Is DATA_DIR set as for the server?`,
      );
    }
    // PGlite keeps this file while the database is open (and removes it when closed): some process
    // has it open without answering on the socket (a server too old for it, or one that died).
    if (existsSync(path.join(pgdata, 'postmaster.pid'))) {
      throw new BackupError(
        `The database in DATA_DIR (${config.dataDir}) is open, but no server answers on ${backupSocketPath(config.dataDir)}; opening it from a second process could damage it. Start the server (it takes the backup when asked) and run the backup again.`,
      );
    }
  }
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    await writeBackup({ database, media, dataDir: config.dataDir }, destination);
  } finally {
    await database.close();
  }
  return 'here';
}

function describe(contents: BackupContents): string {
  const rows = Object.values(contents.rows).reduce((a, b) => a + b, 0);
  const tables = contents.database.tables.length;
  const migration = contents.database.migrations.at(-1)?.tag ?? 'none';
  return `${rows} rows in ${tables} tables, ${contents.images} images (${mb(contents.imageBytes)}), database at migration ${migration}`;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function main(args: string[]): Promise<number> {
  const [file, ...rest] = args;
  if (!file || rest.length > 0) {
    console.error(USAGE);
    return 1;
  }
  const target = path.resolve(file);
  if (existsSync(target)) {
    console.error(`${target} exists already: choose another name, or remove it first.`);
    return 1;
  }
  const config = loadConfig();
  let contents: BackupContents | undefined;
  const taken = await writeFileSafely(
    target,
    (destination) => take(config, destination),
    async (written) => {
      contents = await inspectBackup(written);
    },
  );
  if (!contents) throw new Error('The backup was written but not checked.');
  console.log(
    `Backup written to ${target} (${mb(statSync(target).size)}) and checked: ${describe(contents)}.` +
      (config.databaseUrl
        ? ''
        : taken === 'server'
          ? ' Taken by the running server.'
          : ' No server was running.'),
  );
  if (config.s3) {
    console.log(
      `Images are kept in the bucket ${config.s3.bucket} (S3_BUCKET): they are not in this file. Back the bucket up with your provider's tools (versioning, replication).`,
    );
  }
  console.log(
    'The file holds password hashes and sessions: keep it where only you can read it, and off this machine.',
  );
  return 0;
}

runCommand(main);
