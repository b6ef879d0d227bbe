import { buildApp } from './app';
import { loadConfig, type Config } from './config';
import { openDatabase } from './db/client';
import { seedDemoContent } from './db/seed';
import { writeBackup } from './infra/backup/dump';
import { backupBeforeMigration } from './infra/backup/schedule';
import { serveBackups } from './infra/backup/socket';
import { createMediaStore } from './infra/images/create-store';
import { createMailer } from './infra/mail/create-mailer';
import { defaultWebDist } from './paths';

/** How long a shutdown waits for the requests in flight (docs/operations.md, "Limits and timeouts"). */
const SHUTDOWN_GRACE_MS = 10_000;

/** Process start: configuration, database and migrations, demo content, then listen. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  const media = createMediaStore(config);
  // Backups (infra/backup): an embedded database with data is copied before migrations change it.
  if (database.kind === 'pglite') {
    const taken = await backupBeforeMigration({ database, media, dataDir: config.dataDir }).catch(
      (error: unknown) => {
        throw new Error(
          `Migrations are pending, and the backup to take before them failed, so the database was left as it is: ${error instanceof Error ? error.message : String(error)}`,
        );
      },
    );
    if (taken) console.log(`Backed up the database before migrating it: ${taken.file}`);
  }
  await database.migrate();

  if (config.seedDemo && (await seedDemoContent(database.db, media))) {
    console.log('Loaded the demo content into the empty database.');
  }

  // Without SMTP_URL, mail goes to $DATA_DIR/outbox and its links are printed here.
  const mailer = createMailer(config, (line) => console.log(line));
  const app = await buildApp({
    config,
    database,
    mailer,
    media,
    webDist: config.webDist ?? defaultWebDist,
    logger: true,
  });

  // Backups (infra/backup/socket.ts): `npm run backup` asks this process, the only one that may
  // open the embedded database, over a socket in DATA_DIR that only the operator can use.
  const backups =
    database.kind === 'pglite'
      ? await serveBackups({
          dataDir: config.dataDir,
          backup: (destination) => writeBackup({ database, media, dataDir: config.dataDir }, destination),
          log: (message, error) => app.log.warn({ err: error }, message),
        })
      : undefined;

  /*
   * SIGTERM (or Ctrl-C): stop accepting connections, let the requests already running finish (new
   * requests on open connections get 503), then close the database. After the grace period the
   * remaining connections are cut, so a stuck client cannot hold up a deploy.
   */
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: finishing the requests in flight (at most ${SHUTDOWN_GRACE_MS / 1000} s)`);
    await backups?.close().catch(() => undefined);
    const cutOff = setTimeout(() => app.server.closeAllConnections(), SHUTDOWN_GRACE_MS);
    cutOff.unref();
    await app.close().catch(() => undefined);
    clearTimeout(cutOff);
    mailer.close();
    await database.close().catch(() => undefined);
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(
    `Travel Guide DE is running at ${siteAddress(config, port)} (database: ${database.kind === 'pglite' ? `embedded, in ${config.dataDir}` : 'PostgreSQL'})`,
  );
}

/**
 * The address to open: PUBLIC_URL, which links in mails and sign-in expect. Without it, the local
 * address on the port actually taken (PORT=0 picks a free one).
 */
function siteAddress(config: Config, port: number): string {
  return config.publicUrlSet ? config.publicUrl : `http://localhost:${port}`;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
