import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config';
import { restoreBackup } from '../infra/backup/restore';
import { runCommand } from './run-command';

/*
 * `npm run restore -- FILE`: puts a file of `npm run backup` into an empty DATA_DIR (the embedded
 * database, the images, the stored secret) or into the empty database of DATABASE_URL (the images
 * into DATA_DIR/uploads). The file is checked whole first; a damaged or foreign file, one from a
 * newer version, or a target that is not empty is refused with a sentence and nothing is changed.
 * A backup from an older version is restored and then migrated. Start the server afterwards.
 */

const USAGE = 'Usage: npm run restore -- FILE';

async function main(args: string[]): Promise<number> {
  const [file, ...rest] = args;
  if (!file || rest.length > 0) {
    console.error(USAGE);
    return 1;
  }
  const source = path.resolve(file);
  if (!existsSync(source)) {
    console.error(`There is no file ${source}.`);
    return 1;
  }
  // A restore uses no secret. Without AUTH_SECRET, loadConfig would make one and store it in
  // DATA_DIR; a refused restore must leave DATA_DIR as it found it, and a restored backup brings the
  // secret its server kept, if any.
  const config = loadConfig({
    ...process.env,
    AUTH_SECRET: process.env.AUTH_SECRET || randomBytes(32).toString('base64url'),
  });
  const result = await restoreBackup(source, {
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    diskImages: config.s3 === undefined,
  });
  const { contents } = result;
  const rows = Object.values(contents.rows).reduce((a, b) => a + b, 0);
  const into = config.databaseUrl ? 'the database of DATABASE_URL' : `DATA_DIR (${config.dataDir})`;
  console.log(
    `Restored the backup of ${contents.header.createdAt} into ${into}: ${rows} rows in ${contents.database.tables.length} tables, ${result.imagesRestored} images.`,
  );
  if (result.migrated.length > 0) {
    console.log(`It came from an older version and was migrated: ${result.migrated.join(', ')}.`);
  }
  if (contents.images > 0 && result.imagesRestored === 0) {
    console.log(
      `The file's ${contents.images} images were not restored: this server keeps images in a bucket (S3_BUCKET). Copy them into the bucket with your provider's tools, or restore with S3_BUCKET unset to get them in DATA_DIR/uploads.`,
    );
  }
  if (!result.secretRestored) {
    console.log(
      'The backup holds no stored secret (its server had AUTH_SECRET set): start this server with the same AUTH_SECRET, or everyone has to sign in again.',
    );
  }
  console.log('Start the server (npm start) with these settings.');
  return 0;
}

runCommand(main);
