import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { jobs } from '../../db/schema';
import { enqueue, PermanentJobError, type JobHandler } from '../jobs/queue';
import type { SecretBox } from '../secrets/secret-box';
import type { Mailer, MailMessage } from './mailer';

/** The job kind of every mail. */
export const MAIL_JOB = 'mail';

/**
 * The id of a mail made from a booking as it stands when the mail is sent (a declared mail of job
 * `booking`: booking-templates.ts lists them).
 */
export type BookingMailTemplate = string;

/** The purpose label of the key that seals mail jobs (infra/secrets/secret-box.ts). */
export const MAIL_JOB_SEAL = 'mail-job';

/**
 * What a mail job holds. A `message` is written out when it is queued (the identity mails, whose
 * link is all they carry, and the admins' alerts): the whole mail is `sealed` (encrypted under a key
 * from AUTH_SECRET), since its link opens an account, and once sent the job keeps only `to`,
 * `subject` and `about` (docs/decisions/0014-secrets-at-rest.md). `about` names the record the mail
 * tells of (`notification:<id>`), so that erasing the record erases its mail. A `booking` mail is
 * written when it is sent, from the booking as it then stands: a cancellation mail then tells of
 * the refund made after the cancellation was saved, and a receipt carries its PDF without the PDF
 * ever being stored. `to` and `subject` are kept for the admins' list of mail.
 */
export type MailJob =
  | { type: 'message'; to: string; subject: string; sealed?: string; about?: string }
  | { type: 'booking'; template: BookingMailTemplate; bookingId: string; to: string; subject: string };

type MessageMailJob = Extract<MailJob, { type: 'message' }>;
type BookingMailJob = Extract<MailJob, { type: 'booking' }>;
/** A message queued by a version that kept the mail unsealed: sent as it is, then kept without it. */
type PlainMessageJob = { type: 'message'; message: MailMessage };
/** What a mail job's row may hold. */
type StoredMailJob = MailJob | PlainMessageJob;

/** Writes mails as jobs: in the caller's transaction, so a mail exists exactly when its change does. */
export interface MailQueue {
  /** A mail written out now and sealed; `about` names the record it tells of (see MailJob). */
  message(db: DbOrTx, message: MailMessage, about?: string): Promise<void>;
  /** A booking's mail, written when it is sent; with `notBefore`, not sent before then unless released. */
  booking(db: DbOrTx, mail: Omit<BookingMailJob, 'type'>, notBefore?: Date): Promise<void>;
  /** Sends a booking's `template` mail held back by `notBefore` now, if it is still waiting. */
  release(db: DbOrTx, bookingId: string, template: BookingMailTemplate): Promise<void>;
  /**
   * A booking's mail as the `kind` and `payload` of a job row, for a statement that writes the
   * booking and its mail at once: each field is SQL over that statement's new booking. Call `wake`
   * once the statement has committed.
   */
  bookingJobSql(mail: { template: BookingMailTemplate } & Record<'bookingId' | 'to' | 'subject', SQL>): {
    kind: string;
    payload: SQL;
  };
  /** Asks the worker for a pass soon, for mail that a statement of the caller's has just queued. */
  wake(): void;
}

/**
 * The worker is woken once mail has stopped being queued for QUIET_MS, and at the latest
 * WAKE_WITHIN_MS after the first mail it has not been woken for: a burst of bookings (200 at once)
 * is answered first and its mails go out right after, instead of each answer waiting behind the
 * rendering and sending of the mails before it. A single mail waits QUIET_MS more.
 */
const QUIET_MS = 50;
const WAKE_WITHIN_MS = 1000;

/**
 * `wake` asks this process's worker for a pass soon, so that mail does not wait for the next poll;
 * `box` seals the mails written out now (MAIL_JOB_SEAL).
 */
export function mailQueue(wake: () => void, box: SecretBox): MailQueue {
  let timer: NodeJS.Timeout | undefined;
  let firstQueuedAt = 0;
  const wakeWhenQuiet = () => {
    const now = Date.now();
    if (timer === undefined) firstQueuedAt = now;
    clearTimeout(timer);
    timer = setTimeout(
      () => {
        timer = undefined;
        wake();
      },
      Math.max(0, Math.min(QUIET_MS, firstQueuedAt + WAKE_WITHIN_MS - now)),
    );
    // A wake still waiting must not keep a process from ending: the poll sends that mail anyway.
    timer.unref();
  };
  const write = async (db: DbOrTx, job: MailJob, runAt?: Date) => {
    await enqueue(db, { kind: MAIL_JOB, payload: job, ...(runAt ? { runAt } : {}) });
    if (!runAt) wakeWhenQuiet();
  };
  return {
    message: (db, message, about) =>
      write(db, {
        type: 'message',
        to: message.to,
        subject: message.subject,
        sealed: box.seal(JSON.stringify(message)),
        ...(about === undefined ? {} : { about }),
      }),
    booking: (db, mail, notBefore) => write(db, { type: 'booking', ...mail }, notBefore),
    release: async (db, bookingId, template) => {
      const released = await db
        .update(jobs)
        .set({ runAt: sql`least(${jobs.runAt}, now())` })
        .where(
          and(
            eq(jobs.kind, MAIL_JOB),
            eq(jobs.status, 'queued'),
            sql`${jobs.payload}->>'type' = 'booking'`,
            sql`${jobs.payload}->>'bookingId' = ${bookingId}`,
            sql`${jobs.payload}->>'template' = ${template}`,
          ),
        )
        .returning({ id: jobs.id });
      if (released.length > 0) wakeWhenQuiet();
    },
    bookingJobSql: ({ template, ...fields }) => {
      // The same object `booking` writes: every field of a booking mail's job, none left out.
      const payload: Record<keyof BookingMailJob, SQL> = {
        type: sql`${'booking'}::text`,
        template: sql`${template}::text`,
        ...fields,
      };
      const pairs = Object.entries(payload).map(([key, value]) => sql`${key}::text, ${value}`);
      return { kind: MAIL_JOB, payload: sql`jsonb_build_object(${sql.join(pairs, sql`, `)})` };
    },
    wake: wakeWhenQuiet,
  };
}

