import {
  accountDeletionMessages,
  addDays,
  firstBookableDate,
  FORMER_TRAVELLER,
  sessionMessages,
  type ConfirmedPaymentAnswer,
  type DataExport,
  type MySession,
} from '@tgde/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { rowsOf } from '../src/db/client';
import { accounts, auditLog, bookings, jobs, notifications, photos, reviews, users } from '../src/db/schema';
import type { MailMessage } from '../src/infra/mail/mailer';
import { verifiedUser } from './support/accounts';
import { bearer, postJson, requestJson, signIn, type SignedIn } from './support/auth-client';
import { insertBooking, insertDestination, userIdOf } from './support/cast';
import { RecordingMailer } from './support/recording-mailer';
import { buildTestApp, type TestApp } from './support/test-app';

/*
 * The signed-in user's own account: GET /api/me/export (everything held about them, no secrets),
 * GET /api/me/sessions and DELETE /api/me/sessions/{id} (their signed-in devices).
 */

let t: TestApp;
/** Records mail; mail to an address in `unreachable` fails as an unreachable server's does (retried). */
class PausableMailer extends RecordingMailer {
  readonly unreachable = new Set<string>();
  override async send(message: MailMessage): Promise<void> {
    if (this.unreachable.has(message.to)) throw new Error('connect ECONNREFUSED 127.0.0.1:25');
    return super.send(message);
  }
}

const mailer = new PausableMailer();
let ann: SignedIn;
let bob: SignedIn;
let later = 0;

beforeAll(async () => {
  t = await buildTestApp({
    env: { AUTH_RATE_LIMIT_MAX: '1000', CONTACT_RATE_LIMIT: '1000', ADMIN_EMAILS: 'boss@example.com' },
    deps: { mailer, clock: () => new Date(Date.now() + later) },
  });
  ann = await verifiedUser(t.app, mailer, { name: 'Ann Walker', email: 'ann@example.com' });
  bob = await verifiedUser(t.app, mailer, { name: 'Bob Rover', email: 'bob@example.com' });
});
afterAll(() => t.close());

/** A review and a photo by `author`, written straight to the database. */
async function reviewAndPhoto(
  author: { id: string; name: string; email: string },
  review: { comment: string; rating: number },
  photo: { image: string; place: string },
): Promise<void> {
  await t.database.db.insert(reviews).values({ name: author.name, ...review, userId: author.id });
  await t.database.db
    .insert(photos)
    .values({ ...photo, uploadedBy: author.email, uploadedUserId: author.id });
}

/** A message through the contact form, signed in as `sender` or signed out. */
const contactMessage = (message: { senderEmail: string; subject: string; body: string }, sender?: SignedIn) =>
  postJson(t.app, '/api/email', message, sender ? bearer(sender.token) : {});

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, who: SignedIn, body?: unknown) =>
  requestJson(t.app, method, url, bearer(who.token), body);

