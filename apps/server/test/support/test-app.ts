import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import type { OverloadLimits } from '../../src/http/overload';
import type { Database } from '../../src/db/client';
import { diskStore, type MediaStore } from '../../src/infra/images/store';
import { createTestDatabase } from './test-db';

/**
 * Overload protection that a busy test machine never trips (another file's database being loaded
 * can hold the event loop for a second). hardening-overload.test.ts passes its own limits.
 */
const patientLimits: OverloadLimits = {
  maxEventLoopDelayMs: 60_000,
  maxWaitingQueries: 10_000,
  sampleIntervalMs: 3_600_000,
};

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** The image store the app uses. */
  media: MediaStore;
  /** A temporary folder standing in for DATA_DIR. */
  dataDir: string;
  close(): Promise<void>;
}

/**
 * The real application on a fresh database and a temporary DATA_DIR, for `app.inject` tests.
 * `env` adds configuration as the environment would; `deps` replaces parts of AppDeps.
 */
export async function buildTestApp(
  options: { env?: Record<string, string | undefined>; deps?: Partial<AppDeps> } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tgde-api-'));
  // `PUBLIC_URL: undefined` in `env` leaves it unset, as a server started without it.
  const config = loadConfig({
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://localhost:3000',
    // Tests write many reviews from one address; reviews.test.ts tries the real limit.
    REVIEW_RATE_LIMIT: '1000',
    ...options.env,
  });
  const database = await createTestDatabase();
  const media = options.deps?.media ?? diskStore(path.join(dataDir, 'uploads'));
  // The scheduled passes stay off unless a test asks for them: a test moves the clock and calls
  // `app.jobs.runDue()` instead of having a pass start in the middle of what it checks.
  const app = await buildApp({
    config,
    database,
    overload: patientLimits,
    scheduledJobs: false,
    ...options.deps,
    media,
  });
  await app.ready();
  return {
    app,
    database,
    config,
    media,
    dataDir,
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
