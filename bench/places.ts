import { randomBytes } from 'node:crypto';
import { cpus } from 'node:os';
import {
  addDays,
  departureId,
  firstBookableDate,
  isoWeekday,
  type Departure,
  type Destination,
} from '@tgde/contracts';
import { withOwnDatabase } from './own-database';
import { verifiedUser } from '../e2e/support/accounts';
import { answer, call, callFor } from '../e2e/support/api';
import type { MailSink } from '../e2e/support/mail';
import { startServer } from '../e2e/support/server';
import type { RecordFigure } from './figures';
import { makeTravellers } from './travellers';

/*
 * Places fought over, once on the embedded database, then on PostgreSQL when DATABASE_URL names a
 * server (a database of its own is made there and dropped):
 * - places: the last places of a day: 200 travellers at once ask for one place each on a day of a
 *   destination with 10 places;
 * - rush (a sales rush): 1,000 travellers at once ask for 1 to 4 places each of one departure (a
 *   start time) with 100 places.
 * Printed: the places stored (must be all of them: docs/decisions/0010), the answers a second and
 * their latencies, and the answers by status; a missed target says where the time went.
 */

interface Scenario {
  part: 'places' | 'rush';
  travellers: number;
  places: number;
  /** Places the i-th traveller asks for. */
  party: (i: number) => number;
  /** A departure at a start time (the rush), or the day (places). */
  timed: boolean;
  /** Targets per database: answers a second at least, p99 at most (ms). */
  target?: { perSecond: number; p99Ms: Record<string, number> };
}

const PLACES_SCENARIO: Scenario = {
  part: 'places',
  travellers: Number(process.env.BENCH_TRAVELLERS ?? 200),
  places: 10,
  party: () => 1,
  timed: false,
};

/** 1–4 places each, most of them 1 or 2 (a fixed spread, so that runs compare). */
const RUSH_PARTIES = [1, 2, 1, 3, 2, 1, 4, 2, 1, 2];

const RUSH_SCENARIO: Scenario = {
  part: 'rush',
  travellers: Number(process.env.BENCH_RUSH_TRAVELLERS ?? 1000),
  places: 100,
  party: (i) => RUSH_PARTIES[i % RUSH_PARTIES.length] ?? 1,
  timed: true,
  target: { perSecond: 500, p99Ms: { PostgreSQL: 500, embedded: 1000 } },
};

const percentile = (ms: number[], share: number) =>
  [...ms].sort((a, b) => a - b)[Math.ceil(ms.length * share) - 1] ?? 0;

