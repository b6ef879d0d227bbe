import {
  centsToDollars,
  toCsv,
  type AdminBookingsFilter,
  type AdminBookingsQuery,
  type Booking,
  type CsvCell,
} from '@tgde/contracts';
import { and, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookingDays, bookings } from '../../db/schema';
// Admins see bookings as their travellers do.
import { toBooking, type BookingPolicy, type BookingRow } from '../../domain/booking-records';

/**
 * The bookings a filter matches: by paid state and by trip date, both ends included. Said of the
 * bookings, or of their sums per trip date and paid state (`booking_days`), which have both columns.
 */
function matching(
  filter: AdminBookingsFilter,
  table: typeof bookings | typeof bookingDays = bookings,
): SQL | undefined {
  return and(
    filter.paid === undefined ? undefined : eq(table.paid, filter.paid === 'true'),
    filter.from ? gte(table.date, filter.from) : undefined,
    filter.to ? lte(table.date, filter.to) : undefined,
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
 * included); with the number that match and what they paid, summed by the database in cents from
 * the sums per trip date (db/schema.ts, `bookingDays`): a few hundred rows instead of a year of
 * bookings.
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
        total: sql<string>`coalesce(sum(${bookingDays.bookings}), 0)`,
        // What was paid and not refunded (the unpaid rows keep nothing).
        paidCents: sql<string>`coalesce(sum(${bookingDays.keptCents}), 0)`,
      })
      .from(bookingDays)
      .where(matching(query, bookingDays)),
  ]);
  return {
    items: rows.map((row) => toBooking(row, policy)),
    // sum() of integers is a bigint (or numeric), which arrives as a string.
    total: Number(totals?.total ?? 0),
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

/** How many bookings the CSV export reads at a time: all it holds in memory, whatever the file's size. */
export const CSV_BATCH_ROWS = 1_000;

const csvRow = (row: BookingRow): CsvCell[] => [
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
];

/**
 * Every booking the filter matches as CSV (RFC 4180, formulas neutralised), in the order of the
 * list, with a heading row; a page's limit and offset mean nothing here. Made a batch at a time
 * (CSV_BATCH_ROWS), each batch read after the last row of the one before (the list order is
 * unique: trip date, then seq), so a year of bookings streams in constant memory. Each batch is
 * read when the one before has been sent, without a transaction held open meanwhile: a booking
 * changed during a long export shows as it stood when its batch was read.
 */
export async function* bookingsCsv(db: Db, filter: AdminBookingsFilter): AsyncGenerator<string> {
  yield toCsv([CSV_HEADING]);
  let after: { date: string; seq: number } | undefined;
  for (;;) {
    const rows = await db
      .select()
      .from(bookings)
      .where(
        and(
          matching(filter),
          after ? sql`(${bookings.date}, ${bookings.seq}) < (${after.date}::date, ${after.seq})` : undefined,
        ),
      )
      .orderBy(...listOrder)
      .limit(CSV_BATCH_ROWS);
    if (rows.length > 0) yield toCsv(rows.map(csvRow));
    const last = rows.at(-1);
    if (!last || rows.length < CSV_BATCH_ROWS) return;
    after = { date: last.date, seq: last.seq };
  }
}
