import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyRequest } from 'fastify';
import { addDays, firstBookableDate } from '@tgde/contracts';
import pg from 'pg';
import { withOwnDatabase } from './own-database';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { destinations, sessions, users } from '../apps/server/src/db/schema';
import { diskStore } from '../apps/server/src/infra/images/store';
import type { Account } from '../e2e/support/accounts';
import { linksIn, type MailSink } from '../e2e/support/mail';
import { startServer } from '../e2e/support/server';
import type { RecordFigure } from './figures';

/** Runs `task` on every item, at most `limit` at a time, and keeps the results in order. */
export async function inBatches<T, R>(
  items: T[],
  limit: number,
  task: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const out: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      out[index] = await task(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: limit }, worker));
  return out;
}

/**
 * `call`'s answer, asked again while the server turns requests away as too busy (503, before they
 * reach a handler: nothing was done): on a machine shared with other work that happens.
 */
async function unlessBusy(call: () => Promise<Response>): Promise<Response> {
  for (let attempt = 1; ; attempt += 1) {
    const res = await call();
    if (res.status !== 503 || attempt === 20) return res;
    await res.arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 250 * attempt));
  }
}

/**
 * `count` verified travellers, made through the API (sign-up, then the link in the mail): the
 * embedded database belongs to the server process, so a bench cannot mark accounts verified in it
 * directly. The link is opened with the sign-up's session, as the browser that signed up opens it,
 * so that session stays valid once the address is verified (it saves a sign-in and its password
 * hash).
 */