async function runOn(
  scenario: Scenario,
  label: string,
  env: Record<string, string>,
  sink: MailSink,
  record: RecordFigure,
): Promise<void> {
  const { part, travellers, places } = scenario;
  // An address of its own each run: the mail sink is shared, and the first mail to an address wins.
  const adminEmail = `${part}.admin.${randomBytes(4).toString('hex')}@example.com`;
  // The crowd signs up from one address: the sign-up limit per address would turn most of it away.
  const server = await startServer({
    env: { ...env, SMTP_URL: sink.url, ADMIN_EMAILS: adminEmail, AUTH_RATE_LIMIT_MAX: '100000' },
  });
  try {
    const site = { server: () => server, mail: () => sink };
    const admin = await verifiedUser(site, {
      name: 'Places Admin',
      email: adminEmail,
      password: 'secret-pass-1',
    });
    const [demo] = await callFor<Destination[]>(server.url, 'GET', '/api/destination', 200);
    const date = addDays(firstBookableDate(), 20);
    const body = {
      destinationName: part === 'rush' ? 'Neuschwanstein at Dawn' : 'Reichenau',
      description: 'The monastery island in Lake Constance, by bike over the causeway.',
      cost: 80,
      img: demo?.img,
      capacity: places,
      ...(scenario.timed ? { startTimes: [{ weekdays: [isoWeekday(date)], time: '09:00' }] } : {}),
    };
    const created = await call(server.url, 'POST', '/api/destination', { token: admin.token, body });
    const { insertedId: id } = await answer<{ insertedId: string }>(
      created,
      201,
      `adding ${body.destinationName}`,
    );
    const accounts = await makeTravellers(server.url, sink, travellers, `${part}-${label.toLowerCase()}`);
    const departure = scenario.timed ? { departureId: departureId(id, date, '09:00') } : {};

    const started = performance.now();
    const answers = await Promise.all(
      accounts.map(async (account, i) => {
        const begun = performance.now();
        try {
          const res = await call(server.url, 'POST', '/api/bookedDestination', {
            token: account.token,
            body: {
              bookingId: id,
              date,
              phone: '+49 30 1234567',
              travellers: scenario.party(i),
              ...departure,
            },
          });
          await res.arrayBuffer();
          return { status: res.status, ms: performance.now() - begun };
        } catch {
          // No answer at all (the connection was not even accepted in time): counted as "other".
          return { status: 0, ms: performance.now() - begun };
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const [sold] = await callFor<Departure[]>(
      server.url,
      'GET',
      `/api/destination/${id}/departures?from=${date}&to=${date}`,
      200,
    );
    const ms = answers.map((a) => a.ms);
    const perSecond = travellers / seconds;
    const p99 = percentile(ms, 0.99);
    const count = (match: (status: number) => boolean) => answers.filter((a) => match(a.status)).length;
    record(`${part} (${label}): stored`, sold?.booked ?? 0, `of ${places} (must be ${places})`);
    record(`${part} (${label}): answers`, perSecond.toFixed(1), 'answers/s');
    record(`${part} (${label}): p99 latency`, p99.toFixed(0), 'ms');
    record(
      `${part} (${label}): 201 / 409 / other`,
      `${count((s) => s === 201)} / ${count((s) => s === 409)} / ${count((s) => s !== 201 && s !== 409)}`,
    );
    const target = scenario.target;
    const p99Target = target?.p99Ms[label];
    if (target && p99Target !== undefined && (perSecond < target.perSecond || p99 > p99Target)) {
      // Where the time went: how the latencies spread, and what the booked and the refused waited.
      const of = (status: number) => answers.filter((a) => a.status === status).map((a) => a.ms);
      console.log(
        `  ${part} (${label}) misses its target (${target.perSecond} answers/s, p99 ${p99Target} ms): ` +
          `p50 ${percentile(ms, 0.5).toFixed(0)} ms, p90 ${percentile(ms, 0.9).toFixed(0)} ms; ` +
          `booked p99 ${percentile(of(201), 0.99).toFixed(0)} ms, refused p99 ${percentile(of(409), 0.99).toFixed(0)} ms; ` +
          `the whole wave took ${seconds.toFixed(2)} s on ${cpus().length} cores`,
      );
    }
  } finally {
    await server.stop();
    server.cleanup();
  }
}

async function runScenario(scenario: Scenario, sink: MailSink, record: RecordFigure): Promise<void> {
  await runOn(scenario, 'embedded', {}, sink, record);
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    console.log(
      '  PostgreSQL skipped: DATABASE_URL is not set. For both databases run\n' +
        `  BENCH_ONLY=${scenario.part} scripts/with-postgres.sh npm run bench`,
    );
    return;
  }
  await withOwnDatabase(serverUrl, scenario.part, (url) =>
    runOn(scenario, 'PostgreSQL', { DATABASE_URL: url }, sink, record),
  );
}

export async function benchPlaces(sink: MailSink, record: RecordFigure): Promise<void> {
  const { travellers, places } = PLACES_SCENARIO;
  console.log(`\nPlaces: ${travellers} travellers at once ask for one of a day's ${places} places`);
  await runScenario(PLACES_SCENARIO, sink, record);
}

export async function benchRush(sink: MailSink, record: RecordFigure): Promise<void> {
  const { travellers, places } = RUSH_SCENARIO;
  console.log(
    `\nSales rush: ${travellers} travellers at once ask for 1-4 of one departure's ${places} places`,
  );
  await runScenario(RUSH_SCENARIO, sink, record);
}
