import path from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedDemoContent } from './db/seed';
import { diskStore } from './infra/images/store';
import { defaultWebDist } from './paths';

/** Process start: configuration, database and migrations, demo content, then listen. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();

  const mediaDir = path.join(config.dataDir, 'uploads');
  if (config.seedDemo && (await seedDemoContent(database.db, diskStore(mediaDir)))) {
    console.log('Loaded the demo content into the empty database.');
  }

  const app = await buildApp({
    config,
    database,
    mediaDir,
    webDist: config.webDist ?? defaultWebDist,
    logger: true,
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: shutting down`);
    await app.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(
    `Travel Guide DE is running at http://${config.host}:${port} (database: ${database.kind === 'pglite' ? `embedded, in ${config.dataDir}` : 'PostgreSQL'})`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
