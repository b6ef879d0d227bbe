import { randomBytes } from 'node:crypto';
import { startMailSink, type MailSink } from '../../../../e2e/support/mail';
import { startServer, type RunningServer } from '../../../../e2e/support/server';
import { adminQuery, createDatabase } from './postgres';

/** Two built servers on one new database, with one mail sink for both. */
export interface TwoProcesses {
  a: RunningServer;
  b: RunningServer;
  sink: MailSink;
  /** The database's name, for a test that reads it directly (adminQuery). */
  databaseName: string;
}

export interface TwoProcessesOptions {
  /** Settings both servers get besides the database, the mail server and one AUTH_SECRET. */
  env?: Record<string, string>;
  /** A DATA_DIR for each server; by default each gets a temporary one of its own. */
  dataDir?: () => string;
  /** Start both at the same moment (they race to migrate), instead of one after the other. */
  together?: boolean;
}

/**
 * Two processes of the built product on a database of their own, as a load balancer would have
 * them: `start()` in the file's beforeAll, `stop()` in its afterAll, which also drops the database
 * and stops whatever did start when a start failed.
 */
export function twoProcesses(name: string, options: TwoProcessesOptions = {}) {
  const databaseName = `tgde_${name}_${randomBytes(6).toString('hex')}`;
  const started: Partial<TwoProcesses> = { databaseName };
  return {
    async start(): Promise<TwoProcesses> {
      const url = await createDatabase(databaseName);
      const sink = await startMailSink();
      started.sink = sink;
      const env = {
        DATABASE_URL: url,
        SMTP_URL: sink.url,
        AUTH_SECRET: randomBytes(32).toString('hex'),
        ...options.env,
      };
      const one = () => startServer({ env, ...(options.dataDir ? { dataDir: options.dataDir() } : {}) });
      if (options.together) {
        [started.a, started.b] = await Promise.all([one(), one()]);
      } else {
        started.a = await one();
        started.b = await one();
      }
      return { a: started.a, b: started.b, sink, databaseName };
    },
    async stop(): Promise<void> {
      for (const server of [started.a, started.b]) {
        await server?.stop();
        server?.cleanup();
      }
      await started.sink?.close();
      await adminQuery(`drop database if exists ${databaseName} with (force)`);
    },
  };
}
