import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type MailProblem, RESET_PASSWORD_PATH, VERIFY_EMAIL_PATH } from '@tgde/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { jobs } from '../src/db/schema';
import { diskStore } from '../src/infra/images/store';
import { writeBackup } from '../src/infra/backup/dump';
import { readBackupFile } from '../src/infra/backup/format';
import { writeFileSafely } from '../src/infra/backup/schedule';
import { MAIL_JOB, MAIL_JOB_SEAL, mailQueue } from '../src/infra/mail/mail-queue';
import type { MailMessage } from '../src/infra/mail/mailer';
import { secretBox } from '../src/infra/secrets/secret-box';
import { verifiedUser } from './support/accounts';
import { bearer, postJson, requestJson, signUp, type SignedIn } from './support/auth-client';
import { RecordingMailer, tokenFromMail } from './support/recording-mailer';
import { buildTestApp, type TestApp } from './support/test-app';

/*
 * A copy of the database, or a backup, opens no account: the mail jobs that carry a password-reset
 * or verification link keep it sealed under a key from AUTH_SECRET while they wait, and nothing of
 * it once sent (docs/decisions/0014-secrets-at-rest.md). AUTH_SECRET is set, as in production: the
 * backup then carries no key.
 */

/** Records mail; while `down`, fails as an unreachable mail server does (the job is retried). */
class FlakyMailer extends RecordingMailer {
  down = false;
  override async send(message: MailMessage): Promise<void> {
    if (this.down) throw new Error('connect ECONNREFUSED 127.0.0.1:25');
    return super.send(message);
  }
}

const AUTH_SECRET = 'the-operators-own-secret-of-forty-characters';
const mailer = new FlakyMailer();
const work = mkdtempSync(path.join(tmpdir(), 'tgde-secrets-'));
let t: TestApp;
let later = 0;
let boss: SignedIn;

beforeAll(async () => {
  t = await buildTestApp({
    env: { AUTH_SECRET, AUTH_RATE_LIMIT_MAX: '10000', ADMIN_EMAILS: 'boss@example.com' },
    deps: { mailer, clock: () => new Date(Date.now() + later) },
  });
  boss = await verifiedUser(t.app, mailer, { name: 'The Boss', email: 'boss@example.com' });
});
afterAll(async () => {
  await t.close();
  rmSync(work, { recursive: true, force: true });
});

const mailJobs = () => t.database.db.select().from(jobs).where(eq(jobs.kind, MAIL_JOB));

/** The text of every table in a backup made with the product's own backup code, and its data files. */
async function backupText(name: string): Promise<string> {
  const file = path.join(work, name);
  await writeFileSafely(file, (destination) =>
    writeBackup({ database: t.database, media: t.media, dataDir: t.dataDir }, destination),
  );
  let text = '';
  for await (const { meta, body } of readBackupFile(file)) {
    if (meta.type === 'file' && meta.area === 'uploads') continue;
    text += `${JSON.stringify(meta)}\n${body.toString('utf8')}\n`;
  }
  return text;
}

/** Every string shaped like a password-reset token (24 letters and digits) or a verification token (a JWT). */
function tokenLike(text: string): { reset: Set<string>; verify: Set<string> } {
  return {
    reset: new Set(text.match(/(?<![A-Za-z0-9])[A-Za-z0-9]{24}(?![A-Za-z0-9])/g) ?? []),
    verify: new Set(text.match(/eyJ[\w-]+\.[\w-]+\.[\w-]+/g) ?? []),
  };
}