/** Who a mail job goes to and what it is about, for the admins' list. */
export function mailJobSummary(payload: unknown): { to: string; subject: string } {
  const job = payload as StoredMailJob;
  return 'message' in job
    ? { to: job.message.to, subject: job.message.subject }
    : { to: job.to, subject: job.subject };
}

/** What a sent message's job keeps: whom it went to and what about, never its text or links. */
function sentMessage(job: MessageMailJob | PlainMessageJob): MessageMailJob {
  if ('message' in job) return { type: 'message', to: job.message.to, subject: job.message.subject };
  const { sealed: _sealed, ...kept } = job;
  return kept;
}

/** The mail a message job sends; a PermanentJobError when it cannot be opened. */
function openMessage(job: MessageMailJob | PlainMessageJob, box: SecretBox): MailMessage {
  if ('message' in job) return job.message;
  if (job.sealed === undefined) throw new PermanentJobError('The text of this mail is no longer kept.');
  const opened = box.open(job.sealed);
  if (opened === null) {
    throw new PermanentJobError(
      'The mail was sealed under another AUTH_SECRET and cannot be opened; the links it carried would not work any more either.',
    );
  }
  return JSON.parse(opened) as MailMessage;
}

/**
 * Deletes, whatever their state, the mail jobs of a person being erased: those to `to` (in any
 * case), those of the bookings `bookingIds`, and those `about` records being erased. Answers how
 * many went.
 */
export async function deleteMailJobs(
  db: DbOrTx,
  of: { to: string; bookingIds: string[]; about: string[] },
): Promise<number> {
  const deleted = await db
    .delete(jobs)
    .where(
      and(
        eq(jobs.kind, MAIL_JOB),
        or(
          sql`lower(coalesce(${jobs.payload}->>'to', ${jobs.payload}->'message'->>'to')) = ${of.to.toLowerCase()}`,
          of.bookingIds.length > 0 ? inArray(sql`${jobs.payload}->>'bookingId'`, of.bookingIds) : undefined,
          of.about.length > 0 ? inArray(sql`${jobs.payload}->>'about'`, of.about) : undefined,
        ),
      ),
    )
    .returning({ id: jobs.id });
  return deleted.length;
}

/** SMTP's permanent refusals (5xx: no such mailbox, refused sender): retrying will not help. */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/** The domain of a From address (`Travel Guide DE <no-reply@example.com>` → `example.com`). */
export function domainOf(from: string): string {
  return /@([^\s<>@]+?)>?\s*$/.exec(from)?.[1] ?? 'localhost';
}

/** The Message-ID of a mail job: one per job, whichever attempt sends it. */
export function mailJobMessageId(jobId: string, domain: string): string {
  return `<mail-${jobId}@${domain}>`;
}

/**
 * Sends a mail job. A booking mail is rendered by `renderBooking`, which answers null when there is
 * nothing to send any more (the booking was deleted, or a reminder's trip was cancelled). A message
 * is opened with `box` (one that cannot be opened, sealed under another AUTH_SECRET, fails for good)
 * and, once sent, its job keeps neither its text nor its links. `messageIdDomain` is the right-hand
 * side of the job's Message-ID (the sender's domain).
 */
export function mailJobHandler(
  mailer: Mailer,
  renderBooking: (template: BookingMailTemplate, bookingId: string) => Promise<MailMessage | null>,
  messageIdDomain: string,
  box: SecretBox,
): JobHandler {
  return async (payload, row) => {
    const job = payload as StoredMailJob;
    const message =
      job.type === 'message' ? openMessage(job, box) : await renderBooking(job.template, job.bookingId);
    const finished = job.type === 'message' ? { keep: sentMessage(job) } : undefined;
    if (!message) return finished;
    try {
      await mailer.send({ ...message, messageId: mailJobMessageId(row.id, messageIdDomain) });
    } catch (error) {
      if (isPermanent(error)) {
        throw new PermanentJobError(error instanceof Error ? error.message : String(error), { cause: error });
      }
      throw error;
    }
    return finished;
  };
}
