import { randomBytes } from 'node:crypto';
import { addDays, firstBookableDate, type DayAvailability, type Destination } from '@tgde/contracts';
import { withOwnDatabase } from './own-database';
import { verifiedUser } from '../e2e/support/accounts';
import { answer, call, callFor } from '../e2e/support/api';
import type { MailSink } from '../e2e/support/mail';
import { startServer } from '../e2e/support/server';
import type { RecordFigure } from './figures';
import { makeTravellers } from './travellers';

/*
 * The last places of a day, fought over: 200 travellers at once ask for one place each on a day of
 * a destination with 10 places. Printed: the places stored (must be 10: docs/decisions/0010), the
 * answers a second and their p99, and the answers by status. Once on the embedded database, then on
 * PostgreSQL when DATABASE_URL names a server (a database of its own is made there and dropped).
 */

const PLACES = 10;

const p99 = (ms: number[]) => [...ms].sort((a, b) => a - b)[Math.ceil(ms.length * 0.99) - 1] ?? 0;

async function runOn(
  label: string,
  env: Record<string, string>,
  sink: MailSink,
  record: RecordFigure,
): Promise<void> {
  const travellers = Number(process.env.BENCH_TRAVELLERS ?? 200);
  // An address of its own each run: the mail sink is shared, and the first mail to an address wins.
  const adminEmail = `places.admin.${randomBytes(4).toString('hex')}@example.com`;
  const server = await startServer({ env: { ...env, SMTP_URL: sink.url, ADMIN_EMAILS: adminEmail } });
  try {
    const site = { server: () => server, mail: () => sink };
    const admin = await verifiedUser(site, {
      name: 'Places Admin',
      email: adminEmail,
      password: 'secret-pass-1',
    });
    const [demo] = await callFor<Destination[]>(server.url, 'GET', '/api/destination', 200);
    const body = {
      destinationName: 'Reichenau',
      description: 'The monastery island in Lake Constance, by bike over the causeway.',
      cost: 80,
      img: demo?.img,
      capacity: PLACES,
    };
    const created = await call(server.url, 'POST', '/api/destination', { token: admin.token, body });
    const { insertedId: id } = await answer<{ insertedId: string }>(created, 201, 'adding Reichenau');
    const accounts = await makeTravellers(server.url, sink, travellers, `places-${label.toLowerCase()}`);
    const date = addDays(firstBookableDate(), 20);

    const started = performance.now();
    const answers = await Promise.all(
      accounts.map(async (account) => {
        const begun = performance.now();
        const res = await call(server.url, 'POST', '/api/bookedDestination', {
          token: account.token,
          body: { bookingId: id, date, phone: '+49 30 1234567', travellers: 1 },
        });
        await res.arrayBuffer();
        return { status: res.status, ms: performance.now() - begun };
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const [day] = await callFor<DayAvailability[]>(
      server.url,
      'GET',
      `/api/destination/${id}/availability?from=${date}&to=${date}`,
      200,
    );
    const count = (match: (status: number) => boolean) => answers.filter((a) => match(a.status)).length;
    record(`places (${label}): stored`, day?.booked ?? 0, `of ${PLACES} (must be ${PLACES})`);
    record(`places (${label}): answers`, (travellers / seconds).toFixed(1), 'answers/s');
    record(`places (${label}): p99 latency`, p99(answers.map((a) => a.ms)).toFixed(0), 'ms');
    record(
      `places (${label}): 201 / 409 / other`,
      `${count((s) => s === 201)} / ${count((s) => s === 409)} / ${count((s) => s !== 201 && s !== 409)}`,
    );
  } finally {
    await server.stop();
    server.cleanup();
  }
}

export async function benchPlaces(sink: MailSink, record: RecordFigure): Promise<void> {
  const travellers = Number(process.env.BENCH_TRAVELLERS ?? 200);
  console.log(`\nPlaces: ${travellers} travellers at once ask for one of a day's ${PLACES} places`);
  await runOn('embedded', {}, sink, record);

  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    console.log(
      '  PostgreSQL skipped: DATABASE_URL is not set. For both databases run\n' +
        '  BENCH_ONLY=places scripts/with-postgres.sh npm run bench',
    );
    return;
  }
  await withOwnDatabase(serverUrl, 'places', (url) =>
    runOn('PostgreSQL', { DATABASE_URL: url }, sink, record),
  );
}
