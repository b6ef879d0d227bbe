import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { addDays, dollarsToCents, firstBookableDate, TOTAL_COUNT_HEADER } from '@tgde/contracts';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { withOwnDatabase } from './own-database';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase, type Database, type Db } from '../apps/server/src/db/client';
import * as schema from '../apps/server/src/db/schema';
import { demoDestinations } from '../apps/server/src/db/seed/data';
import { diskStore } from '../apps/server/src/infra/images/store';
import { printFigure, type RecordFigure } from './figures';
import { NAME_ENDS, NAME_STARTS, SHORT_DESCRIPTION_WORDS } from './made-up-words';

/*
 * A year of business: a database seeded in SQL (one INSERT … SELECT over generate_series per
 * table) with 10,000 destinations, 100,000 travellers (users and their password accounts, as
 * better-auth stores them), 1,000,000 bookings over a year in every state with the payment intents,
 * refunds and places they imply, and 200,000 reviews; then the calls of a busy day through the whole
 * app (`inject`, one at a time, as bench/search.ts does): p50 and p99 of each. Printed: the seeding
 * time per table, each call's figures against its target (page-sized reads p99 < 20 ms and the
 * Overview < 200 ms, on PostgreSQL), the CSV export of one month streamed over a real socket with
 * the process's memory growth while it streams (it must stay flat), and the plans (EXPLAIN ANALYZE,
 * BUFFERS) of the slowest statements. On the embedded database in a temporary DATA_DIR, then on
 * PostgreSQL when DATABASE_URL names a server (a database of its own is made there and dropped):
 *   BENCH_ONLY=scale npm run bench
 *   scripts/with-postgres.sh env BENCH_ONLY=scale npm run bench
 * or alone: `node --import tsx bench/scale.ts`. Smaller runs: BENCH_SCALE_DESTINATIONS,
 * BENCH_SCALE_TRAVELLERS, BENCH_SCALE_BOOKINGS, BENCH_SCALE_REVIEWS; BENCH_SCALE_CALLS (200) times each
 * call at most that often and BENCH_SCALE_CALL_SECONDS (30) at most that long, but 20 times at least;
 * BENCH_SCALE_CALLS_MATCHING='Overview|All Bookings' times only the calls whose label holds one of the texts;
 * BENCH_SCALE_SKIP_EMBEDDED=1 measures PostgreSQL alone.
 */

const size = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const DESTINATIONS = size('BENCH_SCALE_DESTINATIONS', 10_000);
const TRAVELLERS = size('BENCH_SCALE_TRAVELLERS', 100_000);
const BOOKINGS = size('BENCH_SCALE_BOOKINGS', 1_000_000);
const REVIEWS = size('BENCH_SCALE_REVIEWS', 200_000);
const CALLS = size('BENCH_SCALE_CALLS', 200);
/** The most time one call's measurement takes (a slow call is timed fewer times). */
const CALL_SECONDS = size('BENCH_SCALE_CALL_SECONDS', 30);
/** The trips of the traveller whose My Bookings is measured. */
const TRIPS = 50;

const PAGE_TARGET_MS = 20;
const OVERVIEW_TARGET_MS = 200;

/** Overload protection that a busy bench machine never trips (as the API tests' app). */
const patientLimits = { maxEventLoopDelayMs: 60_000, maxWaitingQueries: 10_000, sampleIntervalMs: 3_600_000 };

// --- The database: opened with a statement log, so that the bench can EXPLAIN what a call ran ----

interface Statement {
  text: string;
  params: unknown[];
}

interface Instrumented {
  database: Database;
  /** Runs `text` with `params` on the raw driver; answers the rows. */
  raw(text: string, params?: unknown[]): Promise<Record<string, unknown>[]>;
  /** The statements run while `during` runs. */
  capture(during: () => Promise<unknown>): Promise<Statement[]>;
}

