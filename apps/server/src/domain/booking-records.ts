import { centsToDollars, type Booking } from '@tgde/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { bookings } from '../db/schema';
import { notFound } from '../http/errors';

/** A booking as stored. */
export type BookingRow = typeof bookings.$inferSelect;

/** The one row-to-answer mapping of bookings: travellers, admins and receipts see the same fields. */
export function toBooking(row: BookingRow): Booking {
  return {
    _id: row.id,
    bookingId: row.destinationId,
    bookingName: row.destinationName,
    date: row.date,
    cost: centsToDollars(row.costCents),
    userName: row.userName,
    userEmail: row.userEmail,
    phone: row.phone,
    paid: row.paid,
    transactionId: row.transactionId,
  };
}

/**
 * Who asks about a booking: a traveller sees their own; `seesAll` sees any (an admin reading, the
 * payment provider confirming a payment).
 */
export type BookingViewer = { userId: string; seesAll?: boolean } | { seesAll: true };

/** True when `viewer` may see this booking. */
export const maySee = (viewer: BookingViewer, row: Pick<BookingRow, 'userId'>): boolean =>
  viewer.seesAll === true || ('userId' in viewer && viewer.userId === row.userId);

/**
 * The booking with this id as `viewer` may see it. Someone else's booking is answered exactly as
 * one that does not exist (404), so a stranger learns nothing about which ids are taken. `lock`
 * holds the row (FOR UPDATE) until the caller's transaction ends.
 */
export async function visibleBooking(
  db: Db,
  id: string,
  viewer: BookingViewer,
  options: { lock?: boolean } = {},
): Promise<BookingRow> {
  const query = db.select().from(bookings).where(eq(bookings.id, id)).limit(1);
  const [row] = await (options.lock ? query.for('update') : query);
  if (!row || !maySee(viewer, row)) throw notFound('There is no booking with that id among yours.');
  return row;
}
