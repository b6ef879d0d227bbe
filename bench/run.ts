/*
 * `npm run bench`: figures for the product's speed and load targets, printed, never asserted, each
 * next to the same figure in bench/baseline.json (measured before search, the map and server
 * rendering).
 *   - API: autocannon on GET /api/destination through the whole app, and on a bare Fastify route
 *     answering the same JSON from memory; both and the ratio (target: app ≥ 90% of bare).
 *   - Pages: /, /destination and /reviews from the page cache and rendered afresh, side by side
 *     (bench/pages.ts; target cached: ≥ 2,000 pages a second, p99 < 30 ms); with the API figures.
 *   - Idle connections: GET /api/health while 200 connections send nothing (bench/idle-connections.ts).
 *   - Search: GET /api/destination?q=… on 10 and on 10,000 destinations (bench/search.ts).
 *   - Web: the home page's JavaScript, the map's, and Lighthouse 12 (mobile) on the public pages
 *     and on two signed-in ones (bench/web.ts); Lighthouse accessibility signed in.
 *   - Images: upload throughput (images a second) and the bytes the gallery's first screen downloads.
 *   - Bookings: POST /api/bookedDestination by 200 travellers at once (each a different date), in
 *     three rounds: bookings a second and p99 of the median round, and the bookings stored against
 *     the 2xx answers; then the same 200 all booking one date twice at once: exactly 200 must be
 *     stored. On the embedded database, then on PostgreSQL when DATABASE_URL is set; then where one
 *     booking's time goes, stage by stage and statement by statement (bench/travellers.ts).
 *   - Scale (only with BENCH_ONLY=scale: it seeds for minutes): a year of business seeded in SQL
 *     (10,000 destinations, 100,000 travellers, 1,000,000 bookings, 200,000 reviews), then p50/p99
 *     of the busy calls, the CSV export's memory and the plans of the slowest (bench/scale.ts); on
 *     PostgreSQL too when DATABASE_URL is set (`scripts/with-postgres.sh env BENCH_ONLY=scale npm run bench`).
 *   - Places: 200 travellers at once ask for one of a day's 10 places (bench/places.ts): places
 *     stored (must be 10), answers a second, p99; on the embedded database, then on PostgreSQL when
 *     DATABASE_URL is set (`BENCH_ONLY=places scripts/with-postgres.sh npm run bench`).
 *   - Rush: a sales rush, 1,000 travellers at once ask for 1 to 4 of one departure's 100 places
 *     (bench/places.ts; BENCH_RUSH_TRAVELLERS changes the crowd): the same figures, both databases.
 *   - Mixed: browse, sign in, book and pay together for 60 s (bench/mixed-load.ts): requests a
 *     second, p50/p99, errors, and bookings stored against acknowledged.
 *   - Mail: how long one job worker takes to send 1,000 queued mails to the local SMTP sink
 *     (bench/mail.ts); on PostgreSQL too when DATABASE_URL is set.
 *   - Logs: cleaning one long line built to make the log's patterns backtrack, at three lengths,
 *     and how the time grows with the length (bench/log-redaction.ts; linear: 4× for 4× the line).
 * Run `npm run build` first (it is done for you when the build is missing). BENCH_ONLY=api,
 * connections, pages, search, web, a11y, images, bookings, places, rush, mixed, mail, logs or scale runs
 * one part; BENCH_SECONDS sets the length of each load run (default 10).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { addDays, firstBookableDate } from '@tgde/contracts';
import autocannon from 'autocannon';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { chromiumFlags, chromiumPath } from '../e2e/support/browser';
import { verifiedUser, type Account } from '../e2e/support/accounts';
import { testJpeg } from '../e2e/support/images';
import { startMailSink } from '../e2e/support/mail';
import { freePort, startServer } from '../e2e/support/server';
import { benchIdleConnections } from './idle-connections';
import { benchLogRedaction } from './log-redaction';
import { benchMail } from './mail';
import { benchMixed } from './mixed-load';
import { benchPages } from './pages';
import { benchPlaces, benchRush } from './places';
import { benchSearch } from './search';
import { baseline, benchHomeJs, benchLighthouse, benchMapJs } from './web';
import { benchScale } from './scale';
import { benchBookings } from './travellers';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const results: Record<string, number | string> = {};

const before = baseline();
/** Figures that the baseline recorded under another name. */
const earlierNames: { [name: string]: string } = {
  'lighthouse: home performance': 'lighthouse: performance (median of 3)',
  'lighthouse: home accessibility': 'lighthouse: accessibility',
};

/** Prints a figure, next to the same figure before the search, the map and server rendering. */
function record(name: string, value: number | string, unit = '') {
  results[name] = value;
  const was = before[earlierNames[name] ?? name];
  console.log(
    `${name.padEnd(48)} ${value}${unit ? ` ${unit}` : ''}${was === undefined ? '' : `   [before: ${was}]`}`,
  );
}

