import {
  addDays,
  firstBookableDate,
  type Booking,
  type DayAvailability,
  type Destination,
  type PlacesConflictAnswer,
} from '@tgde/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answer, call, callFor } from '../../../e2e/support/api';
import type { MailSink } from '../../../e2e/support/mail';
import type { RunningServer } from '../../../e2e/support/server';
import { verifiedAccount } from './support/accounts';
import { adminQuery, builtServerMain } from './support/postgres';
import { twoProcesses } from './support/two-processes';

/*
 * Places per day hold across processes: two built servers on one PostgreSQL database, as a load
 * balancer would run them, take bookings for the same day at the same moment. The day's counter row
 * is the only thing they share, so this is where an oversell between instances would show.
 */
// Started as processes below: the build must be there.
builtServerMain();

const PLACES = 5;
const TRAVELLERS = 50;
const ADMIN = 'boss@example.com';
// One after the other: the test is about bookings, not about two servers migrating together.
const servers = twoProcesses('places', { env: { ADMIN_EMAILS: ADMIN } });
let databaseName: string;
let sink: MailSink;
let a: RunningServer;
let b: RunningServer;

/** `count` verified travellers on `server`, a few at a time (each sign-up hashes a password). */
async function travellersOn(server: RunningServer, count: number, label: string) {
  const tokens: string[] = [];
  for (let i = 0; i < count; i += 5) {
    const batch = Array.from({ length: Math.min(5, count - i) }, (_, j) =>
      verifiedAccount(sink, `${label}.${i + j}@example.com`, server),
    );
    tokens.push(...(await Promise.all(batch)));
  }
  return tokens.map((token) => ({ token, server }));
}

beforeAll(async () => {
  ({ a, b, sink, databaseName } = await servers.start());
}, 120_000);

afterAll(() => servers.stop());

describe('places per day across two server processes on one PostgreSQL', () => {
  it(`stores exactly ${PLACES} of ${TRAVELLERS} simultaneous bookings sent to both servers`, async () => {
    // The admin adds a destination with 5 places a day through A, with a demo picture.
    const adminToken = await verifiedAccount(sink, ADMIN, a);
    const [demo] = await callFor<Destination[]>(a.url, 'GET', '/api/destination', 200);
    const body = {
      destinationName: 'Konstanz',
      description: 'The old town on Lake Constance, by boat from the harbour.',
      cost: 90,
      img: demo?.img,
      capacity: PLACES,
    };
    await answer(await call(a.url, 'POST', '/api/destination', { token: adminToken, body }), 201);
    const destination = (await callFor<Destination[]>(b.url, 'GET', '/api/destination', 200)).find(
      (d) => d.destinationName === 'Konstanz',
    );
    expect(destination?.capacity).toBe(PLACES);
    const id = destination?._id ?? '';

    // Half the travellers registered on each server; each books on the server it registered on.
    const half = TRAVELLERS / 2;
    const travellers = (
      await Promise.all([travellersOn(a, half, 'on-a'), travellersOn(b, half, 'on-b')])
    ).flat();
    const date = addDays(firstBookableDate(), 10);
    const answers = await Promise.all(
      travellers.map(async ({ token, server }) => {
        const res = await call(server.url, 'POST', '/api/bookedDestination', {
          token,
          body: { bookingId: id, date, phone: '+49 30 1234567', travellers: 1 },
        });
        return { status: res.status, body: (await res.json()) as unknown };
      }),
    );

    const statuses = answers.map((x) => x.status);
    expect(
      statuses.filter((s) => s >= 500),
      statuses.join(' '),
    ).toEqual([]);
    expect(statuses.filter((s) => s === 201)).toHaveLength(PLACES);
    const refused = answers.filter((x) => x.status !== 201);
    expect(refused).toHaveLength(TRAVELLERS - PLACES);
    for (const { status, body: refusal } of refused) {
      expect(status).toBe(409);
      expect((refusal as PlacesConflictAnswer).remaining).toBe(0);
    }
    // What the database holds: five bookings, and a day counter that says so.
    const stored = await adminQuery<{ n: number }>(
      `select count(*)::int as n from bookings where destination_id = $1 and date = $2
         and status in ('unpaid', 'paid')`,
      [id, date],
      databaseName,
    );
    expect(stored.rows[0]?.n).toBe(PLACES);
    for (const server of [a, b]) {
      const days = await callFor<DayAvailability[]>(
        server.url,
        'GET',
        `/api/destination/${id}/availability?from=${date}&to=${date}`,
        200,
      );
      expect(days).toEqual([{ date, capacity: PLACES, booked: PLACES, remaining: 0 }]);
    }
    // Every traveller's own list agrees: five of them have the trip, nobody has it twice.
    const lists = await Promise.all(
      travellers.map(({ token, server }) =>
        callFor<Booking[]>(server.url, 'GET', '/api/booking', 200, { token }),
      ),
    );
    expect(lists.map((list) => list.filter((x) => x.date === date).length).reduce((s, n) => s + n)).toBe(
      PLACES,
    );
  }, 120_000);
});
