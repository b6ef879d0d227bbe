import { centsToDollars, type AdminBookingsQuery, type Booking } from '@tgde/contracts';
import { and, count, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema';
// Admins see bookings as their travellers do.
import { toBooking, type BookingPolicy } from '../../domain/booking-records';

export interface AdminBookingsPage {
  items: Booking[];
  total: number;
  /** Dollars paid for the bookings that match the filter (all pages). */
  paidTotal: number;
}

/**
 * Every traveller's bookings, latest trip first, filtered by paid state and by trip date (both ends
 * included); with the number that match and what they paid, summed by the database in cents.
 */
export async function listAllBookings(
  db: Db,
  query: AdminBookingsQuery,
  policy: Pick<BookingPolicy, 'freeCancellationDays'>,
): Promise<AdminBookingsPage> {
  const where = and(
    query.paid === undefined ? undefined : eq(bookings.paid, query.paid === 'true'),
    query.from ? gte(bookings.date, query.from) : undefined,
    query.to ? lte(bookings.date, query.to) : undefined,
  );
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(bookings)
      .where(where)
      .orderBy(desc(bookings.date), desc(bookings.seq))
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({
        total: count(),
        // What was paid and not refunded.
        paidCents: sql<string>`coalesce(sum(${bookings.costCents} - coalesce(${bookings.refundCents}, 0)) filter (where ${bookings.paid}), 0)`,
      })
      .from(bookings)
      .where(where),
  ]);
  return {
    items: rows.map((row) => toBooking(row, policy)),
    total: totals?.total ?? 0,
    // sum() of integers is a bigint, which arrives as a string.
    paidTotal: centsToDollars(Number(totals?.paidCents ?? 0)),
  };
}