export async function makeTravellers(
  appUrl: string,
  sink: MailSink,
  count: number,
  label: string,
): Promise<(Account & { password: string })[]> {
  const run = Date.now().toString(36);
  const password = 'secret-pass-1';
  return inBatches(Array.from({ length: count }), 4, async (_, i) => {
    const email = `${label}.${run}.${i}@example.com`;
    const name = `Bench Traveller ${i}`;
    const signUp = await unlessBusy(() =>
      fetch(`${appUrl}/api/auth/sign-up/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: appUrl },
        body: JSON.stringify({ name, email, password }),
      }),
    );
    if (!signUp.ok) throw new Error(`sign-up answered ${signUp.status}: ${await signUp.text()}`);
    const { token } = (await signUp.json()) as { token: string };
    const mail = await sink.waitFor((m) => m.to.includes(email) && /verify/i.test(m.subject));
    const link = linksIn(mail).find((l) => new URL(l).searchParams.has('token'));
    if (!link) throw new Error(`no verification link in the mail to ${email}`);
    const verified = await unlessBusy(() =>
      fetch(`${appUrl}/api/auth/verify-email${new URL(link).search}`, {
        headers: { authorization: `Bearer ${token}` },
      }),
    );
    if (!verified.ok) throw new Error(`verification answered ${verified.status}`);
    return { name, email, token, password };
  });
}

/*
 * Bookings under load: 200 travellers book at once (POST /api/bookedDestination), each on a day of
 * their own (three rounds, the median printed), then all of them twice at once on one day; on the
 * embedded database (the bench's own server), then on PostgreSQL when DATABASE_URL names a server
 * (a database of its own is made there and dropped). Then where one booking's time goes
 * (bookingBreakdown).
 */

/** The ISO date `days` after today in Germany, where bookings are dated. */
const bookingDay = (days: number) => addDays(firstBookableDate(), days);

const p99 = (ms: number[]) => [...ms].sort((a, b) => a - b)[Math.ceil(ms.length * 0.99) - 1] ?? 0;

/** `201: 180, 409: 20`: the answers by status. */
const byStatus = (statuses: number[]) =>
  [...new Set(statuses)]
    .sort((a, b) => a - b)
    .map((status) => `${status}: ${statuses.filter((s) => s === status).length}`)
    .join(', ');

async function bookingsOn(
  label: string,
  appUrl: string,
  sink: MailSink,
  record: RecordFigure,
): Promise<void> {
  const travellers = Number(process.env.BENCH_TRAVELLERS ?? 200);
  // The embedded figures keep the names bench/baseline.json knows them by.
  const name = (figure: string) =>
    label === 'embedded' ? `bookings: ${figure}` : `bookings (${label}): ${figure}`;
  const madeAt = performance.now();
  const accounts = await makeTravellers(appUrl, sink, travellers, `booker-${label.toLowerCase()}`);
  console.log(
    `  ${label}: ${travellers} verified travellers made in ${((performance.now() - madeAt) / 1000).toFixed(1)} s`,
  );
  const destinations = (await (await fetch(`${appUrl}/api/destination`)).json()) as { _id: string }[];
  const destination = destinations[0]?._id;
  if (!destination) throw new Error('no destination to book (SEED_DEMO off?)');

  const book = async (account: Account, date: string) => {
    const started = performance.now();
    const res = await fetch(`${appUrl}/api/bookedDestination`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${account.token}` },
      body: JSON.stringify({ bookingId: destination, date, phone: '+49 30 1234567' }),
    });
    await res.arrayBuffer();
    return { status: res.status, ms: performance.now() - started };
  };
  const storedOn = async (dates: Set<string>) => {
    const lists = await inBatches(accounts, 20, async (account) => {
      // A server still turning requests away after a burst (503) is asked again.
      const res = await unlessBusy(() =>
        fetch(`${appUrl}/api/booking`, { headers: { authorization: `Bearer ${account.token}` } }),
      );
      if (res.status !== 200) throw new Error(`GET /api/booking answered ${res.status}: ${await res.text()}`);
      return (await res.json()) as { date: string }[];
    });
    return lists.flat().filter((b) => dates.has(b.date)).length;
  };

  // Everyone at once, each on a day of their own; BENCH_BOOKING_ROUNDS times (3 by default), each
  // round once the mail of the one before has gone out. The figures are the median round's: on a
  // machine shared with other work one round can be slowed by something else.
  const rounds = Number(process.env.BENCH_BOOKING_ROUNDS ?? 3);
  const addresses = new Set(accounts.map((a) => a.email));
  const bookedMails = () =>
    sink.messages.filter((m) => /booked/i.test(m.subject) && m.to.some((to) => addresses.has(to))).length;
  const measured = [];
  const allDays = new Set<string>();
  for (let round = 0; round < rounds; round += 1) {
    const days = accounts.map((_, i) => bookingDay(1 + round * travellers + i));
    for (const day of days) allDays.add(day);
    const mailsBefore = bookedMails();
    const started = performance.now();
    const answers = await Promise.all(accounts.map((account, i) => book(account, days[i]!)));
    const seconds = (performance.now() - started) / 1000;
    // Their booking mails are sent after the answers: how long until the last one reached the sink.
    const created = answers.filter((a) => a.status === 201).length;
    while (bookedMails() - mailsBefore < created && performance.now() - started < 120_000) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    measured.push({
      answers,
      perSecond: travellers / seconds,
      mailSeconds: (performance.now() - started) / 1000,
    });
  }
  const byRate = [...measured].sort((a, b) => a.perSecond - b.perSecond);
  const median = byRate[Math.floor(byRate.length / 2)]!;
  const answers = measured.flatMap((m) => m.answers);
  record(
    name('rounds'),
    measured
      .map((m) => `${m.perSecond.toFixed(0)}/s p99 ${p99(m.answers.map((a) => a.ms)).toFixed(0)} ms`)
      .join(', '),
  );
  record(name('POST /api/bookedDestination'), median.perSecond.toFixed(1), 'bookings/s (median round)');
  record(name('p99 latency'), p99(median.answers.map((a) => a.ms)).toFixed(0), 'ms (median round)');
  record(name('2xx answers'), answers.filter((a) => a.status >= 200 && a.status < 300).length);
  record(name('answers by status'), byStatus(answers.map((a) => a.status)));
  record(
    name('booking mails all sent'),
    median.mailSeconds.toFixed(1),
    `s after the first call (median round, ${bookedMails()} mails in all)`,
  );
  record(name('stored'), await storedOn(allDays), '(must equal the 2xx answers)');

  // Everyone twice at once on one day: one plan each.
  const sameDay = bookingDay(rounds * travellers + 30);
  const twice = await Promise.all([...accounts, ...accounts].map((account) => book(account, sameDay)));
  record(name('one day twice, 201 answers'), twice.filter((a) => a.status === 201).length);
  record(name('one day twice, 409 answers'), twice.filter((a) => a.status === 409).length);
  record(name('one day twice, answers by status'), byStatus(twice.map((a) => a.status)));
  record(name('one day twice, stored'), await storedOn(new Set([sameDay])), `(must be ${travellers})`);
}

