import {
  centsToDollars,
  toCsv,
  type AdminBookingsFilter,
  type AdminBookingsQuery,
  type Booking,
  type CsvCell,
} from '@tgde/contracts';
import { and, count, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema';
// Admins see bookings as their travellers do.
import { toBooking, type BookingPolicy } from '../../domain/booking-records';

/** The bookings a filter matches: by paid state and by trip date, both ends included. */
function matching(filter: AdminBookingsFilter): SQL | undefined {
  return and(
    filter.paid === undefined ? undefined : eq(bookings.paid, filter.paid === 'true'),
    filter.from ? gte(bookings.date, filter.from) : undefined,
    filter.to ? lte(bookings.date, filter.to) : undefined,
  );
}

/** Latest trip first; among one day's, the newest booking first. */
const listOrder = [desc(bookings.date), desc(bookings.seq)] as const;

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
  const where = matching(query);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(bookings)
      .where(where)
      .orderBy(...listOrder)
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

const CSV_HEADING = [
  'id',
  'destination',
  'date',
  'travellers',
  'traveller name',
  'email',
  'status',
  'paid',
  'amount (USD)',
  'refunded (USD)',
  'transaction id',
  'created at',
] as const;

const dollars = (cents: number | null): string | null =>
  cents === null ? null : centsToDollars(cents).toFixed(2);

/**
 * Every booking the filter matches as CSV (RFC 4180, formulas neutralised), in the order of the
 * list, with a heading row. One query: an admin's export is the whole filtered set, not a page.
 */
export async function allBookingsCsv(db: Db, filter: AdminBookingsFilter): Promise<string> {
  const rows = await db
    .select()
    .from(bookings)
    .where(matching(filter))
    .orderBy(...listOrder);
  return toCsv([
    CSV_HEADING,
    ...rows.map((row): CsvCell[] => [
      row.id,
      row.destinationName,
      row.date,
      row.travellers,
      row.userName,
      row.userEmail,
      row.status,
      row.paid,
      dollars(row.costCents),
      dollars(row.refundCents),
      row.transactionId,
      row.createdAt.toISOString(),
    ]),
  ]);
}
