import {
  addDays,
  BOOKING_TIME_ZONE,
  calendarDateIn,
  firstBookableDate,
  mailNotFailedMessage,
  VERIFY_EMAIL_PATH,
  type ConfirmedPaymentAnswer,
  type MailProblem,
} from '@tgde/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../e2e/support/server';
import { bookings, jobs, notifications } from '../src/db/schema';
import { nextAttemptAt } from '../src/infra/jobs/queue';
import type { MailMessage } from '../src/infra/mail/mailer';
import { verifiedUser } from './support/accounts';
import { bearer, requestJson, signIn, signUp, type SignedIn } from './support/auth-client';
import { insertDestination } from './support/cast';
import { RecordingMailer } from './support/recording-mailer';
import { startSmtpSink, tokenFromReceived, type SmtpSink } from './support/smtp-sink';
import { buildTestApp, type TestApp } from './support/test-app';

/*
 * Mail goes through the job queue: written with the change that causes it, sent by the worker,
 * retried while the mail server is away, listed for the admins when it fails for good. Reminders
 * and expiry are scheduled jobs; the tests move the app's clock instead of waiting.
 */

const PHONE = '+49 30 1234567';
const inDays = (days: number) => addDays(firstBookableDate(), days);
const MINUTE = 60_000;

const mailJobs = (t: TestApp) => t.database.db.select().from(jobs).where(eq(jobs.kind, 'mail'));

describe('nextAttemptAt', () => {
  const queued = new Date('2026-12-01T10:00:00Z');
  const at = (ms: number) => new Date(queued.getTime() + ms);
  it('retries every minute in the first hour, then less often, and gives up after a day', () => {
    expect(nextAttemptAt(queued, at(5 * MINUTE))).toEqual(at(6 * MINUTE));
    expect(nextAttemptAt(queued, at(59 * MINUTE))).toEqual(at(60 * MINUTE));
    expect(nextAttemptAt(queued, at(2 * 60 * MINUTE))).toEqual(at(130 * MINUTE));
    expect(nextAttemptAt(queued, at(10 * 60 * MINUTE))).toEqual(at(630 * MINUTE));
    expect(nextAttemptAt(queued, at(24 * 60 * MINUTE))).not.toBeNull();
    expect(nextAttemptAt(queued, at(25 * 60 * MINUTE))).toBeNull();
  });
});

