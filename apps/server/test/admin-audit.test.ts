import {
  addDays,
  COMMAND_LINE_ACTOR,
  firstBookableDate,
  TOTAL_COUNT_HEADER,
  type AuditLogEntry,
  type ConfirmedPaymentAnswer,
} from '@tgde/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema';
import { commandLineActor } from '../src/domain/audit-details';
import { promoteToAdmin } from '../src/features/users/service';
import { appWithBoss, verifiedUser } from './support/accounts';
import { signUp, type SignedIn } from './support/auth-client';
import { caller, storedImage, userIdOf } from './support/cast';
import { RecordingMailer } from './support/recording-mailer';
import type { TestApp } from './support/test-app';

/*
 * The audit trail: every admin action leaves one entry, written with the change (who, what, which
 * record, before → after), GET /api/admin/audit lists them newest first for admins only, and
 * nothing (no call, no statement) changes or removes an entry.
 */

let t: TestApp;
const mailer = new RecordingMailer();
let boss: SignedIn; // a verified admin (ADMIN_EMAILS)
let ann: SignedIn; // a verified traveller
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  ({ t, boss } = await appWithBoss(mailer, { ADMIN_EMAILS: 'boss@example.com,squatter@example.com' }));
  call = caller(t.app);
  ann = await verifiedUser(t.app, mailer, { name: 'Ann Walker', email: 'ann@example.com' });
});
afterAll(() => t.close());

async function trail(query = ''): Promise<{ entries: AuditLogEntry[]; total: number }> {
  const res = await call('GET', `/api/admin/audit${query}`, boss);
  expect(res.statusCode, res.body).toBe(200);
  return { entries: res.json<AuditLogEntry[]>(), total: Number(res.headers[TOTAL_COUNT_HEADER]) };
}

/** The newest entry of the trail. */
async function latest(): Promise<AuditLogEntry | undefined> {
  return (await trail('?limit=1')).entries[0];
}

const totalOf = async (query = '') => (await trail(query)).total;

async function ok(method: string, url: string, who: SignedIn, body?: unknown) {
  const res = await call(method, url, who, body);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res;
}

/** A verified traveller who is nobody else's test subject. */
let people = 0;
async function someone(): Promise<string> {
  const email = `person${++people}@example.com`;
  await verifiedUser(t.app, mailer, { name: `Person ${people}`, email });
  return email;
}

