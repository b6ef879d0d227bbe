import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { jobs } from '../../db/schema';
import { enqueue, PermanentJobError, type JobHandler } from '../jobs/queue';
import type { Mailer, MailMessage } from './mailer';

/** The job kind of every mail. */
export const MAIL_JOB = 'mail';

/** The mails made from a booking as it stands when the mail is sent. */
export const BOOKING_MAIL_TEMPLATES = ['booked', 'paid', 'cancelled', 'reminder'] as const;
export type BookingMailTemplate = (typeof BOOKING_MAIL_TEMPLATES)[number];

/**
 * What a mail job holds. A `message` is written out when it is queued (the identity mails, whose
 * link is all they carry). A `booking` mail is written when it is sent, from the booking as it then
 * stands: a cancellation mail then tells of the refund made after the cancellation was saved, and a
 * receipt carries its PDF without the PDF ever being stored. `to` and `subject` are kept for the
 * admins' list of mail.
 */
export type MailJob =
  | { type: 'message'; message: MailMessage }
  | { type: 'booking'; template: BookingMailTemplate; bookingId: string; to: string; subject: string };

type BookingMailJob = Extract<MailJob, { type: 'booking' }>;

/** Writes mails as jobs: in the caller's transaction, so a mail exists exactly when its change does. */
export interface MailQueue {
  /** A mail written out now. */
  message(db: DbOrTx, message: MailMessage): Promise<void>;
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

/** `wake` asks this process's worker for a pass soon, so that mail does not wait for the next poll. */
export function mailQueue(wake: () => void): MailQueue {
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
    message: (db, message) => write(db, { type: 'message', message }),
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
  const job = payload as MailJob;
  return job.type === 'message'
    ? { to: job.message.to, subject: job.message.subject }
    : { to: job.to, subject: job.subject };
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
 * nothing to send any more (the booking was deleted, or a reminder's trip was cancelled).
 * `messageIdDomain` is the right-hand side of the job's Message-ID (the sender's domain).
 */
export function mailJobHandler(
  mailer: Mailer,
  renderBooking: (template: BookingMailTemplate, bookingId: string) => Promise<MailMessage | null>,
  messageIdDomain: string,
): JobHandler {
  return async (payload, row) => {
    const job = payload as MailJob;
    const message = job.type === 'message' ? job.message : await renderBooking(job.template, job.bookingId);
    if (!message) return;
    try {
      await mailer.send({ ...message, messageId: mailJobMessageId(row.id, messageIdDomain) });
    } catch (error) {
      if (isPermanent(error)) {
        throw new PermanentJobError(error instanceof Error ? error.message : String(error), { cause: error });
      }
      throw error;
    }
  };
}