/**
 * The bookings part of `npm run bench`: the figures on the embedded database (the server at
 * `appUrl`), then on PostgreSQL when DATABASE_URL is set; then the breakdown of a booking's time on
 * each.
 */
export async function benchBookings(appUrl: string, sink: MailSink, record: RecordFigure): Promise<void> {
  const travellers = Number(process.env.BENCH_TRAVELLERS ?? 200);
  console.log(`\nBookings: ${travellers} travellers book at once`);
  await bookingsOn('embedded', appUrl, sink, record);
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    await withOwnDatabase(serverUrl, 'bookings', async (url) => {
      const server = await startServer({ env: { SMTP_URL: sink.url, DATABASE_URL: url } });
      try {
        await bookingsOn('PostgreSQL', server.url, sink, record);
      } finally {
        await server.stop();
        server.cleanup();
      }
    });
  } else {
    console.log(
      '  PostgreSQL skipped: DATABASE_URL is not set. For both databases run\n' +
        '  BENCH_ONLY=bookings scripts/with-postgres.sh npm run bench',
    );
  }
  await bookingBreakdown('embedded', undefined, sink, record);
  if (serverUrl) {
    await withOwnDatabase(serverUrl, 'bookings', (url) => bookingBreakdown('PostgreSQL', url, sink, record));
  }
}

/*
 * Where one booking's time goes, measured inside this process: the real app (buildApp) on a
 * database of its own, called with `inject`, with the database drivers wrapped (in this process
 * only) to time and count every statement, better-auth's session lookup timed, and Fastify hooks
 * marking the stages of each request. Each request carries its trace in an AsyncLocalStorage; the
 * job worker's statements (sending the booking mails) are counted apart.
 */

type Stage = 'before the handler' | 'session lookup' | 'handler' | 'answer';

interface Statement {
  label: string;
  stage: Stage;
  ms: number;
  /** The process's CPU time while it ran (PGlite runs in this thread; for PostgreSQL: the driver's). */
  cpuMs: number;
  inTransaction: boolean;
}

interface Trace {
  stage: Stage;
  marks: { onRequest?: number; preHandler?: number; preSerialization?: number; onResponse?: number };
  statements: Statement[];
  sessionMs: number;
  /** Waiting for the connection (PGlite: its lock; PostgreSQL: the pool). */
  waitMs: number;
  /** BEGIN … COMMIT: as long as the transaction holds its connection. */
  transactionMs: number;
  inTransaction: boolean;
  transactionStart?: number;
}

const traces = new AsyncLocalStorage<Trace>();
const TRACE_HEADER = 'x-bench-trace';
/** The statements of the job worker (and anything else outside a traced request). */
const outsideRequests: Statement[] = [];

/** `select sessions`, `insert bookings`, `with (insert bookings, …)`: what a statement does to which tables. */
function statementLabel(text: string): string {
  const sql = text.trim().toLowerCase();
  // (`on conflict … do update set` names no table.)
  const writes = [...sql.matchAll(/\b(insert\s+into|update|delete\s+from)\s+"?(\w+)"?/g)]
    .filter((m) => m[2] !== 'set')
    .map((m) => `${m[1]!.split(/\s+/)[0]} ${m[2]}`);
  const verb = /^\w+/.exec(sql)?.[0] ?? '?';
  if (verb === 'with') return `with (${writes.length > 0 ? writes.join(', ') : 'select'})`;
  if (verb === 'select') return `select ${/\bfrom\s+"?(\w+)"?/.exec(sql)?.[1] ?? '(no table)'}`;
  return writes[0] ?? verb;
}

