import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { destinationSearchSchema, dollarsToCents, TOTAL_COUNT_HEADER } from '@tgde/contracts';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase, type Db } from '../apps/server/src/db/client';
import { destinations, reviews } from '../apps/server/src/db/schema';
import { demoDestinations } from '../apps/server/src/db/seed/data';
import { searchQuery } from '../apps/server/src/features/destinations/service';
import { diskStore } from '../apps/server/src/infra/images/store';
import { printFigure, type RecordFigure } from './figures';
import { DESCRIPTION_WORDS as WORDS, NAME_ENDS as LAST, NAME_STARTS as FIRST } from './made-up-words';

/*
 * Search on a small and on a large catalogue: the whole app (routing, validation, the query on the
 * embedded database, JSON) answers GET /api/destination?q=… for the same few queries on 10 demo
 * destinations, and on the same 10 among 9,990 generated ones (a third of all with reviews). Requests go one at a time through
 * `inject`: the embedded database runs one query at a time, so more at once only adds waiting, and
 * the figure is the cost of one search. Also shows the plan the database takes at 10,000 (the
 * trigram index must carry the words). Run alone: `BENCH_ONLY=search npm run bench`, or
 * `node --import tsx bench/search.ts`.
 */

/** Typical searches: a place's name typed without its umlaut, a common word, two words, a rare one. */
export const SEARCH_QUERIES = ['lubeck', 'castle', 'old bridge', 'koln cathedral', 'marzipan'];

export interface SearchFigures {
  size: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Matches of each query (X-Total-Count). */
  matches: { [query: string]: number };
}

/** A small deterministic generator, so that every run searches the same catalogue. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/** `n` destinations with made-up German names and descriptions; a few mention castles or Lübeck. */
function generated(n: number, next: () => number) {
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  return Array.from({ length: n }, (_, i) => {
    const words = Array.from({ length: 14 + Math.floor(next() * 12) }, () => pick(WORDS));
    if (next() < 0.02) words.splice(3, 0, 'castle');
    if (next() < 0.002) words.splice(5, 0, 'near Lübeck');
    if (next() < 0.002) words.splice(2, 0, 'Köln cathedral');
    if (next() < 0.001) words.push('marzipan');
    return {
      name: `${pick(FIRST)}${pick(LAST)} ${i + 1}`,
      description: `${words.join(' ')}.`,
      costCents: 5_000 + Math.floor(next() * 95_000),
      img: '/media/bench.webp',
      latitude: 47.5 + next() * 5,
      longitude: 7 + next() * 6,
    };
  });
}

/** Ten of the demo destinations: each query finds one to three of them in either catalogue. */
const anchors = demoDestinations.slice(2).map((d) => ({
  name: d.name,
  description: d.description,
  costCents: dollarsToCents(d.cost),
  img: '/media/bench.webp',
  latitude: d.latitude,
  longitude: d.longitude,
}));

