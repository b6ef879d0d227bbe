import { addDays, firstBookableDate, type Destination } from '@tgde/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answer, call, callFor } from '../../../e2e/support/api';
import { decodeQuotedPrintable, type MailSink } from '../../../e2e/support/mail';
import type { RunningServer } from '../../../e2e/support/server';
import { verifiedAccount } from './support/accounts';
import { adminQuery, builtServerMain } from './support/postgres';
import { twoProcesses } from './support/two-processes';

/*
 * Two built servers on one PostgreSQL database each run a job worker over the same jobs table. Every
 * booking's mail must go out exactly once, whichever server took the booking and whichever worker
 * got to the job first.
 */
builtServerMain();

const TRAVELLERS = 10;
const DAYS = 5;
const servers = twoProcesses('mail');
let databaseName: string;
let sink: MailSink;
let a: RunningServer;
let b: RunningServer;

beforeAll(async () => {
  ({ a, b, sink, databaseName } = await servers.start());
}, 120_000);

afterAll(() => servers.stop());

describe('mail from two server processes on one PostgreSQL', () => {
  it(`sends each of ${TRAVELLERS * DAYS} booking mails once`, { timeout: 120_000 }, async () => {
    const servers = [a, b];
    const travellers = await Promise.all(
      Array.from({ length: TRAVELLERS }, async (_, i) => {
        const server = servers[i % 2]!;
        return { server, token: await verifiedAccount(sink, `mail.${i}@example.com`, server) };
      }),
    );
    const [destination] = await callFor<Destination[]>(a.url, 'GET', '/api/destination', 200);
    // Each traveller books five days, alternating between the servers.
    const ids = (
      await Promise.all(
        travellers.flatMap(({ token }, i) =>
          Array.from({ length: DAYS }, async (_, day) => {
            const server = servers[(i + day) % 2]!;
            const res = await call(server.url, 'POST', '/api/bookedDestination', {
              token,
              body: {
                bookingId: destination?._id,
                date: addDays(firstBookableDate(), 10 + day),
                phone: '+49 30 1234567',
              },
            });
            return ((await answer(res, 201, 'booking')) as { insertedId: string }).insertedId;
          }),
        ),
      )
    ).flat();
    expect(new Set(ids).size).toBe(TRAVELLERS * DAYS);

    const mailsOf = (id: string) =>
      sink.messages.filter((m) => decodeQuotedPrintable(m.raw).includes(`/dashboard/payment/${id}`));
    await expect.poll(() => ids.filter((id) => mailsOf(id).length === 0), { timeout: 30_000 }).toEqual([]);
    // Both servers stopped: a stop waits for its worker's pass to end, so every mail either worker
    // had begun to send has reached the sink. A second copy on its way would be counted now.
    await Promise.all([a.stop(), b.stop()]);
    expect(ids.filter((id) => mailsOf(id).length !== 1)).toEqual([]);
    // No verification mail went twice either.
    const verifications = sink.messages.filter((m) => /verify/i.test(m.subject));
    expect(verifications).toHaveLength(TRAVELLERS);

    const jobs = await adminQuery<{ status: string; n: number }>(
      `select status, count(*)::int as n from jobs where kind = 'mail' group by status`,
      [],
      databaseName,
    );
    expect(jobs.rows).toEqual([{ status: 'done', n: TRAVELLERS * DAYS + TRAVELLERS }]);
  });
});
