import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_DOWN_MESSAGE, RETRY_AFTER_SECONDS } from '../src/http/errors';
import { BUSY_MESSAGE } from '../src/http/overload';
import { buildTestApp, type TestApp } from './support/test-app';

/*
 * Overload: when the process cannot keep up (a stalled event loop) or its database is gone, new
 * requests get an immediate 503 with Retry-After and a sentence, and the service recovers by itself.
 * Measured every 100 ms here so that the test is quick.
 */
const limits = { maxEventLoopDelayMs: 50, maxWaitingQueries: 100, sampleIntervalMs: 100 };

describe('a stalled event loop', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ deps: { overload: limits } });
  });
  afterAll(() => t.close());

  it('turns new requests away with 503 and Retry-After, then recovers', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/destination' })).statusCode).toBe(200);

    // Stand-in for a burst of work that keeps the process busy: tasks of 200 ms, one after the
    // other for 1.5 s (the test runs in the same process), so that check after check runs late.
    const until = Date.now() + 1500;
    while (Date.now() < until) {
      const slice = Date.now() + 200;
      while (Date.now() < slice) {
        // busy
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
    // Most of the last five checks (every 100 ms here) ran late: new requests are refused.
    let busy = await t.app.inject({ method: 'GET', url: '/api/destination' });
    const deadline = Date.now() + 1000;
    while (busy.statusCode !== 503 && Date.now() < deadline) {
      await sleep(5);
      busy = await t.app.inject({ method: 'GET', url: '/api/destination' });
    }
    expect(busy.statusCode).toBe(503);
    expect(busy.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
    expect(busy.json()).toEqual({ message: BUSY_MESSAGE });

    await expect
      .poll(async () => (await t.app.inject({ method: 'GET', url: '/api/destination' })).statusCode, {
        timeout: 3000,
        interval: 50,
      })
      .toBe(200);
  });
});

describe('one long task on a busy machine', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A lag limit far above what the test causes: nothing here may be turned away.
    t = await buildTestApp({ deps: { overload: { ...limits, maxEventLoopDelayMs: 5000 } } });
  });
  afterAll(() => t.close());

  it('is no reason to turn requests away when its delay is under the limit, even if it outlasts a measuring interval', async () => {
    const statuses = new Set<number>();
    for (let round = 0; round < 4; round += 1) {
      // Three measuring intervals (100 ms here) without a turn of the event loop: no sample in them.
      const until = Date.now() + 300;
      while (Date.now() < until) {
        // busy
      }
      for (let i = 0; i < 10; i += 1) {
        statuses.add((await t.app.inject({ method: 'GET', url: '/api/destination' })).statusCode);
        await sleep(20);
      }
    }
    expect([...statuses]).toEqual([200]);
  });
});

describe('one late timer over the limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A limit of 200 ms: roomy enough for a test machine's own hiccups.
    t = await buildTestApp({ deps: { overload: { ...limits, maxEventLoopDelayMs: 200 } } });
  });
  afterAll(() => t.close());

  it('turns nobody away: one late check among the five the guard looks at', async () => {
    const statuses = new Set<number>();
    for (let round = 0; round < 3; round += 1) {
      // Three times the lag limit, as when the whole process waited for a CPU, then 2 s on time.
      const until = Date.now() + 600;
      while (Date.now() < until) {
        // busy
      }
      for (let i = 0; i < 40; i += 1) {
        statuses.add((await t.app.inject({ method: 'GET', url: '/api/destination' })).statusCode);
        await sleep(50);
      }
    }
    expect([...statuses]).toEqual([200]);
  });
});

describe('a database that does not answer', () => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    // Only the database's health counts here: the event loop is not measured (0), so that a busy
    // test machine, or the embedded database's closing, cannot turn calls away as "busy".
    webDist = mkdtempSync(path.join(tmpdir(), 'tgde-web-'));
    mkdirSync(path.join(webDist, 'assets'));
    writeFileSync(
      path.join(webDist, 'index.html'),
      '<!doctype html><html><head><title>Travel Guide DE</title></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(path.join(webDist, 'assets', 'page-3f9a.js'), 'export const page = 1;');
    t = await buildTestApp({ deps: { overload: { ...limits, maxEventLoopDelayMs: 0 }, webDist } });
  });
  // The database is closed by the test itself.
  afterAll(async () => {
    await t.app.close();
    rmSync(t.dataDir, { recursive: true, force: true });
    rmSync(webDist, { recursive: true, force: true });
  });

  it('answers 503 with a sentence, to /api/health and every other call, instead of failing', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    // The embedded database is shut: every query fails from now on, as with a server that is down.
    await t.database.close();
    // Its health check has noticed: from now on calls are turned away before they reach the database.
    await expect.poll(() => t.app.isUnderPressure()).toBe(true);
    for (const url of ['/api/health', '/api/destination', '/api/review', '/api/photos']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(503);
      expect(res.json(), url).toEqual({ message: DATABASE_DOWN_MESSAGE });
      expect(res.headers['retry-after'], url).toBe(String(RETRY_AFTER_SECONDS));
    }
    // A page already open still gets its own code: the built files need no database.
    const code = await t.app.inject({ method: 'GET', url: '/assets/page-3f9a.js' });
    expect(code.statusCode).toBe(200);
    expect(code.body).toBe('export const page = 1;');
  });
});