describe('GET /api/me/export', () => {
  it('answers everything held about the caller as a file, and nothing secret or of anyone else', async () => {
    const destination = await insertDestination(t, 'Quedlinburg', 7_500);
    const booked = await call('POST', '/api/bookedDestination', ann, {
      bookingId: destination,
      date: addDays(firstBookableDate(), 12),
      phone: '+49 30 1234567',
    });
    const bookingId = booked.json<{ insertedId: string }>().insertedId;
    const intent = await call('POST', '/api/create-payment-intent', ann, { bookingId });
    const { clientSecret } = intent.json<{ clientSecret: string }>();
    const confirmed = await call('POST', '/api/test-payments/confirm', ann, {
      clientSecret,
      card: { number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' },
    });
    const transactionId = confirmed.json<ConfirmedPaymentAnswer>().paymentIntent.id;
    await call('PATCH', `/api/booking/${bookingId}`, ann, { transactionId });
    const annId = await userIdOf(t, 'ann@example.com');
    await reviewAndPhoto(
      { id: annId, name: 'Ann Walker', email: 'ann@example.com' },
      { comment: 'Half-timbered!', rating: 5 },
      { image: '/media/q.webp', place: 'Quedlinburg' },
    );
    // Sent signed in as Ann: hers, whatever address she typed.
    await contactMessage(
      { senderEmail: 'ann.walker@example.net', subject: 'A question', body: 'Is the castle open in winter?' },
      ann,
    );
    await contactMessage({ senderEmail: 'bob@example.com', subject: 'Bob', body: 'Not Ann’s.' });
    // A stranger typing Ann's address plants nothing in her data.
    await contactMessage({
      senderEmail: 'ANN@example.com',
      subject: 'Planted',
      body: 'Words Ann never wrote.',
    });

    const res = await call('GET', '/api/me/export', ann);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="travel-guide-de-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = res.json<DataExport>();
    expect(data.profile).toMatchObject({
      email: 'ann@example.com',
      name: 'Ann Walker',
      signInMethods: [{ method: 'password' }],
    });
    expect(data.bookings).toEqual([
      expect.objectContaining({ id: bookingId, destinationName: 'Quedlinburg', transactionId }),
    ]);
    expect(data.payments).toEqual([
      expect.objectContaining({ id: transactionId, status: 'succeeded', amountCents: 7_500 }),
    ]);
    expect(data.reviews).toEqual([expect.objectContaining({ comment: 'Half-timbered!' })]);
    expect(data.photos).toEqual([expect.objectContaining({ place: 'Quedlinburg' })]);
    expect(data.contactMessages).toEqual([
      expect.objectContaining({ subject: 'A question', senderEmail: 'ann.walker@example.net' }),
    ]);
    expect(res.body).not.toContain('Words Ann never wrote');
    expect(data.sessions.some((session) => session.current)).toBe(true);

    // No secrets: not the client secret, not a session token, not a password hash; nothing of Bob's.
    expect(res.body).not.toContain(clientSecret);
    expect(res.body).not.toContain(ann.token);
    expect(res.body).not.toMatch(/"(password|token|accessToken|refreshToken|idToken|clientSecret)":/);
    expect(res.body).not.toContain('bob@example.com');
  });
});

describe('signed-in devices', () => {
  it('lists the caller’s sessions, the asking one first, and signs out another device', async () => {
    const phone = await signIn(t.app, { email: 'ann@example.com' });
    const listed = await call('GET', '/api/me/sessions', ann);
    expect(listed.statusCode).toBe(200);
    const devices = listed.json<MySession[]>();
    expect(devices.length).toBeGreaterThanOrEqual(2);
    expect(devices[0]?.current).toBe(true);
    expect(listed.body).not.toContain(phone.token);

    const other = devices.find((device) => !device.current);
    // Bob cannot end Ann's session: it is unknown to him.
    const refused = await call('DELETE', `/api/me/sessions/${other?._id}`, bob);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ message: sessionMessages.notFound });

    // Ann signs out every other device: their tokens open nothing any more; hers still works.
    for (const device of devices.filter((d) => !d.current)) {
      const ended = await call('DELETE', `/api/me/sessions/${device._id}`, ann);
      expect(ended.statusCode).toBe(200);
    }
    expect((await call('GET', '/api/me/sessions', phone)).statusCode).toBe(401);
    const left = (await call('GET', '/api/me/sessions', ann)).json<MySession[]>();
    expect(left.map((device) => device.current)).toEqual([true]);
  });
});