const cpuNow = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** Notes a statement for `trace`: the one current when it was sent (a driver may answer outside it). */
function noteStatement(trace: Trace | undefined, text: string, ms: number, cpuMs: number): void {
  const label = statementLabel(text);
  if (!trace) {
    outsideRequests.push({ label, stage: 'handler', ms, cpuMs, inTransaction: false });
    return;
  }
  // node-postgres sends BEGIN and COMMIT as statements; PGlite's transaction() is timed as a whole.
  if (label === 'begin') {
    trace.inTransaction = true;
    trace.transactionStart = performance.now() - ms;
  }
  trace.statements.push({ label, stage: trace.stage, ms, cpuMs, inTransaction: trace.inTransaction });
  if ((label === 'commit' || label === 'rollback') && trace.transactionStart !== undefined) {
    trace.transactionMs += performance.now() - trace.transactionStart;
    trace.inTransaction = false;
    trace.transactionStart = undefined;
  }
}

const sqlText = (query: unknown): string =>
  typeof query === 'string' ? query : String((query as { text?: unknown } | null)?.text ?? '?');

async function timed<T>(text: string, run: () => Promise<T>): Promise<T> {
  const trace = traces.getStore();
  const started = performance.now();
  const cpu = cpuNow();
  try {
    return await run();
  } finally {
    noteStatement(trace, text, performance.now() - started, cpuNow() - cpu);
  }
}

type AnyCall = (this: unknown, ...args: unknown[]) => unknown;
type PgliteTransaction = (this: unknown, callback: (tx: unknown) => Promise<unknown>) => Promise<unknown>;
let driversWrapped = false;

/** Wraps PGlite's and node-postgres's query calls, in this process, to time and count statements. */
function wrapDrivers(): void {
  if (driversWrapped) return;
  driversWrapped = true;
  const pglite = PGlite.prototype as unknown as { query: AnyCall; transaction: PgliteTransaction };
  const pgliteQuery = pglite.query;
  pglite.query = function (this: unknown, ...args: unknown[]) {
    return timed(sqlText(args[0]), () => pgliteQuery.apply(this, args) as Promise<unknown>);
  };
  const pgliteTransaction = pglite.transaction;
  pglite.transaction = function (this: unknown, callback) {
    const asked = performance.now();
    let began = asked;
    return pgliteTransaction
      .call(this, async (tx: unknown) => {
        const trace = traces.getStore();
        began = performance.now();
        if (trace) {
          trace.waitMs += began - asked;
          trace.inTransaction = true;
        }
        const inner = tx as { query: AnyCall };
        const txQuery = inner.query;
        inner.query = (...args: unknown[]) =>
          timed(sqlText(args[0]), () => txQuery.apply(tx, args) as Promise<unknown>);
        return callback(tx);
      })
      .finally(() => {
        const trace = traces.getStore();
        if (trace) {
          trace.transactionMs += performance.now() - began;
          trace.inTransaction = false;
        }
      });
  };

  // node-postgres: a statement sent through the pool is timed there (from the call, so with the
  // wait for a connection), one sent on a connection of its own (a transaction's) on the connection.
  const sentThroughPool = new WeakSet<object>();
  const client = pg.Client.prototype as unknown as { query: AnyCall };
  const clientQuery = client.query;
  client.query = function (this: unknown, ...args: unknown[]) {
    if (typeof args[0] === 'object' && args[0] !== null && sentThroughPool.has(args[0])) {
      return clientQuery.apply(this, args);
    }
    const text = sqlText(args[0]);
    const trace = traces.getStore();
    const last = args[args.length - 1];
    const started = performance.now();
    const cpu = cpuNow();
    if (typeof last === 'function') {
      const done = last as (...results: unknown[]) => void;
      args[args.length - 1] = (...results: unknown[]) => {
        noteStatement(trace, text, performance.now() - started, cpuNow() - cpu);
        done(...results);
      };
      return clientQuery.apply(this, args);
    }
    const result = clientQuery.apply(this, args);
    if (result instanceof Promise) {
      return result.finally(() => noteStatement(trace, text, performance.now() - started, cpuNow() - cpu));
    }
    return result;
  };
  const pool = pg.Pool.prototype as unknown as { connect: AnyCall; query: AnyCall };
  const poolQuery = pool.query;
  pool.query = function (this: unknown, ...args: unknown[]) {
    const config = args[0];
    if (typeof config !== 'object' || config === null || typeof args[args.length - 1] === 'function') {
      return poolQuery.apply(this, args);
    }
    sentThroughPool.add(config);
    return timed(sqlText(config), () => poolQuery.apply(this, args) as Promise<unknown>);
  };
  const poolConnect = pool.connect;
  pool.connect = function (this: unknown, ...args: unknown[]) {
    const trace = traces.getStore();
    const started = performance.now();
    const result = poolConnect.apply(this, args);
    if (result instanceof Promise) {
      return result.finally(() => {
        if (trace) trace.waitMs += performance.now() - started;
      });
    }
    return result;
  };
}

