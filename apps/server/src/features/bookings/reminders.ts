import { addDays, BOOKING_TIME_ZONE, calendarDateIn } from '@tgde/contracts';
import { and, eq, gte, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema';
import type { BookingMails } from '../../infra/mail/booking-mails';

/** The scheduled job that queues the reminders (every minute: app.ts). */
export const REMINDERS_JOB = 'reminders';

/**
 * Queues the reminder of every paid trip that is `reminderDays` days away or nearer (in Germany,
 * where trips are dated) and has had none: one guarded update marks them reminded and, in the same
 * transaction, their mails are queued. A booking is marked once, so it gets one reminder however
 * often or on however many servers this runs; a trip paid when it is already that near is found by
 * the next pass. Answers how many were queued.
 */
export async function queueReminders(
  db: Db,
  mails: Pick<BookingMails, 'reminder'>,
  reminderDays: number,
  now: Date,
): Promise<number> {
  const today = calendarDateIn(BOOKING_TIME_ZONE, now);
  return db.transaction(async (tx) => {
    const due = await tx
      .update(bookings)
      .set({ remindedAt: now })
      .where(
        and(
          eq(bookings.status, 'paid'),
          isNull(bookings.remindedAt),
          gte(bookings.date, today),
          lte(bookings.date, addDays(today, reminderDays)),
        ),
      )
      .returning();
    for (const row of due) await mails.reminder(tx, row);
    return due.length;
  });
}