async function instrumented(target: { dataDir?: string; url?: string }): Promise<Instrumented> {
  let log: Statement[] | undefined;
  const logger = { logQuery: (text: string, params: unknown[]) => void log?.push({ text, params }) };
  const capture = async (during: () => Promise<unknown>) => {
    log = [];
    try {
      await during();
      return log;
    } finally {
      log = undefined;
    }
  };
  if (target.url) {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    pool.on('error', () => undefined);
    const db = drizzlePg(pool, { schema, logger }) as unknown as Db;
    return {
      database: {
        db,
        kind: 'postgres',
        url: target.url,
        migrate: () => Promise.resolve(),
        ping: async () => (await pool.query('select 1')).rowCount === 1,
        waiting: () => pool.waitingCount,
        close: () => pool.end(),
      },
      raw: async (text, params = []) => (await pool.query<Record<string, unknown>>(text, params)).rows,
      capture,
    };
  }
  const dir = path.join(target.dataDir ?? '', 'pgdata');
  const client = await PGlite.create(dir, { extensions: { pg_trgm, unaccent } });
  const db = drizzlePglite(client, { schema, logger }) as unknown as Db;
  return {
    database: {
      db,
      kind: 'pglite',
      migrate: () => Promise.resolve(),
      ping: async () => (await client.query('select 1')).rows.length === 1,
      waiting: () => 0,
      close: () => client.close(),
    },
    raw: async (text, params = []) => (await client.query<Record<string, unknown>>(text, params)).rows,
    capture,
  };
}

// --- Seeding, in SQL ------------------------------------------------------------------------------

const FIRST = NAME_STARTS.slice(0, 10);
const LAST = NAME_ENDS.slice(0, 10);
const WORDS = SHORT_DESCRIPTION_WORDS;
const GIVEN = ['Anna', 'Ben', 'Clara', 'David', 'Emma', 'Felix', 'Greta', 'Hannes', 'Ida', 'Jonas'];
const FAMILY = ['Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Meyer', 'Wagner', 'Becker'];

/** A SQL array literal of words (no quotes in them). */
const array = (words: readonly string[]) => `array[${words.map((w) => `'${w}'`).join(',')}]`;
/** `words` picked at random, `count` of them (an SQL expression), joined by spaces. */
const sentence = (count: string) =>
  `(select string_agg((${array(WORDS)})[1 + floor(random() * ${WORDS.length})::int], ' ') from generate_series(1, ${count}))`;
/** Traveller `n`'s id, name and address: the same expressions wherever a row names them. */
const userId = (n: string) => `'bench-u-' || ${n}`;
const userName = (n: string) =>
  `(${array(GIVEN)})[1 + ${n} % ${GIVEN.length}] || ' ' || (${array(FAMILY)})[1 + (${n} / ${GIVEN.length}) % ${FAMILY.length}]`;
const userEmail = (n: string) => `'traveller' || ${n} || '@example.com'`;

export interface Seeded {
  traveller: { token: string; email: string };
  admin: { token: string };
  /** The most booked destination. */
  popular: string;
  /** The destination with start times that has the most trips. */
  popularTimed: string;
  today: string;
}