async function load(url: string): Promise<autocannon.Result> {
  return autocannon({ url, connections: 20, duration: seconds, pipelining: 1 });
}

function startBare(port: number, source: string): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'bench/bare-server.ts'), String(port), source],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('is running')) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
  });
}

async function benchApi(appUrl: string) {
  console.log(`\nAPI: autocannon, 20 connections, ${seconds} s each`);
  const barePort = await freePort();
  const bare = await startBare(barePort, appUrl);
  try {
    // Warm both up, then measure one after the other so that they do not share the two cores.
    await autocannon({ url: `${appUrl}/api/destination`, connections: 10, duration: 2 });
    const app = await load(`${appUrl}/api/destination`);
    const base = await load(`http://127.0.0.1:${barePort}/api/destination`);
    record('api: app GET /api/destination', Math.round(app.requests.average), 'req/s');
    record('api: app p99 latency', app.latency.p99, 'ms');
    record('api: bare Fastify, same JSON from memory', Math.round(base.requests.average), 'req/s');
    record(
      'api: app / bare',
      `${((100 * app.requests.average) / base.requests.average).toFixed(1)}%`,
      '(target ≥ 90%)',
    );
    record('api: non-2xx answers (app)', app.non2xx);
  } finally {
    bare.kill();
  }
}

/**
 * Lighthouse accessibility of the pages a traveller uses most, signed in: the session token is put
 * into the browser's localStorage first, and Lighthouse is told to keep the storage it finds.
 */
async function benchLighthouseAccessibility(appUrl: string, account: Account) {
  const destinations = (await (await fetch(`${appUrl}/api/destination`)).json()) as { _id: string }[];
  const booked = await fetch(`${appUrl}/api/bookedDestination`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${account.token}` },
    body: JSON.stringify({ bookingId: destinations[0]?._id, date: bookingDay(400), phone: '+49 30 1234567' }),
  });
  const { insertedId } = (await booked.json()) as { insertedId: string };
  const pages = [
    '/',
    '/destination',
    '/reviews',
    '/gallery',
    '/dashboard/booking',
    `/dashboard/payment/${insertedId}`,
  ];

  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags });
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    await page.goto(appUrl);
    await page.evaluate((token) => localStorage.setItem('accessToken', token), account.token);
    await page.close();
    console.log('\nWeb: Lighthouse 12 accessibility, mobile, signed in as a traveller');
    for (const pagePath of pages) {
      const result = await lighthouse(`${appUrl}${pagePath}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['accessibility'],
        formFactor: 'mobile',
        disableStorageReset: true,
      });
      const lhr = result?.lhr;
      const label = pagePath.startsWith('/dashboard/payment/') ? '/dashboard/payment/{id}' : pagePath;
      // A page that sent us to /login would be scored as the login page: say so instead.
      const landed = new URL(lhr?.finalDisplayedUrl ?? appUrl).pathname;
      if (landed !== pagePath) console.log(`  ${label} ended on ${landed}`);
      record(
        `lighthouse accessibility: ${label}`,
        Math.round((lhr?.categories.accessibility?.score ?? 0) * 100),
        '(target 100)',
      );
      const failed = Object.values(lhr?.audits ?? {}).filter(
        (a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary',
      );
      for (const audit of failed) console.log(`  failed: ${audit.id} (${audit.title})`);
    }
  } finally {
    await browser.close().catch(() => undefined);
    chrome.kill();
  }
}

async function benchUploads(appUrl: string, account: Account) {
  const count = Number(process.env.BENCH_UPLOADS ?? 40);
  // Distinct photos (content-addressed storage would make repeats free), made before the clock starts.
  const files = await Promise.all(
    Array.from({ length: count }, (_, i) =>
      testJpeg(`Photo ${i}`, `#${(0x204060 + i * 0x030507).toString(16).slice(-6)}`, 2400, 1600),
    ),
  );
  const concurrency = 2;
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++]!;
      const form = new FormData();
      form.append('image', new Blob([new Uint8Array(file)], { type: 'image/jpeg' }), 'photo.jpg');
      const res = await fetch(`${appUrl}/api/images`, {
        method: 'POST',
        headers: { authorization: `Bearer ${account.token}` },
        body: form,
      });
      if (res.status !== 201) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  const megabytes = files.reduce((sum, f) => sum + f.length, 0) / 1024 / 1024;
  console.log(
    `\nImages: ${count} JPEG uploads of 2400×1600 (${megabytes.toFixed(1)} MB), ${concurrency} at a time`,
  );
  record('images: upload throughput', (count / seconds).toFixed(1), 'images/s');
}