describe('mail jobs at rest', () => {
  it('keep no working reset or verification link in the database or a backup, and the mail still arrives with one', async () => {
    await verifiedUser(t.app, mailer, { name: 'Rita Reset', email: 'rita@example.com' });
    mailer.down = true;
    await signUp(t.app, { name: 'Vera Verify', email: 'vera@example.com' });
    const asked = await postJson(t.app, '/api/auth/request-password-reset', { email: 'rita@example.com' });
    expect(asked.statusCode).toBe(200);
    // Both mails tried, refused by the mail server, and waiting for their next attempt.
    await t.app.jobs.runDue();
    const waiting = (await mailJobs()).filter((job) => job.status === 'queued');
    expect(waiting.map((job) => (job.payload as { to: string }).to).sort()).toEqual([
      'rita@example.com',
      'vera@example.com',
    ]);
    const whileWaiting = await backupText('waiting.tgdb');
    expect(whileWaiting).not.toContain(AUTH_SECRET);

    mailer.down = false;
    later = 61_000;
    await t.app.jobs.runDue();
    const resetMail = await mailer.next('rita@example.com', 'Reset');
    const verifyMail = await mailer.next('vera@example.com', 'Verify');
    const resetToken = tokenFromMail(resetMail, RESET_PASSWORD_PATH);
    const verifyToken = tokenFromMail(verifyMail, VERIFY_EMAIL_PATH);
    const afterSending = await backupText('sent.tgdb');

    // The search below finds these tokens wherever they are written out.
    expect(tokenLike(resetMail.text).reset).toContain(resetToken);
    expect(tokenLike(verifyMail.text).verify).toContain(verifyToken);
    for (const text of [whileWaiting, afterSending]) {
      expect(text).not.toContain(resetToken);
      expect(text).not.toContain(verifyToken);
      expect(text).not.toContain(encodeURIComponent(verifyToken));
    }
    // Sent mails keep whom they went to and what about, no text and no sealed copy.
    for (const job of await mailJobs()) {
      expect(job.status).toBe('done');
      expect(Object.keys(job.payload as object).sort()).toEqual(['subject', 'to', 'type']);
    }

    // Nothing shaped like a token in either copy resets Rita's password or verifies Vera.
    const found = tokenLike(whileWaiting + afterSending);
    for (const candidate of found.reset) {
      const tried = await postJson(t.app, '/api/auth/reset-password', {
        token: candidate,
        newPassword: 'taken-over-password',
      });
      expect(tried.statusCode, candidate).not.toBe(200);
    }
    for (const candidate of found.verify) {
      const tried = await t.app.inject({
        url: `/api/auth/verify-email?token=${encodeURIComponent(candidate)}`,
      });
      expect(tried.statusCode, candidate).not.toBe(200);
    }
    const vera = await postJson(t.app, '/api/auth/sign-in/email', {
      email: 'vera@example.com',
      password: 'secret-pass',
    });
    const unverified = await requestJson(
      t.app,
      'GET',
      '/api/auth/get-session',
      bearer(vera.json<{ token: string }>().token),
    );
    expect(unverified.json<{ user: { emailVerified: boolean } }>().user.emailVerified).toBe(false);

    // The mailed links work.
    const reset = await postJson(t.app, '/api/auth/reset-password', {
      token: resetToken,
      newPassword: 'ritas-new-password',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const verified = await t.app.inject({
      url: `/api/auth/verify-email?token=${encodeURIComponent(verifyToken)}`,
    });
    expect(verified.statusCode, verified.body).toBe(200);
  });

  it('fails a mail sealed under another AUTH_SECRET for good, sending nothing, and lists it for admins', async () => {
    const old = mailQueue(() => undefined, secretBox('the-secret-before-it-was-changed-0123', MAIL_JOB_SEAL));
    await old.message(t.database.db, {
      to: 'olga@example.com',
      subject: 'Verify your e-mail address',
      text: 'http://localhost:3000/verify-email?token=old',
      html: '<p>old</p>',
    });
    await t.app.jobs.runDue();
    expect(mailer.to('olga@example.com')).toEqual([]);
    const listed = await requestJson(t.app, 'GET', '/api/admin/mail', bearer(boss.token));
    expect(listed.json<MailProblem[]>()).toEqual([
      expect.objectContaining({
        to: 'olga@example.com',
        status: 'failed',
        attempts: 1,
        lastError: expect.stringContaining('sealed under another AUTH_SECRET') as unknown,
      }),
    ]);
  });

  it('sends a mail queued unsealed by an earlier version, and keeps nothing of its text', async () => {
    const [row] = await t.database.db
      .insert(jobs)
      .values({
        kind: MAIL_JOB,
        payload: {
          type: 'message',
          message: { to: 'paula@example.com', subject: 'Earlier', text: 'Plain text', html: '<p>Plain</p>' },
        },
      })
      .returning({ id: jobs.id });
    await t.app.jobs.runDue();
    expect(mailer.to('paula@example.com').map((mail) => mail.text)).toEqual(['Plain text']);
    const [done] = await t.database.db.select().from(jobs).where(eq(jobs.id, row!.id));
    expect(done).toMatchObject({
      status: 'done',
      payload: { type: 'message', to: 'paula@example.com', subject: 'Earlier' },
    });
    expect(JSON.stringify(done?.payload)).not.toContain('Plain');
  });
});

/*
 * The same, for the embedded database's own files: someone who copies DATA_DIR (a disk image, a
 * snapshot of the volume) gets every byte PostgreSQL wrote, the write-ahead log and old row
 * versions included, not just what a query answers today. The search is for the tokens the mails
 * carried, byte for byte; session tokens are not part of it, because better-auth stores them as it
 * sends them (decision 0013 says why, and what a copy of the sessions table gives away).
 */
describe('the files of the embedded database, and a backup of it', { timeout: 240_000 }, () => {
  const diskMailer = new RecordingMailer();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tgde-secrets-disk-'));
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openDatabase({ dataDir });
    await database.migrate();
    app = await buildApp({
      config: loadConfig({
        DATA_DIR: dataDir,
        PUBLIC_URL: 'http://localhost:3000',
        AUTH_SECRET,
        AUTH_RATE_LIMIT_MAX: '10000',
      }),
      database,
      media: diskStore(path.join(dataDir, 'uploads')),
      mailer: diskMailer,
      scheduledJobs: false,
      overload: { maxEventLoopDelayMs: 60_000, maxWaitingQueries: 10_000, sampleIntervalMs: 3_600_000 },
    });
    await app.ready();
  }, 240_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Every file under DATA_DIR (the database's folder, pgdata, with its log), byte for byte. */
  function filesOnDisk(): Buffer {
    const files = readdirSync(dataDir, { recursive: true, withFileTypes: true }).filter((entry) =>
      entry.isFile(),
    );
    expect(files.length).toBeGreaterThan(100);
    return Buffer.concat(files.map((entry) => readFileSync(path.join(entry.parentPath, entry.name))));
  }

  /** A backup written by the backup code, as the file lies on disk and as its records read. */
  async function backupBytes(name: string): Promise<Buffer> {
    const file = path.join(work, name);
    await writeFileSafely(file, (destination) =>
      writeBackup({ database, media: diskStore(path.join(dataDir, 'uploads')), dataDir }, destination),
    );
    const parts: Buffer[] = [readFileSync(file)];
    for await (const { meta, body } of readBackupFile(file))
      parts.push(Buffer.from(JSON.stringify(meta)), body);
    return Buffer.concat(parts);
  }

  /** The token as it is mailed and as it would be written in a URL or in JSON. */
  const spellings = (token: string) => [
    ...new Set([token, encodeURIComponent(token), JSON.stringify(token)]),
  ];

  it('hold no reset or verification token a mail carried, before or after it is used, and the mailed links work', async () => {
    await verifiedUser(app, diskMailer, { name: 'Rita Reset', email: 'rita@example.com' });
    await signUp(app, { name: 'Vera Verify', email: 'vera@example.com' });
    const asked = await postJson(app, '/api/auth/request-password-reset', { email: 'rita@example.com' });
    expect(asked.statusCode).toBe(200);
    await app.jobs.runDue();
    const resetMail = await diskMailer.next('rita@example.com', 'Reset');
    const verifyMail = await diskMailer.next('vera@example.com', 'Verify');
    const resetToken = tokenFromMail(resetMail, RESET_PASSWORD_PATH);
    const verifyToken = tokenFromMail(verifyMail, VERIFY_EMAIL_PATH);
    const tokens = [...spellings(resetToken), ...spellings(verifyToken)];

    const onDisk = filesOnDisk();
    const backup = await backupBytes('disk-sent.tgdb');
    // The search reads what the database wrote: the accounts and the mails' subjects are there.
    for (const copy of [onDisk, backup]) {
      expect(copy.includes('vera@example.com')).toBe(true);
      expect(copy.includes(resetMail.subject)).toBe(true);
      expect(copy.includes(verifyMail.subject)).toBe(true);
      for (const token of tokens) expect(copy.includes(token), token).toBe(false);
    }

    // The links in the mails work, so finding them would have opened the accounts.
    const reset = await postJson(app, '/api/auth/reset-password', {
      token: resetToken,
      newPassword: 'ritas-new-password',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const verified = await app.inject({
      url: `/api/auth/verify-email?token=${encodeURIComponent(verifyToken)}`,
    });
    expect(verified.statusCode, verified.body).toBe(200);

    // Using a link writes it nowhere either (a verification token stays valid until it expires).
    const afterUse = [filesOnDisk(), await backupBytes('disk-used.tgdb')];
    for (const copy of afterUse) for (const token of tokens) expect(copy.includes(token), token).toBe(false);
  });
});