const newTrace = (): Trace => ({
  stage: 'before the handler',
  marks: {},
  statements: [],
  sessionMs: 0,
  waitMs: 0,
  transactionMs: 0,
  inTransaction: false,
});

const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / Math.max(1, values.length);
const sum = (values: number[]) => values.reduce((total, v) => total + v, 0);
const ms = (value: number) => `${value.toFixed(2)} ms`;

/**
 * The statements of `list`, grouped by what they do: how many a booking, and the time each took
 * (with the process's CPU time meanwhile, unless `concurrent`: then that is everyone's).
 */
function printStatements(list: Statement[], per: number, indent: string, concurrent = false): void {
  const groups = new Map<string, Statement[]>();
  for (const s of list) {
    const key = `${s.stage === 'session lookup' ? 'session: ' : ''}${s.label}${s.inTransaction ? ' (in tx)' : ''}`;
    groups.set(key, [...(groups.get(key) ?? []), s]);
  }
  for (const [label, of] of groups) {
    const cpu = concurrent ? '' : ` (CPU ${ms(mean(of.map((s) => s.cpuMs)))})`;
    console.log(
      `${indent}${label.padEnd(44 - indent.length)} ${(of.length / per).toFixed(1).padStart(5)} × ${ms(
        mean(of.map((s) => s.ms)),
      )}${cpu}`,
    );
  }
}

/**
 * Prints the mean stages and statements of `list` (one booking each). `concurrent`: they ran at
 * once, so each stage includes the waiting for the others.
 */
function printTraces(list: { trace: Trace; ms: number }[], concurrent = false): void {
  const n = list.length;
  const stage = (from: keyof Trace['marks'], to: keyof Trace['marks']) =>
    mean(list.map(({ trace }) => (trace.marks[to] ?? 0) - (trace.marks[from] ?? 0)));
  const session = mean(list.map(({ trace }) => trace.sessionMs));
  const statements = list.flatMap(({ trace }) => trace.statements);
  const inSession = statements.filter((s) => s.stage === 'session lookup');
  const inTransaction = statements.filter((s) => s.inTransaction);
  const rows: [string, number, string][] = [
    ['whole call (inject)', mean(list.map((l) => l.ms)), ''],
    ['before the handler', stage('onRequest', 'preHandler'), 'hooks, body parsing'],
    ['session lookup', session, `${(inSession.length / n).toFixed(1)} statements`],
    ['handler, without the session', stage('preHandler', 'preSerialization') - session, ''],
    [
      '  of which BEGIN … COMMIT',
      mean(list.map(({ trace }) => trace.transactionMs)),
      inTransaction.length > 0
        ? `${(inTransaction.length / n).toFixed(1)} statements`
        : 'none: each statement is a transaction of its own',
    ],
    ['  waiting for the connection', mean(list.map(({ trace }) => trace.waitMs)), ''],
    ['answer (serialize, onSend, send)', stage('preSerialization', 'onResponse'), ''],
    [
      concurrent ? 'all statements, with their waiting' : 'all statements, in the driver',
      sum(statements.map((s) => s.ms)) / n,
      concurrent
        ? `${(statements.length / n).toFixed(1)} a booking`
        : `${(statements.length / n).toFixed(1)} a booking, CPU ${ms(sum(statements.map((s) => s.cpuMs)) / n)}`,
    ],
  ];
  for (const [label, value, note] of rows)
    console.log(`    ${label.padEnd(40)} ${ms(value).padStart(10)}   ${note}`);
  printStatements(statements, n, '      ', concurrent);
}

/**
 * The breakdown: `travellers` bookings one after another with the job worker held back (the stages
 * of one booking, and the CPU time it costs the process), then the worker sending their mails, then
 * as many bookings at once as the bench makes (what waiting adds). `databaseUrl` undefined: the
 * embedded database, on disk as a server keeps it.
 */
