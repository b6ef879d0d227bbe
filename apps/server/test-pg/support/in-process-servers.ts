import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../../src/app';
import { loadConfig } from '../../src/config';
import type { Database } from '../../src/db/client';
import { diskStore } from '../../src/infra/images/store';
import { caller } from '../../test/support/cast';
import { RecordingMailer } from '../../test/support/recording-mailer';

/** One app in this process, as one server of several would run it. */
export interface InProcessServer {
  app: FastifyInstance;
  database: Database;
  dataDir: string;
  call: ReturnType<typeof caller>;
}

/**
 * Servers in this process that share what servers behind a load balancer share, and nothing
 * else: one PostgreSQL database (each with its own pool: pass each its own `Database`), one image
 * folder, one AUTH_SECRET; and, for the test, one mailer that records what any of them sends.
 */
export function inProcessServers(name: string) {
  const sharedMedia = mkdtempSync(path.join(tmpdir(), `tgde-${name}-media-`));
  const authSecret = randomBytes(32).toString('hex');
  const mailer = new RecordingMailer();
  const media = diskStore(path.join(sharedMedia, 'uploads'));
  const started: InProcessServer[] = [];
  return {
    mailer,
    /** The shared image folder's store, for a test that puts a picture there itself. */
    media,
    async start(
      database: Database,
      env: Record<string, string> = {},
      deps: Pick<AppDeps, 'webDist' | 'overload'> = {},
    ): Promise<InProcessServer> {
      const dataDir = mkdtempSync(path.join(tmpdir(), `tgde-${name}-server-`));
      const config = loadConfig({
        DATA_DIR: dataDir,
        PUBLIC_URL: 'http://localhost:3000',
        AUTH_SECRET: authSecret,
        ADMIN_EMAILS: 'boss@example.com',
        AUTH_RATE_LIMIT_MAX: '1000',
        ...env,
      });
      const app = await buildApp({ config, database, media, mailer, ...deps });
      await app.ready();
      const server = { app, database, dataDir, call: caller(app) };
      started.push(server);
      return server;
    },
    /** Closes every server started, and removes their folders and the shared one. */
    async close(): Promise<void> {
      for (const server of started) {
        await server.app.close();
        await server.database.close();
        rmSync(server.dataDir, { recursive: true, force: true });
      }
      rmSync(sharedMedia, { recursive: true, force: true });
    },
  };
}
