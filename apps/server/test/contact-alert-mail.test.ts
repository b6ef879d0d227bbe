import { and, eq, gte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../src/db/schema';
import type { MailMessage } from '../src/infra/mail/mailer';
import { verifiedUser } from './support/accounts';
import { postJson, signUp } from './support/auth-client';
import { caller } from './support/cast';
import { RecordingMailer } from './support/recording-mailer';
import { buildTestApp, type TestApp } from './support/test-app';

/*
 * A new contact message tells every verified admin by e-mail: the subject, the sender and a link to
 * the message on the dashboard, never the body (that stays in the inbox).
 */

/** Records mail, and fails the new-message mails while `failAlerts` is set. */
class FlakyMailer extends RecordingMailer {
  failAlerts = false;

  override async send(message: MailMessage): Promise<void> {
    if (this.failAlerts && message.subject.startsWith('New message')) throw new Error('SMTP is down');
    return super.send(message);
  }
}

let t: TestApp;
const mailer = new FlakyMailer();
let now = new Date();

beforeAll(async () => {
  t = await buildTestApp({
    env: {
      ADMIN_EMAILS: 'boss@example.com,squatter@example.com',
      AUTH_RATE_LIMIT_MAX: '1000',
      CONTACT_RATE_LIMIT: '1000',
    },
    deps: { mailer, clock: () => now },
  });
  const boss = await verifiedUser(t.app, mailer, { name: 'The Boss', email: 'boss@example.com' });
  await verifiedUser(t.app, mailer, { name: 'Second Admin', email: 'second@example.com' });
  await caller(t.app)('PUT', '/api/user/admin/second@example.com', boss);
  await verifiedUser(t.app, mailer, { name: 'Ann Walker', email: 'ann@example.com' });
  // On ADMIN_EMAILS, but the address is not proven: no admin, so no mail.
  await signUp(t.app, { name: 'Not The Owner', email: 'squatter@example.com' });
});
afterAll(() => t.close());

const message = {
  senderEmail: 'visitor@example.travel',
  subject: 'Winter tours?\nPlease call',
  body: 'Do you have tours in winter? My number is +49 30 999999.',
};

describe('the new-message mail to the admins', () => {
  it('goes to every verified admin: subject, sender and link, without the body', async () => {
    const res = await postJson(t.app, '/api/email', message);
    expect(res.statusCode).toBe(201);
    const { insertedId } = res.json<{ insertedId: string }>();

    for (const admin of ['boss@example.com', 'second@example.com']) {
      const mail = await mailer.next(admin, 'New message');
      // The subject on one line: a line break typed by a visitor stays out of the mail's headers.
      expect(mail.subject).toBe('New message: Winter tours? Please call');
      for (const body of [mail.text, mail.html]) {
        expect(body).toContain('visitor@example.travel');
        expect(body).toContain(`http://localhost:3000/dashboard/notification/${insertedId}`);
        expect(body).not.toContain('My number');
        expect(body).not.toContain('+49 30 999999');
      }
    }
    const alerts = mailer.sent.filter((m) => m.subject.startsWith('New message'));
    expect(alerts.map((m) => m.to).sort()).toEqual(['boss@example.com', 'second@example.com']);
  });

  it('a mail that cannot be sent is retried; the visitor’s message is stored all the same', async () => {
    mailer.failAlerts = true;
    const res = await postJson(t.app, '/api/email', { ...message, subject: 'Lost mail' });
    expect(res.statusCode).toBe(201);
    // Both alerts were tried, failed, and wait for their next attempt.
    const waiting = () =>
      t.database.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.kind, 'mail'), eq(jobs.status, 'queued'), gte(jobs.attempts, 1)));
    await expect.poll(async () => (await waiting()).length).toBe(2);
    expect((await waiting())[0]?.lastError).toBe('SMTP is down');

    mailer.failAlerts = false;
    // The next attempt is a minute after the failure.
    now = new Date(Date.now() + 61_000);
    await t.app.jobs.runDue();
    const lost = mailer.sent.filter((m) => m.subject === 'New message: Lost mail');
    expect(lost.map((m) => m.to).sort()).toEqual(['boss@example.com', 'second@example.com']);
    expect(await waiting()).toEqual([]);
  });
});