export async function bookingBreakdown(
  label: string,
  databaseUrl: string | undefined,
  sink: MailSink,
  record: RecordFigure,
): Promise<void> {
  const travellers = Number(process.env.BENCH_TRAVELLERS ?? 200);
  wrapDrivers();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tgde-bench-bookings-'));
  const database = await openDatabase(databaseUrl ? { url: databaseUrl } : { dataDir });
  await database.migrate();
  const config = loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'http://127.0.0.1:3000', SMTP_URL: sink.url });
  // The worker runs when a booking wakes it (and below when told to), not on a timer of its own.
  const app = await buildApp({
    config,
    database,
    media: diskStore(path.join(dataDir, 'uploads')),
    scheduledJobs: false,
    jobPollMs: 3_600_000,
    // Never turned away as too busy: this machine may be busy with other work, and this is no test of that.
    overload: { maxEventLoopDelayMs: 60_000, maxWaitingQueries: 100_000, sampleIntervalMs: 3_600_000 },
  });
  // `inject` does not carry this process's async context into Fastify: each request names its
  // trace in a header, and the first hooks enter it for the rest of the request.
  const open = new Map<string, Trace>();
  const traceOf = (request: FastifyRequest) => open.get(String(request.headers[TRACE_HEADER]));
  const mark = (request: FastifyRequest, at: keyof Trace['marks'], stage?: Stage) => {
    const trace = traceOf(request);
    if (!trace) return undefined;
    trace.marks[at] ??= performance.now();
    if (stage) trace.stage = stage;
    return trace;
  };
  app.addHook('onRequest', (request, _reply, done) => {
    const trace = mark(request, 'onRequest');
    return trace ? traces.run(trace, done) : done();
  });
  app.addHook('preHandler', (request, _reply, done) => {
    const trace = mark(request, 'preHandler', 'handler');
    return trace ? traces.run(trace, done) : done();
  });
  app.addHook('preSerialization', async (request, _reply, payload) => {
    mark(request, 'preSerialization', 'answer');
    return payload;
  });
  app.addHook('onResponse', async (request) => {
    mark(request, 'onResponse');
  });
  await app.ready();
  // The worker's pass that a booking wakes is no part of the booking: its statements count apart.
  const wake = app.jobs.wake.bind(app.jobs);
  let wakes = true;
  app.jobs.wake = () => {
    if (wakes) traces.exit(wake);
  };
  // The session lookup: better-auth's, and the guards' own reading of a bearer token where it has one.
  type Lookup = (...args: unknown[]) => Promise<unknown>;
  const timedLookup =
    (lookup: Lookup): Lookup =>
    async (...args) => {
      const trace = traces.getStore();
      if (!trace) return lookup(...args);
      const before = trace.stage;
      trace.stage = 'session lookup';
      const started = performance.now();
      try {
        return await lookup(...args);
      } finally {
        trace.sessionMs += performance.now() - started;
        trace.stage = before;
      }
    };
  const auth = app.betterAuth as unknown as { api: { getSession: Lookup }; findSession?: Lookup };
  auth.api.getSession = timedLookup(auth.api.getSession.bind(auth.api));
  if (auth.findSession) auth.findSession = timedLookup(auth.findSession);

  try {
    const [place] = await database.db
      .insert(destinations)
      .values({
        name: 'Bench Berlin',
        description: 'Booked by the bench.',
        costCents: 10000,
        img: '/media/b.webp',
      })
      .returning({ id: destinations.id });
    // Verified travellers with a session each, written directly: no sign-up's password hashing.
    const run = randomBytes(4).toString('hex');
    const people = Array.from({ length: 20 + 2 * travellers }, (_, i) => ({
      id: `bench-${run}-${i}`,
      token: randomBytes(24).toString('hex'),
    }));
    for (let i = 0; i < people.length; i += 100) {
      const batch = people.slice(i, i + 100);
      await database.db.insert(users).values(
        batch.map((p, j) => ({
          id: p.id,
          name: `Bench Traveller ${i + j}`,
          email: `breakdown.${run}.${i + j}@example.com`,
          emailVerified: true,
        })),
      );
      await database.db.insert(sessions).values(
        batch.map((p) => ({
          id: `${p.id}-session`,
          token: p.token,
          userId: p.id,
          expiresAt: new Date(Date.now() + 30 * 24 * 60 * 60_000),
        })),
      );
    }
    // Every date before the clock starts: each costs a time-zone formatter.
    const days = Array.from({ length: travellers }, (_, i) => bookingDay(1 + i));
    const book = async (token: string, date: string) => {
      const trace = newTrace();
      const id = randomBytes(8).toString('hex');
      open.set(id, trace);
      const started = performance.now();
      const res = await app.inject({
        method: 'POST',
        url: '/api/bookedDestination',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${token}`,
          [TRACE_HEADER]: id,
        },
        payload: JSON.stringify({ bookingId: place!.id, date, phone: '+49 30 1234567' }),
      });
      open.delete(id);
      if (res.statusCode !== 201) throw new Error(`booking answered ${res.statusCode}: ${res.body}`);
      return { trace, ms: performance.now() - started };
    };
    const mailsBefore = sink.messages.length;
    const mailsArrived = async (count: number) => {
      const until = Date.now() + 120_000;
      while (sink.messages.length - mailsBefore < count && Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    const figure = (name: string, value: string, unit?: string) =>
      record(`bookings breakdown (${label}): ${name}`, value, unit);

    console.log(`\nWhere a booking's time goes (${label}): the app in this process, called with inject`);
    // Some bookings first, so that the measured ones do not pay for compiling the code.
    const warm = people.slice(0, 20);
    for (const [i, p] of warm.entries()) await book(p.token, bookingDay(600 + i));
    await mailsArrived(warm.length);
    outsideRequests.length = 0;

    const one = people.slice(20, 20 + travellers);
    wakes = false;
    let cpu = cpuNow();
    const sequential = [];
    for (const [i, p] of one.entries()) sequential.push(await book(p.token, days[i]!));
    const requestCpu = (cpuNow() - cpu) / one.length;
    cpu = cpuNow();
    const mailStarted = performance.now();
    await traces.exit(() => app.jobs.runDue());
    await mailsArrived(warm.length + one.length);
    const mailCpu = (cpuNow() - cpu) / one.length;
    const mailMs = (performance.now() - mailStarted) / one.length;
    wakes = true;
    console.log(`  ${travellers} bookings one after another, the worker held back (mean a booking):`);
    printTraces(sequential);
    console.log(`    ${'CPU time of the process'.padEnd(40)} ${ms(requestCpu).padStart(10)}`);
    const worker = outsideRequests.splice(0);
    console.log(
      `  then the worker sends their ${one.length} mails: ${ms(mailMs)} and CPU ${ms(mailCpu)} a mail, ` +
        `${(worker.length / one.length).toFixed(1)} statements a mail:`,
    );
    printStatements(worker, one.length, '      ');
    figure('statements a booking', mean(sequential.map((s) => s.trace.statements.length)).toFixed(1));
    figure('session lookup', mean(sequential.map((s) => s.trace.sessionMs)).toFixed(2), 'ms');
    figure('BEGIN … COMMIT', mean(sequential.map((s) => s.trace.transactionMs)).toFixed(2), 'ms');
    figure('CPU a booking (the call)', requestCpu.toFixed(2), 'ms');
    figure('CPU a booking mail (the worker)', mailCpu.toFixed(2), 'ms');

    const many = people.slice(20 + travellers);
    cpu = cpuNow();
    const started = performance.now();
    const atOnce = await Promise.all(many.map((p, i) => book(p.token, days[i]!)));
    const seconds = (performance.now() - started) / 1000;
    const burstCpu = (cpuNow() - cpu) / many.length;
    console.log(`  ${many.length} bookings at once, the worker woken as in a server (mean a booking):`);
    printTraces(atOnce, true);
    console.log(
      `    ${'CPU time of the process'.padEnd(40)} ${ms(burstCpu).padStart(10)}   with what the worker did meanwhile`,
    );
    figure('at once, in this process', (many.length / seconds).toFixed(0), 'bookings/s');
    figure('at once, p99', p99(atOnce.map((a) => a.ms)).toFixed(0), 'ms');
    await mailsArrived(warm.length + one.length + many.length);
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