async function fill(db: Db, size: number) {
  const next = random(size);
  const rows = [...anchors, ...generated(size - anchors.length, next)];
  for (let i = 0; i < rows.length; i += 500) {
    const ids = await db
      .insert(destinations)
      .values(rows.slice(i, i + 500))
      .returning({ id: destinations.id });
    const written = ids
      .filter(() => next() < 0.33)
      .flatMap(({ id }) =>
        Array.from({ length: 1 + Math.floor(next() * 5) }, () => ({
          name: 'Bench Traveller',
          comment: 'A fine place to spend a few days.',
          rating: 1 + Math.floor(next() * 5),
          destinationId: id,
        })),
      );
    if (written.length > 0) await db.insert(reviews).values(written);
  }
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/** The plan of one search, as the database would run it now (EXPLAIN ANALYZE). */
async function plan(db: Db, search: { [name: string]: string }): Promise<string[]> {
  const query = searchQuery(db, destinationSearchSchema.parse(search));
  const result = await db.execute(sql`explain analyze ${query.getSQL()}`);
  // Both drivers (PGlite, node-postgres) answer { rows }; EXPLAIN's have one column.
  return (result as { rows: { [column: string]: string }[] }).rows.map((row) => Object.values(row).join(' '));
}

async function measure(size: number, seconds: number, record: RecordFigure): Promise<SearchFigures> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tgde-bench-search-'));
  const database = await openDatabase({});
  try {
    await database.migrate();
    await fill(database.db, size);
    const config = loadConfig({ DATA_DIR: dataDir, SEED_DEMO: 'false' });
    const app = await buildApp({ config, database, media: diskStore(path.join(dataDir, 'uploads')) });
    await app.ready();
    try {
      const matches: SearchFigures['matches'] = {};
      const url = (q: string) => `/api/destination?q=${encodeURIComponent(q)}`;
      for (const q of SEARCH_QUERIES) {
        const res = await app.inject({ url: url(q) });
        if (res.statusCode !== 200) throw new Error(`${url(q)} answered ${res.statusCode}: ${res.body}`);
        matches[q] = Number(res.headers[TOTAL_COUNT_HEADER]);
      }
      // Warm up (JIT, plan caches), then the queries in turn for the time given.
      const warmUntil = performance.now() + 1000;
      for (let i = 0; performance.now() < warmUntil; i += 1) {
        await app.inject({ url: url(SEARCH_QUERIES[i % SEARCH_QUERIES.length]!) });
      }
      const times: number[] = [];
      const started = performance.now();
      const until = started + seconds * 1000;
      for (let i = 0; performance.now() < until; i += 1) {
        const before = performance.now();
        const res = await app.inject({ url: url(SEARCH_QUERIES[i % SEARCH_QUERIES.length]!) });
        times.push(performance.now() - before);
        if (res.statusCode !== 200) throw new Error(`search answered ${res.statusCode}`);
      }
      const elapsed = (performance.now() - started) / 1000;
      times.sort((a, b) => a - b);
      const figures: SearchFigures = {
        size,
        requestsPerSecond: Math.round(times.length / elapsed),
        p50: Number(percentile(times, 50).toFixed(2)),
        p99: Number(percentile(times, 99).toFixed(2)),
        matches,
      };
      const label = `search: ${size.toLocaleString('en-US')} destinations`;
      // The database's own time, which the load on the machine disturbs less than the round trip.
      const databaseMs = async (searches: { [name: string]: string }[]) => {
        const figures: string[] = [];
        for (const search of searches) {
          const runs: number[] = [];
          for (let i = 0; i < 5; i += 1) {
            const line = (await plan(database.db, search)).find((l) => l.startsWith('Execution Time'));
            runs.push(Number(/([\d.]+) ms/.exec(line ?? '')?.[1] ?? NaN));
          }
          figures.push(
            `${new URLSearchParams(search).toString()} ${runs.sort((a, b) => a - b)[2]?.toFixed(2)} ms`,
          );
        }
        return figures.join(', ');
      };
      record(`${label}, GET /api/destination?q=`, figures.requestsPerSecond, 'req/s');
      record(`${label}, p50 latency`, figures.p50, 'ms');
      record(`${label}, p99 latency`, figures.p99, size >= 10_000 ? 'ms (target < 20 ms)' : 'ms');
      console.log(
        `  matches: ${SEARCH_QUERIES.map((q) => `'${q}' ${matches[q]}`).join(', ')} (${times.length} requests)`,
      );
      console.log(
        `  database time (EXPLAIN ANALYZE, median of 5): ${await databaseMs(SEARCH_QUERIES.map((q) => ({ q })))}`,
      );
      if (size >= 10_000) {
        // Without words every destination is a match: these grow with the catalogue (not a target).
        const whole: { [name: string]: string }[] = [
          { sort: 'price' },
          { sort: 'rating' },
          { minRating: '4' },
          { q: 'castle', sort: 'rating' },
        ];
        console.log(`  database time of other searches: ${await databaseMs(whole)}`);
        const lines = await plan(database.db, { q: 'castle' });
        const usesIndex = lines.some((line) => line.includes('destinations_search_idx'));
        record(`${label}, plan of q=castle uses the trigram index`, usesIndex ? 'yes' : 'NO');
        console.log(lines.map((line) => `    ${line}`).join('\n'));
      }
      return figures;
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Both sizes, one after the other; prints as it goes and answers the figures. */
export async function benchSearch(record: RecordFigure, seconds = 10): Promise<SearchFigures[]> {
  console.log(`\nSearch: GET /api/destination?q=… through the whole app, one at a time, ${seconds} s a size`);
  console.log(`  queries, in turn: ${SEARCH_QUERIES.map((q) => `'${q}'`).join(', ')}`);
  const small = await measure(10, seconds, record);
  const large = await measure(10_000, seconds, record);
  record(
    'search: p99 at 10,000 / p99 at 10',
    `${(large.p99 / small.p99).toFixed(2)}×`,
    '(nearly flat: close to 1)',
  );
  return [small, large];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await benchSearch(printFigure(), Number(process.env.BENCH_SECONDS ?? 10));
}