/** Fills an empty, migrated database; prints the time each table took. */
export async function seed(db: Db, kind: Database['kind']): Promise<Seeded> {
  const today = firstBookableDate();
  // A year of trips: most in the past, three months ahead.
  const firstDay = addDays(today, -273);
  const run = async (what: string, text: string) => {
    const started = performance.now();
    // One statement at a time: the embedded database's driver runs one per call.
    for (const statement of text.split(/;\s*\n/)) await db.execute(sql.raw(statement));
    console.log(`  seeded ${what} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  };
  await db.execute(sql`select setseed(0.2026)`);

  // Ten real destinations first (the searches find them), with places to count.
  await db.insert(schema.destinations).values(
    demoDestinations.slice(2).map((d) => ({
      name: d.name,
      nameDe: d.nameDe ?? null,
      description: d.description,
      descriptionDe: d.descriptionDe ?? null,
      costCents: dollarsToCents(d.cost),
      img: '/media/bench.webp',
      latitude: d.latitude,
      longitude: d.longitude,
      capacity: 60,
    })),
  );
  const anchors = Math.min(DESTINATIONS, demoDestinations.length - 2);
  await run(
    `${DESTINATIONS.toLocaleString('en-US')} destinations`,
    `insert into destinations (name, description, name_de, description_de, cost_cents, img, latitude, longitude, capacity, created_at)
     select (${array(FIRST)})[1 + floor(random() * ${FIRST.length})::int] || (${array(LAST)})[1 + floor(random() * ${LAST.length})::int] || ' ' || n,
            case when random() < 0.02 then 'castle ' else '' end || ${sentence('14 + n % 12')} || '.',
            null,
            case when random() < 0.2 then ${sentence('10 + n % 5')} end,
            5000 + floor(random() * 95000)::int,
            '/media/bench.webp',
            47.5 + random() * 5, 7 + random() * 6,
            case when n % 10 < 3 then null else 10 + (n % 20) * 10 end,
            now() - random() * interval '3 years'
     from generate_series(${anchors + 1}, ${DESTINATIONS}) as n`,
  );
  const [{ min_seq: minSeq } = { min_seq: 1 }] = rows<{ min_seq: number }>(
    await db.execute(sql`select min(seq)::int as min_seq from destinations`),
  );

  await run(
    `${TRAVELLERS.toLocaleString('en-US')} travellers and their password accounts`,
    `insert into users (id, name, email, email_verified, role, dob, gender, phone, locale, created_at, updated_at)
     select ${userId('n')}, ${userName('n')}, ${userEmail('n')}, random() < 0.97, 'user',
            case when random() < 0.4 then date '1950-01-01' + floor(random() * 18000)::int end,
            case when random() < 0.4 then (array['male','female','other'])[1 + floor(random() * 3)::int] end,
            case when random() < 0.6 then '+49 30 ' || (1000000 + n) end,
            case when random() < 0.3 then 'de' else 'en' end,
            c, c
     from (select n, now() - random() * interval '2 years' as c from generate_series(0, ${TRAVELLERS - 1}) as n) as u;
     insert into accounts (id, account_id, provider_id, user_id, password, created_at, updated_at)
     select 'bench-a-' || n, ${userId('n')}, 'credential', ${userId('n')},
            md5(n::text) || ':' || repeat(md5((n + 1)::text), 4), now(), now()
     from generate_series(0, ${TRAVELLERS - 1}) as n`,
  );

  // Each traveller books up to `perUser` trips, each on a day of its own (one plan a day): trip k of
  // traveller u falls `k * stride` days into the year, plus u's own offset within the stride.
  const perUser = Math.ceil(BOOKINGS / TRAVELLERS);
  const stride = Math.floor(365 / perUser);
  /**
   * Bookings from a series of `i`: `traveller` and `day` are SQL expressions of i. States as a year
   * shows them: a past trip was paid (72%), paid and cancelled (6%) or left to expire; a coming one
   * may still be unpaid (made within the last day, still holding its places).
   */
  const bookingsFrom = (series: string, traveller: string, day: string, destinationIndex: string) => `
     with g as materialized (
       select i, ${traveller} as u, (date '${firstDay}' + ${day})::date as date,
              ${destinationIndex} as d_idx,
              1 + floor(power(random(), 3) * 4)::int as travellers,
              random() as s, random() as m, 1 + floor(random() * 90)::int as lead_days
       from ${series} as i
     ), st as (
       select g.*,
              case when g.date < date '${today}'
                then case when s < 0.72 then 'paid' when s < 0.78 then 'cancelled' else 'expired' end
                else case when s < 0.62 then 'paid' when s < 0.67 then 'cancelled' when s < 0.73 then 'unpaid' else 'expired' end
              end as status
       from g
     ), t as (
       select st.*,
              case when status = 'unpaid' then now() - m * interval '20 hours'
                else least(
                  (st.date::timestamp at time zone 'Europe/Berlin') - make_interval(days => lead_days) + m * interval '10 hours',
                  now() - interval '1 day' - m * interval '10 hours')
              end as made
       from st
     )
     insert into bookings (destination_id, destination_name, date, cost_cents, travellers, user_id, user_name,
                           user_email, phone, status, paid, transaction_id, paid_at, expires_at, cancelled_at,
                           refund_id, refund_cents, receipt_number, credit_note_number, created_at)
     select d.id, d.name, t.date, d.cost_cents * t.travellers, t.travellers,
            ${userId('t.u')}, ${userName('t.u')}, ${userEmail('t.u')}, '+49 30 ' || (1000000 + t.u),
            t.status, t.status in ('paid', 'cancelled'),
            case when t.status in ('paid', 'cancelled') then 'pi_bench_' || t.i end,
            case when t.status in ('paid', 'cancelled') then t.made + interval '5 minutes' end,
            t.made + interval '1 day',
            case when t.status = 'cancelled' then least(now(), t.made + interval '5 minutes' + m * interval '20 days') end,
            case when t.status = 'cancelled' then 're_bench_' || t.i end,
            case when t.status = 'cancelled' then d.cost_cents * t.travellers end,
            case when t.status in ('paid', 'cancelled') then
              'TGDE-' || to_char(t.made at time zone 'Europe/Berlin', 'YYYY') || '-B' || lpad(t.i::text, 7, '0') end,
            case when t.status = 'cancelled' then
              'TGDE-CN-' || to_char(t.made at time zone 'Europe/Berlin', 'YYYY') || '-B' || lpad(t.i::text, 7, '0') end,
            t.made
     from t join destinations d on d.seq = ${minSeq} + t.d_idx`;
  // Popular destinations draw most trips: the first of them about 1%, the last few almost none.
  const skewed = `floor(${DESTINATIONS} * power(random(), 2))::int`;
  // Written in bulk, the bookings' sums (booking_days, payment_months) are made once after them, as
  // migration 0014 made them, instead of by its triggers a row at a time.
  await db.execute(sql`alter table bookings disable trigger bookings_sums_insert_delete`);
  await run(
    `${BOOKINGS.toLocaleString('en-US')} bookings`,
    bookingsFrom(
      `generate_series(0, ${BOOKINGS - 1})`,
      `i % ${TRAVELLERS}`,
      `(i / ${TRAVELLERS}) * ${stride} + (i % ${TRAVELLERS}) * 7 % ${stride}`,
      skewed,
    ),
  );

  // Start times on a tenth of the destinations (two a day), their trips at one of them.
  await run(
    'start times on a tenth of the destinations',
    `update destinations set start_times = '[{"weekdays":[1,2,3,4,5,6,7],"time":"09:00"},{"weekdays":[1,2,3,4,5,6,7],"time":"14:00"}]'::jsonb
     where (seq - ${minSeq}) % 10 = 0;
     update bookings b set departure_time = case when b.seq % 2 = 0 then '09:00' else '14:00' end
     from destinations d where d.id = b.destination_id and d.start_times <> '[]'::jsonb`,
  );

  // The measured traveller and the admin, with sessions whose tokens the calls send.
  const travellerToken = randomBytes(24).toString('hex');
  const adminToken = randomBytes(24).toString('hex');
  const t = TRAVELLERS; // the traveller's number: past the generated ones
  await run(
    `the traveller with ${TRIPS} trips, the admin, their sessions`,
    `insert into users (id, name, email, email_verified, role) values
       (${userId(String(t))}, ${userName(String(t))}, ${userEmail(String(t))}, true, 'user'),
       ('bench-admin', 'Bench Admin', 'admin@example.com', true, 'admin');
     insert into sessions (id, token, user_id, expires_at) values
       ('bench-s-traveller', '${travellerToken}', ${userId(String(t))}, now() + interval '7 days'),
       ('bench-s-admin', '${adminToken}', 'bench-admin', now() + interval '7 days');
     ${bookingsFrom(`generate_series(${BOOKINGS}, ${BOOKINGS + TRIPS - 1})`, String(t), `(i - ${BOOKINGS}) * 7`, `(i % 50)`)}`,
  );
  await run(
    'the sums of the bookings per trip date and of the paid ones per month and destination',
    `select booking_sums_rebuild();
     alter table bookings enable trigger bookings_sums_insert_delete`,
  );

  await run(
    'the payment intents and refunds of paid bookings, the places taken, the document counters',
    `insert into payment_intents (id, provider, booking_id, amount_cents, currency, status, client_secret, created_at, updated_at)
     select transaction_id, 'test', id, cost_cents, 'usd', 'succeeded', transaction_id || '_secret_bench', paid_at, paid_at
     from bookings where transaction_id is not null;
     insert into payment_intents (id, provider, booking_id, amount_cents, currency, status, client_secret, created_at, updated_at)
     select 'pi_bench_open_' || seq, 'test', id, cost_cents, 'usd', 'requires_payment_method',
            'pi_bench_open_' || seq || '_secret', created_at, created_at
     from bookings where status in ('unpaid', 'expired') and seq % 3 = 0;
     insert into test_refunds (id, payment_intent_id, amount_cents, currency, status, created_at)
     select refund_id, transaction_id, refund_cents, 'usd', 'succeeded', cancelled_at
     from bookings where refund_id is not null;
     insert into places_taken (destination_id, date, time, taken)
     select destination_id, date, departure_time, sum(travellers) from bookings
     where status in ('unpaid', 'paid') group by 1, 2, 3;
     insert into document_counters (series, year, last)
     select series, year, 0 from (values ('receipt'), ('credit-note')) as s(series),
            generate_series(extract(year from now())::int - 1, extract(year from now())::int + 1) as year`,
  );

  // Two reviews by most travellers, each of a different destination (one per traveller and place).
  const perAuthor = Math.ceil(REVIEWS / TRAVELLERS);
  // Counted once after them (row_counts, migration 0015), not by its trigger a row at a time.
  await db.execute(sql`alter table reviews disable trigger reviews_row_count`);
  await run(
    `${REVIEWS.toLocaleString('en-US')} reviews`,
    `insert into reviews (name, comment, rating, user_id, destination_id, created_at)
     select ${userName('r.u')}, ${sentence('8 + r.j % 20')} || '.',
            (array[1,2,3,3,4,4,4,5,5,5])[1 + floor(random() * 10)::int],
            ${userId('r.u')}, d.id, now() - random() * interval '1 year'
     from (select j, j % ${TRAVELLERS} as u, j / ${TRAVELLERS} as k from generate_series(0, ${REVIEWS - 1}) as j) as r
     join destinations d
       on d.seq = ${minSeq} + (r.u * 13 + r.k * ${Math.floor(DESTINATIONS / perAuthor)}) % ${DESTINATIONS}`,
  );
  await run(
    'the count of the reviews',
    `select row_counts_rebuild();
     alter table reviews enable trigger reviews_row_count`,
  );

  // What autovacuum would have done on a server after a year; the embedded database is told here.
  const started = performance.now();
  await db.execute(sql`vacuum analyze`);
  console.log(`  vacuum analyze (${kind}) in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const [popular] = rows<{ id: string }>(
    await db.execute(
      sql`select destination_id as id from bookings group by destination_id order by count(*) desc limit 1`,
    ),
  );
  const [timed] = rows<{ id: string }>(
    await db.execute(
      sql`select destination_id as id from bookings where departure_time <> '' group by destination_id order by count(*) desc limit 1`,
    ),
  );
  return {
    traveller: { token: travellerToken, email: `traveller${t}@example.com` },
    admin: { token: adminToken },
    popular: popular?.id ?? '',
    popularTimed: timed?.id ?? '',
    today,
  };
}

/** `execute`'s rows, as both PGlite and node-postgres answer them. */
const rows = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

// --- Measuring ------------------------------------------------------------------------------------

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

interface Call {
  label: string;
  url: string;
  token?: string;
  /** p99 target in ms (page-sized reads 20, the Overview 200); none: printed only. */
  target?: number;
}

interface Measured extends Call {
  p50: number;
  p99: number;
  total: string | undefined;
  bytes: number;
  /** How many were timed. */
  calls: number;
}

async function measureCall(app: FastifyInstance, call: Call, calls: number): Promise<Measured> {
  const request = () =>
    app.inject({
      method: 'GET',
      url: call.url,
      headers: call.token ? { authorization: `Bearer ${call.token}` } : {},
    });
  const first = await request();
  if (first.statusCode !== 200) {
    throw new Error(`${call.url} answered ${first.statusCode}: ${first.body.slice(0, 300)}`);
  }
  for (let i = 0; i < Math.min(10, calls); i += 1) await request();
  const times: number[] = [];
  // A slow call stops after CALL_SECONDS (but not before 20 calls): its p99 is then its slowest.
  const until = performance.now() + CALL_SECONDS * 1000;
  for (let i = 0; i < calls && (i < 20 || performance.now() < until); i += 1) {
    const started = performance.now();
    const res = await request();
    times.push(performance.now() - started);
    if (res.statusCode !== 200) throw new Error(`${call.url} answered ${res.statusCode}`);
  }
  times.sort((a, b) => a - b);
  const total = first.headers[TOTAL_COUNT_HEADER];
  return {
    ...call,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    total: total === undefined ? undefined : String(total),
    bytes: first.rawPayload.length,
    calls: times.length,
  };
}

/** The plan of each statement `during` runs, slowest first (EXPLAIN ANALYZE, BUFFERS). */
async function plansOf(
  target: Instrumented,
  during: () => Promise<unknown>,
): Promise<{ text: string; ms: number; plan: string[] }[]> {
  const statements = await target.capture(during);
  const plans = [];
  for (const statement of statements) {
    // Only reads: the session lookup's sliding update would change the data.
    if (!/^\s*(select|with)\b/i.test(statement.text)) continue;
    const lines = (await target.raw(`explain (analyze, buffers) ${statement.text}`, statement.params)).map(
      (row) => String(Object.values(row)[0]),
    );
    const ms = Number(/Execution Time: ([\d.]+) ms/.exec(lines.join('\n'))?.[1] ?? 0);
    plans.push({ text: statement.text, ms, plan: lines });
  }
  return plans.sort((a, b) => b.ms - a.ms);
}

/** A full garbage collection (node's --expose-gc, switched on here), for the live heap's size. */
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/**
 * GET /api/bookings.csv over a real socket, read and dropped as it arrives: the time, the bytes,
 * and how far the process's memory rose above where it stood before: its resident size, sampled
 * every 10 ms, and its live heap (what is still in use), measured after a collection every 200 ms.
 */
async function measureCsv(address: string, url: string, token: string) {
  collectGarbage();
  const before = process.memoryUsage();
  let peakRss = before.rss;
  let peakHeap = before.heapUsed;
  let samples = 0;
  const sampler = setInterval(() => {
    // Every 20th sample after a collection: the heap then holds only what is still in use.
    samples += 1;
    if (samples % 20 === 0) collectGarbage();
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    if (samples % 20 === 0) peakHeap = Math.max(peakHeap, now.heapUsed);
  }, 10);
  const started = performance.now();
  let firstByteMs = 0;
  let bytes = 0;
  let rowsRead = 0;
  try {
    const res = await fetch(`${address}${url}`, { headers: { authorization: `Bearer ${token}` } });
    if (res.status !== 200 || !res.body) throw new Error(`${url} answered ${res.status}`);
    const reader = res.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (bytes === 0) firstByteMs = performance.now() - started;
      bytes += value.length;
      for (let at = value.indexOf(10); at !== -1; at = value.indexOf(10, at + 1)) rowsRead += 1;
    }
  } finally {
    clearInterval(sampler);
  }
  const ms = performance.now() - started;
  const mb = (n: number) => (n / 1024 / 1024).toFixed(1);
  return {
    ms,
    firstByteMs,
    megabytes: mb(bytes),
    rows: rowsRead - 1,
    rssGrowth: mb(peakRss - before.rss),
    heapGrowth: mb(peakHeap - before.heapUsed),
  };
}

const ms = (n: number) => n.toFixed(n < 10 ? 2 : 1);

async function runOn(
  label: string,
  target: { dataDir?: string; url?: string },
  record: RecordFigure,
): Promise<void> {
  console.log(`\n  ${label}:`);
  const seedStarted = performance.now();
  const setup = await openDatabase(target);
  let seeded: Seeded;
  try {
    await setup.migrate();
    seeded = await seed(setup.db, setup.kind);
  } finally {
    await setup.close();
  }
  record(`scale (${label}): seeding`, ((performance.now() - seedStarted) / 1000).toFixed(0), 's');
  await measure(label, target, seeded, record);
}

/** The calls, through the whole app on the seeded database. */
export async function measure(
  label: string,
  target: { dataDir?: string; url?: string },
  seeded: Seeded,
  record: RecordFigure,
): Promise<void> {
  const dataDir = target.dataDir ?? mkdtempSync(path.join(tmpdir(), 'tgde-bench-scale-'));
  const database = await instrumented(target);
  const config = loadConfig({ DATA_DIR: dataDir, SEED_DEMO: 'false' });
  const app = await buildApp({
    config,
    database: database.database,
    media: diskStore(path.join(dataDir, 'uploads')),
    overload: patientLimits,
    scheduledJobs: false,
  });
  await app.ready();
  try {
    const { today } = seeded;
    const traveller = seeded.traveller.token;
    const admin = seeded.admin.token;
    const month = today.slice(0, 7);
    const monthStart = `${month}-01`;
    const monthEnd = addDays(`${addDays(monthStart, 32).slice(0, 7)}-01`, -1);
    const lastMonthStart = `${addDays(monthStart, -1).slice(0, 7)}-01`;
    const day = addDays(today, 1);
    const calls: Call[] = [
      { label: 'My Bookings (50 trips)', url: '/api/booking', token: traveller, target: PAGE_TARGET_MS },
      { label: 'All Bookings, page 1', url: '/api/bookings', token: admin, target: PAGE_TARGET_MS },
      {
        label: 'All Bookings, page 50',
        url: '/api/bookings?limit=24&offset=1176',
        token: admin,
        target: PAGE_TARGET_MS,
      },
      { label: 'All Bookings, paid', url: '/api/bookings?paid=true', token: admin, target: PAGE_TARGET_MS },
      {
        label: 'All Bookings, unpaid',
        url: '/api/bookings?paid=false',
        token: admin,
        target: PAGE_TARGET_MS,
      },
      {
        label: 'All Bookings, a month',
        url: `/api/bookings?from=${lastMonthStart}&to=${addDays(monthStart, -1)}`,
        token: admin,
        target: PAGE_TARGET_MS,
      },
      {
        label: 'All Bookings, paid in a month',
        url: `/api/bookings?paid=true&from=${lastMonthStart}&to=${addDays(monthStart, -1)}`,
        token: admin,
        target: PAGE_TARGET_MS,
      },
      {
        label: 'All Bookings, one day',
        url: `/api/bookings?from=${day}&to=${day}&limit=100`,
        token: admin,
        target: PAGE_TARGET_MS,
      },
      {
        label: 'availability, 93 days',
        url: `/api/destination/${seeded.popular}/availability?from=${today}&to=${addDays(today, 92)}`,
        target: PAGE_TARGET_MS,
      },
      {
        label: 'departures, 93 days (start times)',
        url: `/api/destination/${seeded.popularTimed}/departures?from=${today}&to=${addDays(today, 92)}`,
        target: PAGE_TARGET_MS,
      },
      { label: 'Overview (admin stats)', url: '/api/admin/stats', token: admin, target: OVERVIEW_TARGET_MS },
      // Its table: each page is ranked among every destination, so it costs what the Overview's sums do.
      {
        label: 'Overview occupancy table, page 1',
        url: '/api/admin/stats/occupancy',
        token: admin,
        target: OVERVIEW_TARGET_MS,
      },
      {
        label: 'Overview occupancy table, page 400',
        url: '/api/admin/stats/occupancy?offset=7980',
        token: admin,
        target: OVERVIEW_TARGET_MS,
      },
      { label: 'search q=castle', url: '/api/destination?q=castle', target: PAGE_TARGET_MS },
      { label: 'search q=lubeck', url: '/api/destination?q=lubeck', target: PAGE_TARGET_MS },
      { label: 'search q=old bridge', url: '/api/destination?q=old%20bridge', target: PAGE_TARGET_MS },
      { label: 'search sort=price', url: '/api/destination?sort=price', target: PAGE_TARGET_MS },
      {
        label: 'search sort=name, page 10',
        url: '/api/destination?sort=name&offset=216',
        target: PAGE_TARGET_MS,
      },
      { label: 'search sort=rating', url: '/api/destination?sort=rating', target: PAGE_TARGET_MS },
      { label: 'search minRating=4', url: '/api/destination?minRating=4', target: PAGE_TARGET_MS },
      {
        label: 'search q=castle, 100–300 $, by rating',
        url: '/api/destination?q=castle&minCost=100&maxCost=300&sort=rating',
        target: PAGE_TARGET_MS,
      },
      { label: 'reviews, page 1', url: '/api/review', target: PAGE_TARGET_MS },
      { label: 'Users (admin), page 1', url: '/api/user', token: admin, target: PAGE_TARGET_MS },
      {
        label: 'Users (admin), q=traveller4711',
        url: '/api/user?q=traveller4711',
        token: admin,
        target: PAGE_TARGET_MS,
      },
      {
        label: 'Moderation reviews, page 1',
        url: '/api/admin/reviews',
        token: admin,
        target: PAGE_TARGET_MS,
      },
      {
        label: 'one profile (admin)',
        url: `/api/user/${seeded.traveller.email}`,
        token: admin,
        target: PAGE_TARGET_MS,
      },
      { label: 'the catalogue (plain array, cached)', url: '/api/destination' },
    ];

    // The catalogue read from the database once (its cache is empty), before the timed calls.
    const coldStarted = performance.now();
    const cold = await app.inject({ url: '/api/destination' });
    record(
      `scale (${label}): the catalogue, first read`,
      ms(performance.now() - coldStarted),
      `ms (${(cold.rawPayload.length / 1024 / 1024).toFixed(1)} MB, cached 5 s after)`,
    );

    const measured: Measured[] = [];
    // BENCH_SCALE_CALLS_MATCHING='Overview|All Bookings': only the calls whose label contains one.
    const only = process.env.BENCH_SCALE_CALLS_MATCHING?.split('|');
    for (const call of calls.filter((c) => !only || only.some((text) => c.label.includes(text)))) {
      const figures = await measureCall(app, call, CALLS);
      measured.push(figures);
      const over = call.target !== undefined && figures.p99 > call.target;
      record(
        `scale (${label}): ${call.label}`,
        `${ms(figures.p50)} / ${ms(figures.p99)}`,
        `ms p50 / p99${call.target === undefined ? '' : ` (target < ${call.target})${over ? ' OVER' : ''}`}` +
          `${figures.total === undefined ? '' : `, ${Number(figures.total).toLocaleString('en-US')} match`}` +
          `${figures.calls < CALLS ? ` (${figures.calls} calls)` : ''}`,
      );
    }

    // Departures: every booking of one day, page after page, as the Departures page fetches them.
    const departures: number[] = [];
    let pages = 0;
    for (let round = 0; round < Math.max(5, Math.floor(CALLS / 10)); round += 1) {
      const started = performance.now();
      let offset = 0;
      pages = 0;
      for (;;) {
        const res = await app.inject({
          url: `/api/bookings?from=${day}&to=${day}&limit=100&offset=${offset}`,
          headers: { authorization: `Bearer ${admin}` },
        });
        pages += 1;
        const items = res.json<unknown[]>();
        offset += items.length;
        if (items.length === 0 || offset >= Number(res.headers[TOTAL_COUNT_HEADER])) break;
      }
      departures.push(performance.now() - started);
    }
    departures.sort((a, b) => a - b);
    record(
      `scale (${label}): Departures of one day (${pages} pages of 100)`,
      `${ms(percentile(departures, 50))} / ${ms(percentile(departures, 99))}`,
      'ms p50 / p99 for the whole list',
    );

    // The CSV export, streamed: this month's, then every booking (twelve times the rows: the memory
    // must not follow). Each file must hold every booking the list counts.
    const exports = [
      { what: 'a month', filter: `from=${monthStart}&to=${monthEnd}` },
      { what: 'every booking', filter: '' },
    ];
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    for (const { what, filter } of exports) {
      const csv = await measureCsv(address, `/api/bookings.csv?${filter}`, admin);
      const listed = await app.inject({
        url: `/api/bookings?${filter}&limit=1`,
        headers: { authorization: `Bearer ${admin}` },
      });
      const expected = Number(listed.headers[TOTAL_COUNT_HEADER]);
      record(
        `scale (${label}): CSV of ${what}`,
        `${(csv.ms / 1000).toFixed(1)} s`,
        `(${csv.rows.toLocaleString('en-US')} rows${csv.rows === expected ? '' : `, NOT the ${expected} listed`}, ` +
          `${csv.megabytes} MB, first byte ${ms(csv.firstByteMs)} ms)`,
      );
      record(
        `scale (${label}): CSV of ${what}, memory growth`,
        `RSS +${csv.rssGrowth} MB, live heap +${csv.heapGrowth} MB`,
        '(must not grow with the rows)',
      );
    }

    // The plans of the slowest: the calls furthest over their targets (three at least, eight at most).
    const slow = [...measured]
      .sort((a, b) => b.p99 / (b.target ?? 1_000) - a.p99 / (a.target ?? 1_000))
      .filter((m, i) => i < 3 || (m.target !== undefined && m.p99 > m.target))
      .slice(0, 8);
    for (const call of slow) {
      const plans = await plansOf(database, () =>
        app.inject({ url: call.url, headers: call.token ? { authorization: `Bearer ${call.token}` } : {} }),
      );
      // The database's own time, which the load on the machine disturbs less than the round trip.
      const statementMs = plans.map((p) => ms(p.ms)).join(' + ');
      console.log(
        `\n  plan of ${call.label} (p99 ${ms(call.p99)} ms): the slowest of its statements (${statementMs} ms)`,
      );
      const [slowest] = plans;
      if (!slowest) continue;
      console.log(`    ${slowest.text.replace(/\s+/g, ' ').slice(0, 400)}`);
      console.log(slowest.plan.map((line) => `    ${line}`).join('\n'));
    }
  } finally {
    await app.close();
    await database.database.close();
    if (!target.dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function benchScale(record: RecordFigure): Promise<void> {
  console.log(
    `\nScale: ${DESTINATIONS.toLocaleString('en-US')} destinations, ${TRAVELLERS.toLocaleString('en-US')} travellers, ` +
      `${BOOKINGS.toLocaleString('en-US')} bookings over a year, ${REVIEWS.toLocaleString('en-US')} reviews; ` +
      `${CALLS} calls each, one at a time (p50 / p99)`,
  );
  if (!process.env.BENCH_SCALE_SKIP_EMBEDDED) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'tgde-bench-scale-'));
    try {
      mkdirSync(dataDir, { recursive: true });
      await runOn('embedded', { dataDir }, record);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }

  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    console.log(
      '  PostgreSQL skipped: DATABASE_URL is not set. For both databases run\n' +
        '  scripts/with-postgres.sh env BENCH_ONLY=scale npm run bench',
    );
    return;
  }
  await withOwnDatabase(serverUrl, 'scale', (url) => runOn('PostgreSQL', { url }, record));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await benchScale(printFigure(64));
}