describe('every admin action leaves an entry', () => {
  it('making an admin and taking the role away, as the admin who did it', async () => {
    const email = await someone();
    await ok('PUT', `/api/user/admin/${email}`, boss);
    expect(await latest()).toMatchObject({
      actor: 'boss@example.com',
      action: 'user.promote',
      target: `user:${await userIdOf(t, email)}`,
      details: { changes: { role: { before: 'user', after: 'admin' } } },
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });

    // Already an admin: nothing changed, nothing recorded.
    const before = await totalOf();
    await ok('PUT', `/api/user/admin/${email}`, boss);
    expect(await totalOf()).toBe(before);

    await ok('DELETE', `/api/user/admin/${email.toUpperCase()}`, boss);
    expect(await latest()).toMatchObject({
      actor: 'boss@example.com',
      action: 'user.demote',
      target: `user:${await userIdOf(t, email)}`,
      details: { changes: { role: { before: 'admin', after: 'user' } } },
    });
  });

  it('blocking and unblocking', async () => {
    const email = await someone();
    await ok('PUT', `/api/user/blocked/${email}`, boss);
    expect(await latest()).toMatchObject({
      actor: 'boss@example.com',
      action: 'user.block',
      target: `user:${await userIdOf(t, email)}`,
      details: { changes: { blocked: { before: false, after: true } } },
    });
    await ok('DELETE', `/api/user/blocked/${email}`, boss);
    expect(await latest()).toMatchObject({
      action: 'user.unblock',
      target: `user:${await userIdOf(t, email)}`,
      details: { changes: { blocked: { before: true, after: false } } },
    });
  });

  it('adding, changing and archiving a destination, with the fields before and after', async () => {
    const img = await storedImage(t, 'auditPicture');
    const added = await ok('POST', '/api/destination', boss, {
      destinationName: 'Quedlinburg',
      description: 'Half-timbered houses by the thousand.',
      cost: 120,
      img,
    });
    const id = added.json<{ insertedId: string }>().insertedId;
    expect(await latest()).toEqual({
      _id: expect.any(String),
      at: expect.any(String),
      actor: 'boss@example.com',
      action: 'destination.create',
      target: `destination:${id}`,
      details: {
        name: 'Quedlinburg',
        // Only the values it was added with: no location, no limit.
        changes: {
          destinationName: { before: null, after: 'Quedlinburg' },
          description: { before: null, after: 'Half-timbered houses by the thousand.' },
          cost: { before: null, after: 120 },
          img: { before: null, after: img },
        },
      },
    });

    await ok('PATCH', `/api/destination/${id}`, boss, {
      destinationName: 'Quedlinburg',
      cost: 135.5,
      capacity: 12,
    });
    expect(await latest()).toMatchObject({
      action: 'destination.update',
      target: `destination:${id}`,
      // The name was sent unchanged: only what differs is listed.
      details: {
        name: 'Quedlinburg',
        changes: { cost: { before: 120, after: 135.5 }, capacity: { before: null, after: 12 } },
      },
    });
    expect(Object.keys((await latest())?.details?.changes ?? {})).toEqual(['cost', 'capacity']);

    // Saved without a difference: no entry.
    const before = await totalOf();
    await ok('PUT', `/api/destination/${id}`, boss, { cost: 135.5 });
    expect(await totalOf()).toBe(before);

    await ok('DELETE', `/api/destination/${id}`, boss);
    expect(await latest()).toMatchObject({
      action: 'destination.archive',
      target: `destination:${id}`,
      details: { name: 'Quedlinburg' },
    });
  });

  it('deleting a contact message: its subject is kept, not the sender', async () => {
    const sent = await call('POST', '/api/email', undefined, {
      senderEmail: 'visitor@example.com',
      subject: 'Winter tours?',
      body: 'Do you run tours in January?',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const id = sent.json<{ insertedId: string }>().insertedId;
    await ok('DELETE', `/api/notification/${id}`, boss);
    const entry = await latest();
    expect(entry).toMatchObject({
      actor: 'boss@example.com',
      action: 'notification.delete',
      target: `notification:${id}`,
      details: { subject: 'Winter tours?' },
    });
    expect(JSON.stringify(entry)).not.toContain('visitor@example.com');
  });

  it('cancelling a paid booking as an admin; a traveller cancelling their own trip is no admin action', async () => {
    const img = await storedImage(t, 'auditPicture2');
    const destination = (
      await ok('POST', '/api/destination', boss, {
        destinationName: 'Goslar',
        description: 'An old mining town below the Harz.',
        cost: 80,
        img,
      })
    ).json<{ insertedId: string }>().insertedId;

    const paidBooking = async (day: number) => {
      const booked = await ok('POST', '/api/bookedDestination', ann, {
        bookingId: destination,
        date: addDays(firstBookableDate(), day),
        phone: '+49 30 1234567',
      });
      const id = booked.json<{ insertedId: string }>().insertedId;
      const intent = await ok('POST', '/api/create-payment-intent', ann, { bookingId: id });
      const confirmed = await ok('POST', '/api/test-payments/confirm', ann, {
        clientSecret: intent.json<{ clientSecret: string }>().clientSecret,
        card: { number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' },
      });
      const transactionId = confirmed.json<ConfirmedPaymentAnswer>().paymentIntent.id;
      await ok('PATCH', `/api/booking/${id}`, ann, { transactionId });
      return id;
    };

    const byAdmin = await paidBooking(20);
    await ok('POST', `/api/booking/${byAdmin}/cancel`, boss);
    const entry = await latest();
    expect(entry).toMatchObject({
      actor: 'boss@example.com',
      action: 'booking.cancel',
      target: `booking:${byAdmin}`,
      details: {
        destination: 'Goslar',
        date: addDays(firstBookableDate(), 20),
        cost: 80,
        changes: { status: { before: 'paid', after: 'cancelled' } },
      },
    });
    // The trip, not the traveller: the trail outlives the booking's personal data.
    expect(JSON.stringify(entry)).not.toContain('ann@example.com');

    // Asked again: cancelled already, nothing more recorded.
    const cancellations = await totalOf('?action=booking.cancel');
    await ok('POST', `/api/booking/${byAdmin}/cancel`, boss);
    const byOwner = await paidBooking(21);
    await ok('POST', `/api/booking/${byOwner}/cancel`, ann);
    expect(await totalOf('?action=booking.cancel')).toBe(cancellations);
  });

  it('npm run admin -- grant: recorded as the command line, with no account behind it', async () => {
    const email = await someone();
    expect(await promoteToAdmin(t.database.db, email, commandLineActor)).toBe(1);
    const entry = await latest();
    expect(entry).toMatchObject({
      actor: COMMAND_LINE_ACTOR,
      action: 'user.promote',
      target: `user:${await userIdOf(t, email)}`,
    });
    const [row] = await t.database.db
      .select({ actorId: auditLog.actorId })
      .from(auditLog)
      .where(eq(auditLog.id, entry?._id ?? ''));
    expect(row).toEqual({ actorId: null });
  });
});

describe('GET /api/admin/audit', () => {
  it('lists the trail newest first, a page at a time, with the total in X-Total-Count', async () => {
    const all = await trail('?limit=100');
    expect(all.total).toBe(all.entries.length);
    expect(all.total).toBeGreaterThanOrEqual(10);
    const times = all.entries.map((entry) => entry.at);
    expect(times).toEqual([...times].sort().reverse());

    const first = await trail('?limit=3');
    const second = await trail('?limit=3&offset=3');
    expect(first.total).toBe(all.total);
    expect([...first.entries, ...second.entries]).toEqual(all.entries.slice(0, 6));
  });

  it('keeps one action’s entries with ?action=; a blank one is no filter, an unknown one a 400', async () => {
    const blocks = await trail('?action=user.block');
    expect(blocks.entries.length).toBeGreaterThan(0);
    expect(blocks.entries.every((entry) => entry.action === 'user.block')).toBe(true);
    expect(blocks.total).toBe(blocks.entries.length);

    expect((await trail('?action=')).total).toBe(await totalOf());

    const unknown = await call('GET', '/api/admin/audit?action=user.delete', boss);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ message: string }>().message).toMatch(/action/);
    expect((await call('GET', '/api/admin/audit?limit=0', boss)).statusCode).toBe(400);
  });

  it('is for admins: 401 signed out, 403 for travellers, unverified ones and unverified admins', async () => {
    const unverified = await signUp(t.app, { name: 'New Comer', email: 'newbie@example.com' });
    // On ADMIN_EMAILS but never proved the address: no admin rights.
    const squatter = await signUp(t.app, { name: 'Not The Owner', email: 'squatter@example.com' });
    const statuses = [];
    for (const who of [undefined, ann, unverified, squatter]) {
      statuses.push((await call('GET', '/api/admin/audit', who)).statusCode);
    }
    expect(statuses).toEqual([401, 403, 403, 403]);
  });
});

describe('entries cannot be changed or removed', () => {
  it('has no call that writes the trail: only GET is registered', async () => {
    const routes = t.app.routeTable.filter((route) => route.url.startsWith('/api/admin/audit'));
    expect(routes.map((route) => route.method).filter((m) => m !== 'HEAD')).toEqual(['GET']);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      expect((await call(method, '/api/admin/audit', boss, {})).statusCode, method).toBe(404);
    }
  });

  it('the database refuses UPDATE, DELETE and TRUNCATE of audit_log, whoever asks', async () => {
    const { db } = t.database;
    const before = await trail('?limit=100');
    const refusal = async (statement: Promise<unknown>) => {
      const error = await statement.then(
        () => undefined,
        (e: unknown) => e,
      );
      // Drizzle wraps the database's error; the trigger's sentence is the cause.
      expect((error as { cause?: { message?: string } } | undefined)?.cause?.message).toMatch(
        /cannot be changed/,
      );
    };
    await refusal(db.update(auditLog).set({ actor: 'someone else' }));
    await refusal(db.update(auditLog).set({ details: null }).where(eq(auditLog.action, 'user.block')));
    await refusal(db.delete(auditLog));
    await refusal(db.delete(auditLog).where(eq(auditLog.action, 'booking.cancel')));
    await refusal(db.execute(sql`truncate audit_log`));
    expect(await trail('?limit=100')).toEqual(before);
  });
});
