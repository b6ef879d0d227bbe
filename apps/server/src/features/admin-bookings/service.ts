import {
  adminBookingStateOf,
  BOOKING_TIME_ZONE,
  bookingStatusLabels,
  centsToDollars,
  CSV_BYTE_ORDER_MARK,
  CSV_DIALECTS,
  dateFormat,
  formatBookingDate,
  formatMoneyCents,
  INTL_LOCALES,
  toCsv,
  type AdminBookingState,
  type AdminBookingsFilter,
  type AdminBookingsQuery,
  type Booking,
  type CsvCell,
  type Locale,
} from '@tgde/contracts';
import { and, desc, eq, gte, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { translate } from '../../infra/i18n/server-i18n';
import { bookingDays, bookings } from '../../db/schema';
// Admins see bookings as their travellers do.
import { toBooking, type BookingPolicy, type BookingRow } from '../../domain/booking-records';
import { bookingNamesIn } from '../../domain/destination-names';

/** A state's bookings (ADMIN_BOOKING_STATES), said of a paid column and of whether it is cancelled. */
function inState(
  state: AdminBookingState,
  paid: typeof bookings.paid | typeof bookingDays.paid,
  cancelled: { yes: SQL; no: SQL },
): SQL | undefined {
  switch (state) {
    case 'booked':
      return cancelled.no;
    case 'paid':
      return and(eq(paid, true), cancelled.no);
    case 'unpaid':
      return eq(paid, false);
    case 'cancelled':
      return cancelled.yes;
    case 'all':
      return undefined;
  }
}

/**
 * The bookings a filter matches: by state and by trip date, both ends included. Said of the
 * bookings, or of their sums per trip date, paid state and cancellation (`booking_days`).
 */
function matching(
  filter: AdminBookingsFilter,
  table: 'bookings' | 'bookingDays' = 'bookings',
): SQL | undefined {
  const state = adminBookingStateOf(filter);
  const columns =
    table === 'bookings'
      ? {
          date: bookings.date,
          where: inState(state, bookings.paid, {
            yes: eq(bookings.status, 'cancelled'),
            no: ne(bookings.status, 'cancelled'),
          }),
        }
      : {
          date: bookingDays.date,
          where: inState(state, bookingDays.paid, {
            yes: eq(bookingDays.cancelled, true),
            no: eq(bookingDays.cancelled, false),
          }),
        };
  return and(
    columns.where,
    filter.from ? gte(columns.date, filter.from) : undefined,
    filter.to ? lte(columns.date, filter.to) : undefined,
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
      .where(matching(query, 'bookingDays')),
  ]);
  return {
    items: rows.map((row) => toBooking(row, policy)),
    // sum() of integers is a bigint (or numeric), which arrives as a string.
    total: Number(totals?.total ?? 0),
    paidTotal: centsToDollars(Number(totals?.paidCents ?? 0)),
  };
}

/** The heading row, in the file's language. */
const csvHeading = (locale: Locale): string[] => [
  translate(locale, 'id'),
  translate(locale, 'destination'),
  translate(locale, 'date'),
  translate(locale, 'travellers'),
  translate(locale, 'traveller name'),
  translate(locale, 'email'),
  translate(locale, 'status'),
  translate(locale, 'paid'),
  translate(locale, 'amount (USD)'),
  translate(locale, 'refunded (USD)'),
  translate(locale, 'transaction id'),
  translate(locale, 'created at'),
];

/** How many bookings the CSV export reads at a time: all it holds in memory, whatever the file's size. */
export const CSV_BATCH_ROWS = 1_000;

/** "31.03.2027 14:30:05": an instant in German time, as German spreadsheets read a date and time. */
function germanTime(at: Date): string {
  const parts = Object.fromEntries(
    dateFormat(INTL_LOCALES.de, {
      timeZone: BOOKING_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.day}.${parts.month}.${parts.year} ${parts.hour}:${parts.minute}:${parts.second}`;
}

/**
 * A booking's row. English: the API's own values (status names, true/false, ISO dates, times in
 * UTC); German: what a German spreadsheet reads as words, dates, times (German time) and numbers.
 * Amounts are bare numbers of dollars, written by the product's money rule.
 */
function csvRow(row: BookingRow, locale: Locale): CsvCell[] {
  const english = locale === 'en';
  const amount = (cents: number | null) =>
    cents === null ? null : formatMoneyCents(cents, locale, { plain: true });
  return [
    row.id,
    row.destinationName,
    english ? row.date : formatBookingDate(row.date, locale),
    row.travellers,
    row.userName,
    row.userEmail,
    english ? row.status : translate(locale, bookingStatusLabels[row.status]),
    english ? row.paid : translate(locale, row.paid ? 'true' : 'false'),
    amount(row.costCents),
    amount(row.refundCents),
    row.transactionId,
    english ? row.createdAt.toISOString() : germanTime(row.createdAt),
  ];
}

/**
 * Every booking the filter matches as CSV (RFC 4180, formulas neutralised) in the caller's language
 * (csv.ts of @tgde/contracts: commas and decimal points, or semicolons and decimal commas), after a
 * byte order mark, in the order of the list, with a heading row; a page's limit and offset mean
 * nothing here. Made a batch at a time (CSV_BATCH_ROWS), each batch read after the last row of the
 * one before (the list order is unique: trip date, then seq), so a year of bookings streams in
 * constant memory. Each batch is
 * read when the one before has been sent, without a transaction held open meanwhile: a booking
 * changed during a long export shows as it stood when its batch was read.
 */
export async function* bookingsCsv(
  db: Db,
  filter: AdminBookingsFilter,
  locale: Locale,
): AsyncGenerator<string> {
  const dialect = CSV_DIALECTS[locale];
  yield CSV_BYTE_ORDER_MARK + toCsv([csvHeading(locale)], dialect);
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
    if (rows.length > 0) {
      // Named as the list names them in that language (München on a German dashboard).
      const named = await bookingNamesIn(
        db,
        rows.map((row) => ({ bookingId: row.destinationId, bookingName: row.destinationName, row })),
        locale,
      );
      yield toCsv(
        named.map(({ bookingName, row }) => csvRow({ ...row, destinationName: bookingName }, locale)),
        dialect,
      );
    }
    const last = rows.at(-1);
    if (!last || rows.length < CSV_BATCH_ROWS) return;
    after = { date: last.date, seq: last.seq };
  }
}