describe('DELETE /api/me', () => {
  it('asks for the password, refuses while paid trips lie ahead, then erases the person and keeps the books', async () => {
    const cara = await verifiedUser(t.app, mailer, { name: 'Cara Lee', email: 'cara@example.com' });
    const caraId = await userIdOf(t, 'cara@example.com');
    const destination = await insertDestination(t, 'Wernigerode', 4_000);
    const past = await insertBooking(t, {
      email: 'cara@example.com',
      destinationId: destination,
      date: addDays(firstBookableDate(), -30),
      transactionId: 'pi_test_cara_past',
    });
    const ahead = await insertBooking(t, {
      email: 'cara@example.com',
      destinationId: destination,
      date: addDays(firstBookableDate(), 20),
      transactionId: 'pi_test_cara_ahead',
    });
    const unpaid = await insertBooking(t, {
      email: 'cara@example.com',
      destinationId: destination,
      date: addDays(firstBookableDate(), 21),
    });
    await reviewAndPhoto(
      { id: caraId, name: 'Cara Lee', email: 'cara@example.com' },
      { comment: 'Lovely castle.', rating: 4 },
      { image: '/media/w.webp', place: 'Wernigerode' },
    );
    await contactMessage({ senderEmail: 'cara@example.com', subject: 'Hi', body: 'From Cara.' }, cara);
    // A stranger's message that merely types Cara's address is not hers to erase.
    await contactMessage({
      senderEmail: 'Cara@example.com',
      subject: 'Not from Cara',
      body: 'A stranger wrote this.',
    });

    const noPassword = await call('DELETE', '/api/me', cara, {});
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json()).toMatchObject({
      errors: [{ path: 'password', message: accountDeletionMessages.passwordRequired }],
    });
    const wrong = await call('DELETE', '/api/me', cara, { password: 'not-it' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      errors: [{ path: 'password', message: accountDeletionMessages.wrongPassword }],
    });
    const tripAhead = await call('DELETE', '/api/me', cara, { password: 'secret-pass' });
    expect(tripAhead.statusCode).toBe(409);
    expect(tripAhead.json()).toEqual({ message: accountDeletionMessages.tripsAhead });

    // Cancelled (as Cancel trip does; this booking's payment is not one the test processor made).
    await t.database.db
      .update(bookings)
      .set({ status: 'cancelled', cancelledAt: new Date() })
      .where(eq(bookings.id, ahead));
    const deleted = await call('DELETE', '/api/me', cara, { password: 'secret-pass' });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ message: accountDeletionMessages.deleted });

    // Signed out everywhere, and the address and password open nothing.
    expect((await call('GET', '/api/me/sessions', cara)).statusCode).toBe(401);
    const again = await postJson(t.app, '/api/auth/sign-in/email', {
      email: 'cara@example.com',
      password: 'secret-pass',
    });
    expect(again.statusCode).toBe(401);

    // What stays: the paid bookings, without the person; the review, by "Former traveller".
    const db = t.database.db;
    const kept = await db.select().from(bookings).where(eq(bookings.userId, caraId));
    expect(kept.map((row) => row.id).sort()).toEqual([past, ahead].sort());
    for (const row of kept) {
      expect(row).toMatchObject({ userName: FORMER_TRAVELLER, phone: null });
      expect(row.userEmail).not.toContain('cara');
    }
    expect(kept.find((row) => row.id === unpaid)).toBeUndefined();
    const [user] = await db.select().from(users).where(eq(users.id, caraId));
    expect(user).toMatchObject({ name: FORMER_TRAVELLER, phone: null, image: null, emailVerified: false });
    expect(JSON.stringify(user)).not.toContain('cara');
    expect(await db.select().from(photos).where(eq(photos.uploadedUserId, caraId))).toEqual([]);
    expect(await db.select().from(notifications).where(eq(notifications.senderUserId, caraId))).toEqual([]);
    expect(
      (await db.select().from(notifications).where(eq(notifications.senderEmail, 'cara@example.com'))).map(
        (row) => row.subject,
      ),
    ).toEqual([]);
    expect(await db.select().from(notifications).where(eq(notifications.subject, 'Not from Cara'))).toEqual([
      expect.objectContaining({ senderEmail: 'Cara@example.com', senderUserId: null }),
    ]);
    const listed = await requestJson(t.app, 'GET', '/api/review', {});
    expect(listed.body).not.toContain('Cara');
    expect(listed.body).toContain(FORMER_TRAVELLER);
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `user:${caraId}`));
    expect(entry).toMatchObject({ action: 'account.delete' });
  });

  it('keeps the last administrator', async () => {
    const boss = await verifiedUser(t.app, mailer, { name: 'The Boss', email: 'boss@example.com' });
    const res = await call('DELETE', '/api/me', boss, { password: 'secret-pass' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: accountDeletionMessages.lastAdmin });
  });

  it('leaves no mail to the person, queued or sent, and nothing of them anywhere in the database', async () => {
    const edda = await verifiedUser(t.app, mailer, { name: 'Edda Eraser', email: 'edda@example.com' });
    const destination = await insertDestination(t, 'Goslar', 3_000);
    const booked = await call('POST', '/api/bookedDestination', edda, {
      bookingId: destination,
      date: addDays(firstBookableDate(), 15),
      phone: '+49 30 7654321',
    });
    expect(booked.statusCode, booked.body).toBe(201);
    await mailer.next('edda@example.com', 'is booked');
    await postJson(
      t.app,
      '/api/email',
      { senderEmail: 'edda@example.com', subject: 'Edda Eraser asks', body: 'Is Goslar open?' },
      bearer(edda.token),
    );
    // The admin (made above) is told of it by mail.
    await mailer.next('boss@example.com', 'Edda Eraser asks');
    // Her mail server is away: the reset mail waits for its next attempt.
    mailer.unreachable.add('edda@example.com');
    await postJson(t.app, '/api/auth/request-password-reset', { email: 'edda@example.com' });
    await t.app.jobs.runDue();
    // Every jobs row as PostgreSQL writes it out, payload and last error included.
    const jobsText = async () =>
      rowsOf<{ text: string | null }>(
        await t.database.db.execute(sql`select string_agg(j::text, E'\n') as text from ${jobs} j`),
      )[0]?.text ?? '';
    expect(await jobsText()).toContain('edda@example.com');
    expect(await jobsText()).toContain('Edda Eraser');
    const sentBefore = mailer.to('edda@example.com').length;

    const deleted = await call('DELETE', '/api/me', edda, { password: 'secret-pass' });
    expect(deleted.statusCode, deleted.body).toBe(200);

    expect(await jobsText()).not.toMatch(/edda|eraser/i);
    // Every table, every row, as text.
    const tables = rowsOf<{ name: string }>(
      await t.database.db.execute(sql`select tablename as name from pg_tables where schemaname = 'public'`),
    );
    let everything = '';
    for (const { name } of tables) {
      const [dump] = rowsOf<{ text: string | null }>(
        await t.database.db.execute(
          sql`select string_agg(t::text, E'\n') as text from ${sql.identifier(name)} t`,
        ),
      );
      everything += `${name}: ${dump?.text ?? ''}\n`;
    }
    expect(everything).toContain('Goslar');
    expect(everything).not.toMatch(/edda/i);

    // The reset mail that was waiting never goes out.
    mailer.unreachable.clear();
    later = 2 * 60_000;
    try {
      await t.app.jobs.runDue();
    } finally {
      later = 0;
    }
    expect(mailer.to('edda@example.com')).toHaveLength(sentBefore);
  });

  it('takes a recent sign-in instead of a password for an account without one', async () => {
    const dora = await verifiedUser(t.app, mailer, { name: 'Dora Google', email: 'dora@example.com' });
    // As if she had signed up with Google: no password.
    await t.database.db.delete(accounts).where(eq(accounts.userId, await userIdOf(t, 'dora@example.com')));
    later = 11 * 60_000;
    try {
      const stale = await call('DELETE', '/api/me', dora, {});
      expect(stale.statusCode).toBe(403);
      expect(stale.json()).toEqual({ message: accountDeletionMessages.freshSignIn });
    } finally {
      later = 0;
    }
    expect((await call('DELETE', '/api/me', dora, {})).statusCode).toBe(200);
  });
});