describe('a booking mail while the mail server is down', () => {
  let t: TestApp;
  let sink: SmtpSink;
  let port: number;
  let later = 0;
  let ann: SignedIn;

  beforeAll(async () => {
    port = await freePort();
    sink = await startSmtpSink({ smtpPort: port });
    t = await buildTestApp({
      env: { SMTP_URL: `smtp://127.0.0.1:${port}`, AUTH_RATE_LIMIT_MAX: '1000' },
      deps: { clock: () => new Date(Date.now() + later) },
    });
    await signUp(t.app, { name: 'Ann Walker', email: 'ann@example.com' });
    const token = tokenFromReceived(await sink.next('ann@example.com'), VERIFY_EMAIL_PATH);
    const verified = await t.app.inject({ url: `/api/auth/verify-email?token=${token}` });
    expect(verified.statusCode).toBe(200);
    ann = await signIn(t.app, { email: 'ann@example.com' });
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  it('is kept while SMTP is unreachable and arrives once it is back', async () => {
    await sink.close();
    const destination = await insertDestination(t, 'Bamberg');
    const res = await requestJson(t.app, 'POST', '/api/bookedDestination', bearer(ann.token), {
      bookingId: destination,
      date: inDays(20),
      phone: PHONE,
    });
    expect(res.statusCode, res.body).toBe(201);
    const bookingId = res.json<{ insertedId: string }>().insertedId;

    // Tried, refused by the closed port, and waiting for its next attempt a minute later.
    await expect
      .poll(async () => (await mailJobs(t)).find((job) => job.status === 'queued' && job.attempts >= 1))
      .toBeTruthy();
    const [waiting] = (await mailJobs(t)).filter((job) => job.status === 'queued');
    expect(waiting?.payload).toMatchObject({ type: 'booking', template: 'booked', bookingId });

    sink = await startSmtpSink({ smtpPort: port });
    later = 61 * 1000;
    await t.app.jobs.runDue();
    const mail = await sink.next('ann@example.com');
    expect(mail.decoded).toContain('Bamberg');
    expect(mail.decoded).toMatch(/Subject: Your trip to Bamberg on .* is booked/);
    expect((await mailJobs(t)).filter((job) => job.status !== 'done')).toEqual([]);
  });
});

/** Records mail; refuses mail to addresses in `refused` as an SMTP server refuses a mailbox (550). */
class RefusingMailer extends RecordingMailer {
  refused = new Set<string>();
  override async send(message: MailMessage): Promise<void> {
    if (this.refused.has(message.to)) {
      throw Object.assign(new Error('550 5.1.1 Mailbox unavailable'), { responseCode: 550 });
    }
    return super.send(message);
  }
}

describe('reminders, expiry and failed mail', () => {
  let t: TestApp;
  const mailer = new RefusingMailer();
  let later = 0;
  const clock = () => new Date(Date.now() + later);
  let ann: SignedIn;
  let bob: SignedIn;
  let boss: SignedIn;
  let destination: string;

  beforeAll(async () => {
    t = await buildTestApp({
      env: { ADMIN_EMAILS: 'boss@example.com', AUTH_RATE_LIMIT_MAX: '1000', REMINDER_DAYS: '2' },
      deps: { mailer, clock, scheduledJobs: true, jobPollMs: 0 },
    });
    ann = await verifiedUser(t.app, mailer, { name: 'Ann Walker', email: 'ann@example.com' });
    bob = await verifiedUser(t.app, mailer, { name: 'Bob Rover', email: 'bob@example.com' });
    boss = await verifiedUser(t.app, mailer, { name: 'The Boss', email: 'boss@example.com' });
    destination = await insertDestination(t, 'Lübeck', 5000);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, who?: SignedIn, body?: unknown) =>
    requestJson(t.app, method, url, who ? bearer(who.token) : {}, body);

  async function book(who: SignedIn, date: string): Promise<string> {
    const res = await call('POST', '/api/bookedDestination', who, {
      bookingId: destination,
      date,
      phone: PHONE,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ insertedId: string }>().insertedId;
  }

  async function pay(who: SignedIn, id: string): Promise<void> {
    const intent = await call('POST', '/api/create-payment-intent', who, { bookingId: id });
    const confirmed = await call('POST', '/api/test-payments/confirm', who, {
      clientSecret: intent.json<{ clientSecret: string }>().clientSecret,
      card: { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' },
    });
    const transactionId = confirmed.json<ConfirmedPaymentAnswer>().paymentIntent.id;
    expect((await call('PATCH', `/api/booking/${id}`, who, { transactionId })).statusCode).toBe(200);
  }

  const reminders = (to: string) => mailer.to(to).filter((m) => m.subject.startsWith('Reminder'));
  /** Moves the clock to `days` days from now (plus a minute, so that a new scheduled slot starts). */
  async function passDays(days: number): Promise<void> {
    later = days * 24 * 60 * MINUTE + MINUTE;
    await t.app.jobs.runDue();
  }

  it('sends one reminder two days before a paid trip, none for a cancelled one', async () => {
    const date = inDays(10);
    const paid = await book(ann, date);
    await pay(ann, paid);
    const cancelled = await book(bob, date);
    await pay(bob, cancelled);
    expect((await call('POST', `/api/booking/${cancelled}/cancel`, bob)).statusCode).toBe(200);

    await t.app.jobs.runDue();
    expect(reminders('ann@example.com')).toEqual([]);

    // Three days before: not yet. Two days before (in Germany): the reminder.
    const today = calendarDateIn(BOOKING_TIME_ZONE);
    const daysUntil = (Date.parse(date) - Date.parse(today)) / (24 * 60 * MINUTE);
    await passDays(daysUntil - 3);
    expect(reminders('ann@example.com')).toEqual([]);
    await passDays(daysUntil - 2);
    const [reminder, ...more] = reminders('ann@example.com');
    expect(more).toEqual([]);
    expect(reminder?.subject).toContain('Lübeck');
    expect(reminder?.text).toContain('http://localhost:3000/dashboard/booking');
    const ics = reminder?.attachments?.find((a) => a.filename.endsWith('.ics'));
    expect(String(ics?.content)).toContain(`UID:booking-${paid}@travel-guide-de`);

    // Later passes send no second one; the cancelled trip never gets one.
    await passDays(daysUntil - 1);
    expect(reminders('ann@example.com')).toHaveLength(1);
    expect(reminders('bob@example.com')).toEqual([]);
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, paid));
    expect(row?.remindedAt).not.toBeNull();
  });

  it('reminds a trip paid when it is already near at the next pass', async () => {
    later = 0;
    const soon = await book(bob, inDays(1));
    await pay(bob, soon);
    await passDays(0);
    expect(reminders('bob@example.com').map((m) => m.subject)).toEqual([
      expect.stringContaining('Reminder: your trip to Lübeck'),
    ]);
  });

  it('expires an unpaid booking through the scheduled pass once its hold ran out', async () => {
    later = 0;
    const unpaid = await book(ann, inDays(30));
    await t.app.jobs.runDue();
    const status = async () =>
      (await t.database.db.select().from(bookings).where(eq(bookings.id, unpaid)))[0]?.status;
    expect(await status()).toBe('unpaid');
    await passDays(2);
    expect(await status()).toBe('expired');
  });

  it('deletes contact messages older than CONTACT_RETENTION_DAYS in the hourly retention pass', async () => {
    later = 0;
    const day = 24 * 60 * MINUTE;
    const [old, recent] = await t.database.db
      .insert(notifications)
      .values([
        {
          subject: 'Old',
          body: 'A year ago.',
          senderEmail: 'old@example.com',
          createdAt: new Date(Date.now() - 366 * day),
        },
        {
          subject: 'Recent',
          body: 'Last week.',
          senderEmail: 'new@example.com',
          createdAt: new Date(Date.now() - 7 * day),
        },
      ])
      .returning({ id: notifications.id });
    await passDays(0.1);
    const left = await t.database.db.select({ id: notifications.id }).from(notifications);
    expect(left.map((row) => row.id)).toContain(recent?.id);
    expect(left.map((row) => row.id)).not.toContain(old?.id);
  });

  it('keeps a mail the mail server refuses for good as failed, lists it for admins, and sends it again', async () => {
    later = 0;
    mailer.refused.add('ann@example.com');
    const id = await book(ann, inDays(40));
    await t.app.jobs.runDue();
    mailer.refused.clear();

    const list = await call('GET', '/api/admin/mail', boss);
    expect(list.statusCode).toBe(200);
    const failed = list.json<MailProblem[]>().find((m) => m.to === 'ann@example.com');
    expect(failed).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: '550 5.1.1 Mailbox unavailable',
      nextAttemptAt: null,
      subject: expect.stringContaining('Lübeck'),
    });
    // Travellers see none of it.
    expect((await call('GET', '/api/admin/mail', ann)).statusCode).toBe(403);

    const retried = await call('POST', `/api/admin/mail/${failed?._id}/retry`, boss);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json<MailProblem>().status).toBe('retrying');
    await t.app.jobs.runDue();
    expect(
      mailer.to('ann@example.com').filter((m) => m.text.includes(`/dashboard/payment/${id}`)),
    ).toHaveLength(1);
    expect((await call('GET', '/api/admin/mail', boss)).json<MailProblem[]>()).toEqual([]);

    // Sent now: sending it again would send it twice.
    const again = await call('POST', `/api/admin/mail/${failed?._id}/retry`, boss);
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe(mailNotFailedMessage);
    const unknown = await call('POST', '/api/admin/mail/0192f3a4-7b1c-7d2e-9f00-1a2b3c4d5e6f/retry', boss);
    expect(unknown.statusCode).toBe(404);
  });

  it('runs each due mail once, however many passes are asked for at the same time', async () => {
    later = 0;
    const before = mailer.sent.length;
    const ids = await Promise.all([0, 1, 2, 3, 4].map((i) => book(bob, inDays(50 + i))));
    await Promise.all([t.app.jobs.runDue(), t.app.jobs.runDue(), t.app.jobs.runDue()]);
    const sent = mailer.sent.slice(before).filter((m) => m.subject.includes('is booked'));
    expect(sent).toHaveLength(ids.length);
    const done = await t.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, 'mail'), eq(jobs.status, 'done')));
    expect(done.every((job) => job.attempts === 1)).toBe(true);
  });

  it('sends a mail again with its Message-ID when its worker died after the mail server took it', async () => {
    later = 0;
    const first = await book(bob, inDays(60));
    const second = await book(bob, inDays(61));
    await t.app.jobs.runDue();
    const mailOf = (id: string) => mailer.sent.filter((m) => m.text.includes(`/dashboard/payment/${id}`));
    expect(mailOf(first)).toHaveLength(1);

    // The worker was killed after the mail server accepted the mail, before it could mark the job
    // done: the job is still running, and its lease has run out.
    const [job] = await t.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, 'mail'), sql`${jobs.payload}->>'bookingId' = ${first}`));
    await t.database.db
      .update(jobs)
      .set({ status: 'running', lockedUntil: new Date(Date.now() - MINUTE) })
      .where(eq(jobs.id, job!.id));
    await t.app.jobs.runDue();

    const [sent, resent] = mailOf(first);
    expect(resent, 'sent again: a mail the server may not have taken is not lost').toBeDefined();
    expect(sent?.messageId).toBe(`<mail-${job!.id}@localhost>`);
    expect(resent?.messageId).toBe(sent?.messageId);
    expect(mailOf(second)[0]?.messageId).not.toBe(sent?.messageId);
  });
});