async function benchGalleryBytes(appUrl: string, account: Account) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  try {
    console.log('\nGallery: bytes a first visit downloads for the first screen (as transferred)');
    for (const [label, viewport] of [
      ['phone 375×740', { width: 375, height: 740 }],
      ['desktop 1280×800', { width: 1280, height: 800 }],
    ] as const) {
      const context = await browser.newContext({ viewport });
      await context.addInitScript((token) => localStorage.setItem('accessToken', token), account.token);
      const page = await context.newPage();
      let images = 0;
      let other = 0;
      page.on('requestfinished', async (request) => {
        const sizes = await request.sizes();
        if (request.resourceType() === 'image') images += sizes.responseBodySize;
        else other += sizes.responseBodySize;
      });
      await page.goto(`${appUrl}/gallery`, { waitUntil: 'networkidle' });
      record(`gallery, ${label}: images`, (images / 1024).toFixed(1), 'KB');
      record(
        `gallery, ${label}: everything (code, data, images)`,
        ((images + other) / 1024).toFixed(1),
        'KB',
      );
      await context.close();
    }
  } finally {
    await browser.close();
  }
}

/** Runs `task` over `items`, `limit` at a time. */
/** The ISO date `days` after today in Germany, where bookings are dated. */
const bookingDay = (days: number) => addDays(firstBookableDate(), days);

if (
  !existsSync(path.join(root, 'apps/server/dist/main.js')) ||
  !existsSync(path.join(root, 'apps/web/dist/index.html'))
) {
  spawnSync('node', ['scripts/build.mjs'], { cwd: root, stdio: 'inherit' });
}
const sink = await startMailSink();
const server = await startServer({ env: { SMTP_URL: sink.url, UPLOAD_RATE_LIMIT: '100000' } });
const site = { server: () => server, mail: () => sink };
try {
  const only = process.env.BENCH_ONLY; // one part only (see the top of this file)
  if (!only || only === 'api' || only === 'pages') await benchApi(server.url);
  // The pages the server renders with their content (docs/decisions/0008), cached and not.
  if (!only || only === 'pages') await benchPages(server.url, record, seconds);
  if (!only || only === 'api' || only === 'connections') await benchIdleConnections(server.url, record);
  if (!only || only === 'search') await benchSearch(record, seconds);
  if (!only || only === 'web') {
    const homeScripts = await benchHomeJs(server.url, record);
    await benchHomeJs(server.url, record, 'de');
    await benchMapJs(server.url, homeScripts, record);
    const publicTarget = { performance: 98, accessibility: 100 };
    await benchLighthouse(
      server.url,
      [
        { label: 'home', path: '/', target: publicTarget },
        { label: '/destination', path: '/destination', target: publicTarget },
        { label: '/reviews', path: '/reviews', target: publicTarget },
        { label: 'home (German)', path: '/de', target: publicTarget },
        { label: '/de/destination', path: '/de/destination', target: publicTarget },
        { label: '/de/reviews', path: '/de/reviews', target: publicTarget },
      ],
      record,
    );
    const reader = await verifiedUser(site, 'Bench Visitor');
    const [first] = (await (await fetch(`${server.url}/api/destination`)).json()) as { _id: string }[];
    const signedInTarget = { performance: 95, accessibility: 100 };
    await benchLighthouse(
      server.url,
      [
        { label: '/gallery (signed in)', path: '/gallery', target: signedInTarget },
        { label: 'a destination (signed in)', path: `/destination/${first?._id}`, target: signedInTarget },
      ],
      record,
      reader.token,
    );
  }
  if (!only || only === 'web' || only === 'a11y') {
    await benchLighthouseAccessibility(server.url, await verifiedUser(site, 'Bench Reader'));
  }
  if (!only || only === 'images') {
    const account = await verifiedUser(site, 'Bench Traveller');
    await benchGalleryBytes(server.url, account);
    await benchUploads(server.url, account);
  }
  if (only === 'scale') await benchScale(record);
  if (!only || only === 'bookings') await benchBookings(server.url, sink, record);
  if (!only || only === 'places') await benchPlaces(sink, record);
  if (!only || only === 'rush') await benchRush(sink, record);
  if (!only || only === 'mixed') await benchMixed(server.url, sink, record);
  if (!only || only === 'mail') await benchMail(sink, record);
  if (!only || only === 'logs') benchLogRedaction(record);
} finally {
  await server.stop();
  server.cleanup();
  await sink.close();
}
// The results files (docs/benchmarks.md): the last run whole, and every run as one line with the
// machine that measured it, so that figures are compared between runs on one machine.
mkdirSync(path.join(root, 'bench/results'), { recursive: true });
writeFileSync(path.join(root, 'bench/results/latest.json'), `${JSON.stringify(results, null, 2)}\n`);
const machine = { node: process.version, cpu: cpus()[0]?.model ?? 'unknown', cores: cpus().length };
const run = { at: new Date().toISOString(), only: process.env.BENCH_ONLY ?? null, machine, results };
appendFileSync(path.join(root, 'bench/results/history.jsonl'), `${JSON.stringify(run)}\n`);
console.log('\nWritten to bench/results/latest.json and appended to bench/results/history.jsonl');
