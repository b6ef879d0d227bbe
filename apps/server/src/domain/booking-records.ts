import { centsToDollars, departureId, freeCancellationUntil, type Booking } from '@tgde/contracts';
import { bookedTickets } from './departures';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { bookings } from '../db/schema';
import type { AdminPower } from './admin-power';
import { notFound } from '../http/errors';

/** A booking as stored. */
export type BookingRow = typeof bookings.$inferSelect;

/** The rules of holding and cancelling bookings, from the configuration (one object, made by app.ts). */
export interface BookingPolicy {
  /** BOOKING_HOLD_MINUTES: how long an unpaid booking holds its places. */
  holdMinutes: number;
  /** FREE_CANCELLATION_DAYS: cancelling is free until this many days (in Germany) before the trip. */
  freeCancellationDays: number;
  /** The time now (AppDeps.clock). */
  now: () => Date;
}

/** The one row-to-answer mapping of bookings: travellers, admins and receipts see the same fields. */
export function toBooking(row: BookingRow, policy: Pick<BookingPolicy, 'freeCancellationDays'>): Booking {
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
    status: row.status,
    travellers: row.travellers,
    expiresAt: row.status === 'unpaid' || row.status === 'expired' ? row.expiresAt.toISOString() : null,
    freeCancellationUntil: freeCancellationUntil(row.date, policy.freeCancellationDays),
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    refundAmount: row.refundCents === null ? null : centsToDollars(row.refundCents),
    refundId: row.refundId,
    departureId: departureId(
      row.destinationId,
      row.date,
      row.departureTime === '' ? null : row.departureTime,
    ),
    time: row.departureTime === '' ? null : row.departureTime,
    tickets: bookedTickets(row),
    answers: row.answers,
    meetingPoint: row.meetingPoint ?? null,
  };
}

/**
 * Who asks about a booking: a traveller sees their own, an administrator anyone's by using their
 * `admin` power on it; `seesAll` sees any (our own code, e.g. the payment provider confirming a payment).
 */
export type BookingViewer = { userId: string; admin?: AdminPower } | { seesAll: true };

/** True when `viewer` may see this booking without using admin rights. */
export const maySee = (viewer: BookingViewer, row: Pick<BookingRow, 'userId'>): boolean =>
  'seesAll' in viewer || viewer.userId === row.userId;

/**
 * The booking with this id as `viewer` may see it. Someone else's booking is answered exactly as
 * one that does not exist (404), so a stranger learns nothing about which ids are taken; an
 * administrator's admin power is used on it (and may refuse: two-factor sign-in required).
 * `lock` holds the row (FOR UPDATE) until the caller's transaction ends.
 */
export async function visibleBooking(
  db: Db,
  id: string,
  viewer: BookingViewer,
  options: { lock?: boolean } = {},
): Promise<BookingRow> {
  const query = db.select().from(bookings).where(eq(bookings.id, id)).limit(1);
  const [row] = await (options.lock ? query.for('update') : query);
  const unknown = () => notFound('There is no booking with that id among yours.');
  if (!row) throw unknown();
  if (!maySee(viewer, row)) {
    const admin = 'admin' in viewer ? viewer.admin : undefined;
    if (!admin) throw unknown();
    admin();
  }
  return row;
}
