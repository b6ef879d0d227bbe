/*
 * The web's figures: the JavaScript pages load, the map's weight, and Lighthouse 12 (mobile) on the
 * public pages and on two signed-in ones. Each Lighthouse figure is the median of three runs.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { chromiumFlags, chromiumPath } from '../e2e/support/browser';
import type { RecordFigure } from './figures';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/web/dist');

/** Gzip -9 size of a built file, by its URL path. */
function gzippedSize(urlPath: string): number {
  return gzipSync(readFileSync(path.join(dist, urlPath)), { level: 9 }).length;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/**
 * The catalogue of every page's frame in the page's language (`virtual:messages/<locale>/layout`,
 * built as `layout-<hash>.js`): main.tsx waits for it before the first render.
 */
const isFrameCatalogue = (script: string) => /^\/assets\/layout-[\w-]{8}\.js$/.test(script);

/** The scripts a served page's HTML loads itself: the entry and its modulepreloads. */
async function initialScripts(url: string): Promise<Set<string>> {
  const html = await (await fetch(url)).text();
  const found = [
    ...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+)"/g),
  ];
  return new Set(found.map((m) => m[1] ?? ''));
}

/** The scripts a page loads until the network is quiet, in the order they finished. */
async function scriptsOf(url: string, scrollToEnd = false): Promise<string[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  try {
    const page = await browser.newPage({ viewport: { width: 375, height: 740 } });
    const scripts: string[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    if (scrollToEnd) {
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500);
    }
    return scripts;
  } finally {
    await browser.close();
  }
}

/**
 * What the home page's JavaScript weighs in `locale`'s language (`/` or `/de`): before it is
 * interactive (what its HTML loads itself, and the frame's catalogue in its language, which the first
 * render waits for), and what follows.
 */
export async function benchHomeJs(
  appUrl: string,
  record: RecordFigure,
  locale: 'en' | 'de' = 'en',
): Promise<string[]> {
  const url = locale === 'de' ? `${appUrl}/de` : appUrl;
  const scripts = await scriptsOf(url, true);
  const initial = await initialScripts(url);
  const label = locale === 'de' ? 'home (German)' : 'home';
  let before = 0;
  let after = 0;
  console.log(`\nWeb: JavaScript the ${label} page loads (gzip -9 of each file)`);
  for (const script of scripts) {
    const size = gzippedSize(script);
    const first = initial.has(script) || isFrameCatalogue(script);
    if (first) before += size;
    else after += size;
    console.log(`  ${kb(size).padStart(7)} KB  ${script}${first ? '' : '  (loaded after the first render)'}`);
  }
  record(`web: ${label} JS before interactive, gzipped`, kb(before), 'KB (target ≤ 80 KB, never above 87)');
  record(`web: ${label} JS loaded after first render, gzipped`, kb(after), 'KB');
  return scripts;
}

/**
 * The map's weight: the JavaScript /destination loads once its map is on screen, less what the
 * same page loads without ever showing the map; and whether home loads any of it.
 */
export async function benchMapJs(appUrl: string, homeScripts: string[], record: RecordFigure): Promise<void> {
  const withMap = await scriptsOf(`${appUrl}/destination`, true);
  // A search that matches nothing shows no map.
  const withoutMap = new Set(await scriptsOf(`${appUrl}/destination?q=zzzz-no-such-place`, true));
  const mapScripts = withMap.filter((script) => !withoutMap.has(script));
  console.log('\nWeb: JavaScript the map adds to /destination (gzip -9 of each file)');
  for (const script of mapScripts) console.log(`  ${kb(gzippedSize(script)).padStart(7)} KB  ${script}`);
  const total = mapScripts.reduce((sum, script) => sum + gzippedSize(script), 0);
  record('web: map JS added to /destination, gzipped', kb(total), 'KB (target ≤ 40 KB)');
  const onHome = mapScripts.filter((script) => homeScripts.includes(script));
  record('web: map JS loaded by home', kb(onHome.reduce((s, f) => s + gzippedSize(f), 0)), 'KB (target 0)');
}

interface Run {
  performance: number;
  accessibility: number;
  /** Lighthouse's measure of this machine's speed when the run began (about 2,200 on the reference machine). */
  benchmarkIndex: number;
  audits: { [title: string]: string };
}

const shownAudits = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];

async function lighthouseRun(url: string, port: number, keepStorage: boolean): Promise<Run> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    formFactor: 'mobile',
    disableStorageReset: keepStorage,
  });
  const lhr = result?.lhr;
  const landed = new URL(lhr?.finalDisplayedUrl ?? url).pathname;
  if (landed !== new URL(url).pathname) console.log(`  (${url} ended on ${landed})`);
  const audits: Run['audits'] = {};
  for (const id of shownAudits) {
    const audit = lhr?.audits[id];
    if (audit) audits[audit.title] = audit.displayValue ?? '';
  }
  const failed = Object.values(lhr?.audits ?? {}).filter(
    (a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary' && a.id !== 'is-on-https',
  );
  for (const audit of failed) audits[`failed: ${audit.id}`] = audit.title;
  return {
    performance: Math.round((lhr?.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr?.categories.accessibility?.score ?? 0) * 100),
    benchmarkIndex: Math.round(lhr?.environment.benchmarkIndex ?? 0),
    audits,
  };
}

export interface LighthousePage {
  label: string;
  path: string;
  target: { performance: number; accessibility: number };
}

/**
 * Lighthouse 12, mobile, three runs a page; prints the median run. With `token`, the pages are
 * seen signed in: the token is put into the browser's storage first and Lighthouse keeps it.
 */
export async function benchLighthouse(
  appUrl: string,
  pages: LighthousePage[],
  record: RecordFigure,
  token?: string,
): Promise<void> {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags });
  try {
    if (token) {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      const page = await browser.contexts()[0]!.newPage();
      await page.goto(appUrl);
      await page.evaluate((value) => localStorage.setItem('accessToken', value), token);
      await page.close();
      await browser.close().catch(() => undefined);
    }
    console.log(`\nWeb: Lighthouse 12, mobile, median of 3 runs${token ? ', signed in' : ''}`);
    for (const { label, path: pagePath, target } of pages) {
      const runs: Run[] = [];
      for (let i = 0; i < 3; i += 1)
        runs.push(await lighthouseRun(`${appUrl}${pagePath}`, chrome.port, !!token));
      runs.sort((a, b) => a.performance - b.performance);
      const median = runs[1]!;
      record(
        `lighthouse: ${label} performance`,
        median.performance,
        `(runs ${runs.map((r) => r.performance).join(', ')}; benchmark index ${runs.map((r) => r.benchmarkIndex).join(', ')}; target ≥ ${target.performance})`,
      );
      record(`lighthouse: ${label} accessibility`, median.accessibility, `(target ${target.accessibility})`);
      for (const [title, value] of Object.entries(median.audits)) console.log(`    ${title}: ${value}`);
    }
  } finally {
    chrome.kill();
  }
}

/** The figures measured before the search, the map and the server-rendered pages, to compare with. */
export function baseline(): { [name: string]: number | string } {
  const file = path.join(root, 'bench/baseline.json');
  return existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as { [name: string]: number | string })
    : {};
}
