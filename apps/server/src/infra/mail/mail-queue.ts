import type { DbOrTx } from '../../db/client';
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

/** Writes mails as jobs: in the caller's transaction, so a mail exists exactly when its change does. */
export interface MailQueue {
  /** A mail written out now. */
  message(db: DbOrTx, message: MailMessage): Promise<void>;
  /** A booking's mail, written when it is sent. */
  booking(db: DbOrTx, mail: Omit<Extract<MailJob, { type: 'booking' }>, 'type'>): Promise<void>;
}

/** `wake` asks this process's worker for a pass soon, so that mail does not wait for the next poll. */
export function mailQueue(wake: () => void): MailQueue {
  const write = async (db: DbOrTx, job: MailJob) => {
    await enqueue(db, { kind: MAIL_JOB, payload: job });
    wake();
  };
  return {
    message: (db, message) => write(db, { type: 'message', message }),
    booking: (db, mail) => write(db, { type: 'booking', ...mail }),
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

/**
 * Sends a mail job. A booking mail is rendered by `renderBooking`, which answers null when there is
 * nothing to send any more (the booking was deleted, or a reminder's trip was cancelled).
 */
export function mailJobHandler(
  mailer: Mailer,
  renderBooking: (template: BookingMailTemplate, bookingId: string) => Promise<MailMessage | null>,
): JobHandler {
  return async (payload) => {
    const job = payload as MailJob;
    const message = job.type === 'message' ? job.message : await renderBooking(job.template, job.bookingId);
    if (!message) return;
    try {
      await mailer.send(message);
    } catch (error) {
      if (isPermanent(error)) {
        throw new PermanentJobError(error instanceof Error ? error.message : String(error), { cause: error });
      }
      throw error;
    }
  };
}
