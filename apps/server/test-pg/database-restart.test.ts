import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_DOWN_MESSAGE, RETRY_AFTER_SECONDS } from '../src/http/errors';
import { buildTestApp, type TestApp } from '../test/support/test-app';

/*
 * The PostgreSQL server goes away while the product runs, then comes back. Meanwhile every call is
 * answered with 503 and a sentence before the app reaches for the database (no hang, no crash); afterwards everything works again
 * without restarting the product. The cluster is scripts/with-postgres.sh's own, stopped and started
 * with scripts/pg-server.sh; the pg project runs its files one at a time, so no other test is
 * using the server meanwhile.
 */
if (!process.env.DATABASE_URL || !process.env.TGDE_PG_DIR) {
  throw new Error(
    'These tests need a PostgreSQL server: scripts/with-postgres.sh npx vitest run --project pg',
  );
}

const pgServer = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../scripts/pg-server.sh');
const database = (action: 'start' | 'stop') => execFileSync(pgServer, [action], { stdio: 'inherit' });

let t: TestApp;
let stopped = false;

beforeAll(async () => {
  // Checked every 200 ms here (1 s in production), so that the test is quick.
  t = await buildTestApp({
    deps: {
      overload: { maxEventLoopDelayMs: 1000, maxWaitingQueries: 100, sampleIntervalMs: 200 },
    },
  });
});
afterAll(async () => {
  if (stopped) database('start');
  await t.close();
});

function call(method: 'GET' | 'POST', url: string, body?: unknown) {
  return t.app.inject({
    method,
    url,
    ...(body === undefined
      ? {}
      : { headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) }),
  });
}

const contact = { senderEmail: 'visitor@example.com', subject: 'Hello', body: 'Are you there?' };

describe('the database server stops and starts again', () => {
  it('answers 503 with a sentence while it is down, and works again afterwards without a restart', async () => {
    expect((await call('GET', '/api/health')).statusCode).toBe(200);
    expect((await call('POST', '/api/email', contact)).statusCode).toBe(201);

    database('stop');
    stopped = true;
    // Before the health check has noticed, a call that needs the database fails over to 503 itself.
    const first = await call('POST', '/api/email', contact);
    expect(first.statusCode).toBe(503);
    expect(first.json()).toEqual({ message: DATABASE_DOWN_MESSAGE });
    // Once it has (within a check or two), every call is turned away at once: none is left waiting
    // for a connection that cannot come (a hang would end at the test's own time limit).
    await expect
      .poll(async () => (await call('GET', '/api/health')).statusCode, { timeout: 10_000, interval: 50 })
      .toBe(503);
    for (let round = 0; round < 5; round += 1) {
      for (const [method, url, body] of [
        ['GET', '/api/health', undefined],
        ['GET', '/api/destination', undefined],
        ['GET', '/api/review', undefined],
        ['POST', '/api/email', contact],
      ] as const) {
        const res = await call(method, url, body);
        expect(res.statusCode, `${method} ${url}`).toBe(503);
        expect(res.json<{ message: string }>().message, `${method} ${url}`).toMatch(/\S/);
        expect(t.database.waiting(), `${method} ${url} left queries waiting`).toBe(0);
      }
      await sleep(200);
    }
    const down = await call('GET', '/api/destination');
    expect(down.json()).toEqual({ message: DATABASE_DOWN_MESSAGE });
    expect(down.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));

    database('start');
    stopped = false;
    await expect
      .poll(async () => (await call('GET', '/api/health')).statusCode, {
        timeout: 10_000,
        interval: 200,
      })
      .toBe(200);
    expect((await call('GET', '/api/destination')).statusCode).toBe(200);
    expect((await call('POST', '/api/email', contact)).statusCode).toBe(201);
  });
});
