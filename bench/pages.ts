import autocannon from 'autocannon';
import type { RecordFigure } from './figures';

/*
 * The server-rendered public pages (apps/server/src/features/pages/page-cache.ts), 20 connections
 * each: served from the page cache (the same address again and again), and rendered afresh. Uncached
 * means that every request's address carries a query string of its own (`?nocache=N`), which these
 * pages ignore: each request renders the page (and the render is then kept, as the cache keeps every
 * address, so the cache's bookkeeping is in that figure too). The figure is pages answered with 200
 * a second: the 503s of an overloaded server (http/overload.ts) are counted apart. Targets, cached:
 * 2,000 pages a second or more, p99 under 30 ms. Also `/` as a browser asks for it
 * (Accept-Encoding: br, served from the Brotli copy made once). With the API figures:
 * `BENCH_ONLY=pages npm run bench`.
 */

export const PAGE_TARGETS = { requestsPerSecond: 2_000, p99Ms: 30 };

async function load(
  url: string,
  seconds: number,
  options: { vary?: boolean; headers?: Record<string, string> } = {},
): Promise<autocannon.Result> {
  let n = 0;
  const { pathname, search } = new URL(url);
  return autocannon({
    url,
    connections: 20,
    duration: seconds,
    pipelining: 1,
    ...(options.headers ? { headers: options.headers } : {}),
    ...(options.vary
      ? {
          requests: [
            {
              method: 'GET',
              setupRequest: (request) => {
                n += 1;
                return { ...request, path: `${pathname}${search ? `${search}&` : '?'}nocache=${n}` };
              },
            },
          ],
        }
      : {}),
  });
}

/** Waits until the server answers again without turning requests away (after a run that overloaded it). */
async function settle(appUrl: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const res = await fetch(`${appUrl}/api/health`).catch(() => undefined);
    await res?.arrayBuffer();
    if (res?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Pages answered with 200 a second: the server's 503s (overload protection) are not pages. */
const pagesPerSecond = (result: autocannon.Result) => Math.round(result['2xx'] / result.duration);

export async function benchPages(appUrl: string, record: RecordFigure, seconds: number): Promise<void> {
  console.log(
    `\nPages: autocannon, 20 connections, ${seconds} s each; cached (one address again and again), ` +
      'then uncached (a query string of its own per request, so every request renders)',
  );
  const pages = ['/', '/destination', '/reviews'];
  const figure = (label: string, result: autocannon.Result, target: string, p99Target: string) => {
    record(`pages: ${label}`, pagesPerSecond(result), `pages/s${target} (non-2xx: ${result.non2xx})`);
    record(`pages: ${label} p99`, result.latency.p99, `ms${p99Target}`);
  };
  const targets = [
    ` (target ≥ ${PAGE_TARGETS.requestsPerSecond})`,
    ` (target < ${PAGE_TARGETS.p99Ms})`,
  ] as const;
  // All cached runs first: the uncached ones overload the server, which then turns requests away
  // for a while (http/overload.ts). Printed side by side afterwards.
  const cached: autocannon.Result[] = [];
  for (const page of pages) {
    // Warm up: the first render fills the cache, and V8 compiles the paths.
    await autocannon({ url: `${appUrl}${page}`, connections: 10, duration: 2 });
    cached.push(await load(`${appUrl}${page}`, seconds));
  }
  const compressed = await load(`${appUrl}/`, seconds, { headers: { 'accept-encoding': 'br, gzip' } });
  const uncached: autocannon.Result[] = [];
  for (const page of pages) {
    await settle(appUrl);
    uncached.push(await load(`${appUrl}${page}`, seconds, { vary: true }));
  }
  pages.forEach((page, i) => {
    figure(`${page} cached`, cached[i]!, ...targets);
    figure(`${page} uncached`, uncached[i]!, '', '');
  });
  figure('/ cached, Accept-Encoding: br', compressed, ...targets);
}
