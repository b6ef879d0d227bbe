import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { addDays, firstBookableDate, type ConfirmedPaymentAnswer } from '@tgde/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../../src/db/client';
import { destinations } from '../../src/db/schema';
import { tablesInOrder } from '../../src/infra/backup/dump';
import { verifiedUser } from './accounts';
import { bearer, type SignedIn } from './auth-client';
import { caller } from './cast';
import { multipart, png } from './images';
import type { RecordingMailer } from './recording-mailer';

/*
 * For the backup tests (test/backup.test.ts on the embedded database, test-pg/backup.test.ts on
 * PostgreSQL): a site with something in every kind of table, the CLI as the operator runs it, and
 * the comparison of two databases table by table.
 */

const execute = promisify(execFile);
const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const tsx = path.join(repoRoot, 'node_modules/.bin/tsx');

/** `npm run backup|restore -- …` as a separate process with these settings. */
export async function runCli(
  command: 'backup' | 'restore',
  args: string[],
  env: Record<string, string | undefined>,
): Promise<{ code: number; stdout: string; stderr: string }> {
  const merged: NodeJS.ProcessEnv = { ...process.env, ...env };
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete merged[key];
  try {
    const { stdout, stderr } = await execute(tsx, [`apps/server/src/cli/${command}.ts`, ...args], {
      cwd: repoRoot,
      env: merged,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

export interface SiteContent {
  ann: SignedIn;
  /** The photo's image address, /media/….webp. */
  image: string;
  paidBookingId: string;
}

/**
 * Fills a running app: three accounts (one admin), a destination, a paid and an unpaid booking
 * (with their payment intent and places), two reviews of which the admin removes one (an audit
 * entry), an uploaded photo, a contact message, and the mails they caused, sent.
 */
export async function fillSite(app: FastifyInstance, db: Db, mailer: RecordingMailer): Promise<SiteContent> {
  const call = caller(app);
  const boss = await verifiedUser(app, mailer, { name: 'The Boss', email: 'boss@example.com' });
  const ann = await verifiedUser(app, mailer, { name: 'Ann Walker', email: 'ann@example.com' });
  const bob = await verifiedUser(app, mailer, { name: 'Bob Rover', email: 'bob@example.com' });
  const [destination] = await db
    .insert(destinations)
    .values({
      name: 'Backup Bay',
      description: 'A quiet harbour town.',
      costCents: 12_345,
      img: '/media/none.webp',
    })
    .returning({ id: destinations.id });
  const destinationId = destination?.id ?? '';

  const book = async (who: SignedIn, days: number) => {
    const res = await call('POST', '/api/bookedDestination', who, {
      bookingId: destinationId,
      date: addDays(firstBookableDate(), days),
      phone: '+49 30 1234567',
      travellers: 2,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ insertedId: string }>().insertedId;
  };
  const paidBookingId = await book(ann, 20);
  const intent = await call('POST', '/api/create-payment-intent', ann, { bookingId: paidBookingId });
  const confirmed = await call('POST', '/api/test-payments/confirm', ann, {
    clientSecret: intent.json<{ clientSecret: string }>().clientSecret,
    card: { number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' },
  });
  const transactionId = confirmed.json<ConfirmedPaymentAnswer>().paymentIntent.id;
  const paid = await call('PATCH', `/api/booking/${paidBookingId}`, ann, { transactionId });
  expect(paid.statusCode, paid.body).toBe(200);
  await book(bob, 25);

  const review = async (who: SignedIn, comment: string) => {
    const res = await call('POST', '/api/review', who, { comment, rating: 4, destinationId });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ insertedId: string }>().insertedId;
  };
  await review(ann, 'Lovely harbour, friendly guide.');
  const rude = await review(bob, 'Rude words.');
  expect((await call('DELETE', `/api/review/${rude}`, boss)).statusCode).toBe(200);

  const body = multipart('image', await png(320, 200), 'harbour.png', 'image/png');
  const uploaded = await app.inject({
    method: 'POST',
    url: '/api/images',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(ann.token) },
  });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  const image = uploaded.json<{ data: { url: string } }>().data.url;
  const photo = await call('POST', '/api/photos', ann, { image, place: 'Backup Bay' });
  expect(photo.statusCode, photo.body).toBe(201);

  const contact = await call('POST', '/api/email', undefined, {
    senderEmail: 'carl@example.com',
    subject: 'Winter',
    body: 'Do you offer trips in winter?',
    unread: true,
  });
  expect(contact.statusCode, contact.body).toBe(201);
  // The mails these caused go out now, so that the jobs do not change while the tests compare.
  await app.jobs.runDue();
  return { ann, image, paidBookingId };
}

/** Tables whose rows change with every request (rate limits): compared by count at backup time only. */
export const VOLATILE_TABLES = new Set(['rate_limits', 'request_counters']);

/** Every table's rows as JSON text, sorted: equal for two databases holding the same. */
export async function tableContents(db: Db): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  await db.transaction(async (tx) => {
    // Timestamps as text in one zone, whatever the server's default.
    await tx.execute(sql`set local timezone to 'UTC'`);
    for (const table of await tablesInOrder(tx)) {
      const result = await tx.execute(
        sql`select row_to_json(t)::text as j from ${sql.identifier('public')}.${sql.identifier(table.name)} t`,
      );
      out.set(table.name, (result as unknown as { rows: { j: string }[] }).rows.map((r) => r.j).sort());
    }
  });
  return out;
}

/**
 * Asserts that `restored` holds what `source` holds, table by table (the volatile ones only exist);
 * answers the restored contents.
 */
export async function expectSameContents(source: Db, restored: Db): Promise<Map<string, string[]>> {
  const before = await tableContents(source);
  const after = await tableContents(restored);
  expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
  for (const [table, rows] of before) {
    if (VOLATILE_TABLES.has(table)) continue;
    expect(after.get(table), `table ${table}`).toEqual(rows);
  }
  for (const table of ['users', 'sessions', 'accounts', 'destinations', 'bookings', 'payment_intents']) {
    expect(before.get(table)?.length, `rows in ${table}`).toBeGreaterThan(0);
  }
  // The bookings' sums are not in the backup: the restored bookings make them again, to match.
  for (const table of [
    'reviews',
    'photos',
    'places_taken',
    'booking_days',
    'payment_months',
    'audit_log',
    'jobs',
    'notifications',
  ]) {
    expect(before.get(table)?.length, `rows in ${table}`).toBeGreaterThan(0);
  }
  return after;
}

/** Asserts that every file of `from` is in `to` with the same bytes; answers how many. */
export function expectSameFiles(from: string, to: string): number {
  const names = readdirSync(from).filter((name) => !name.endsWith('.part'));
  expect(names.length).toBeGreaterThan(0);
  expect(readdirSync(to).sort()).toEqual(names.sort());
  for (const name of names) {
    expect(readFileSync(path.join(to, name)).equals(readFileSync(path.join(from, name))), name).toBe(true);
  }
  return names.length;
}
