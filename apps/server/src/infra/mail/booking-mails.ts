import type { Locale } from '@tgde/contracts';
import { eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users, type bookings } from '../../db/schema';
import {
  bookingMadeMail,
  paymentReceiptMail,
  tripCancelledMail,
  tripReminderMail,
  departureGuaranteedMail,
  type BookingMail,
} from './booking-templates';
import type { MailQueue } from './mail-queue';

export type BookingRow = typeof bookings.$inferSelect;
type Row = BookingRow;

/**
 * The mails of a booking, queued in the transaction of the change that causes them (pass that
 * transaction as `db`), and sent by the job worker.
 */
export interface BookingMails {
  /** The booking mail with its calendar entry and the link to pay. */
  booked(db: DbOrTx, row: Row): Promise<void>;
  /** The receipt, with its PDF. */
  paid(db: DbOrTx, row: Row): Promise<void>;
  /**
   * The cancellation, with the refund, the credit note and a calendar file that removes the trip.
   * A paid trip's refund is asked for after the cancellation commits, so its mail waits for
   * `refundSettled` (at most REFUND_WAIT_MS) to tell of the refund made rather than one on its way.
   */
  cancelled(db: DbOrTx, row: Row): Promise<void>;
  /** The cancelled booking's refund was made or could not be made: its mail may go now. */
  refundSettled(db: DbOrTx, bookingId: string): Promise<void>;
  /** The reminder a few days before a paid trip. */
  reminder(db: DbOrTx, row: Row): Promise<void>;
  /** A minimum-group departure takes place. */
  guaranteed(db: DbOrTx, row: Row): Promise<void>;
  /**
   * The booking mail (as `booked` queues it) as a job row for a statement that writes the booking
   * and its mail at once: `booking` names the new booking's columns in that statement, and the
   * subject is `subject.before`, the destination's name, `subject.after` (bookedSubjectAround: the
   * name is only read by that statement). `wake()` once it has committed.
   */
  bookedJobSql(
    booking: Record<'id' | 'userEmail' | 'destinationName', SQL>,
    subject: Record<'before' | 'after', SQLWrapper>,
  ): { kind: string; payload: SQL };
  /** The booking mail's subject for a trip on `date`: the text before and after the destination. */
  bookedSubjectAround(date: string, time: string | null): { before: string; after: string };
  /** Asks the worker for a pass soon, after a statement that queued mail (bookedJobSql). */
  wake(): void;
}

/**
 * How long a paid trip's cancellation mail waits for its refund. Past it (the server stopped between
 * the cancellation and the refund) the mail goes out saying the refund is on its way.
 */
export const REFUND_WAIT_MS = 60_000;

/** Stands for the destination in a subject written before the destination is known. */
const DESTINATION_MARK = '\u{E000}';

/** The language the traveller last signed in or booked in (English for an account long gone). */
export async function travellerLocale(db: DbOrTx, userId: string): Promise<Locale> {
  const [user] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, userId)).limit(1);
  return user?.locale ?? 'en';
}

/**
 * Queues booking mails through `queue`, with the subject the mail will have (for the admins' list);
 * the mail itself is written when it is sent.
 */
export function bookingMails(queue: MailQueue): BookingMails {
  const queueFor = (mail: BookingMail) => async (db: DbOrTx, row: Row) => {
    const refundToCome = mail === tripCancelledMail && row.transactionId !== null && row.refundId === null;
    await queue.booking(
      db,
      {
        template: mail.id,
        bookingId: row.id,
        to: row.userEmail,
        subject: mail.subject(
          { destination: row.destinationName, date: row.date, time: row.departureTime || null },
          'en',
        ),
      },
      refundToCome ? new Date(Date.now() + REFUND_WAIT_MS) : undefined,
    );
  };
  return {
    booked: queueFor(bookingMadeMail),
    paid: queueFor(paymentReceiptMail),
    cancelled: queueFor(tripCancelledMail),
    refundSettled: (db, bookingId) => queue.release(db, bookingId, tripCancelledMail.id),
    reminder: queueFor(tripReminderMail),
    guaranteed: queueFor(departureGuaranteedMail),
    bookedJobSql: (booking, subject) =>
      queue.bookingJobSql({
        template: bookingMadeMail.id,
        bookingId: booking.id,
        to: booking.userEmail,
        subject: sql`${subject.before}::text || ${booking.destinationName} || ${subject.after}::text`,
      }),
    bookedSubjectAround: (date, time) => {
      // The subject as `booked` writes it, split where the destination's name goes.
      const subject = bookingMadeMail.subject({ destination: DESTINATION_MARK, date, time }, 'en');
      const at = subject.indexOf(DESTINATION_MARK);
      if (at < 0) throw new Error('The booking mail subject does not name its destination');
      return { before: subject.slice(0, at), after: subject.slice(at + DESTINATION_MARK.length) };
    },
    wake: () => queue.wake(),
  };
}
