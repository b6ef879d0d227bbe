import { BOOKING_TIME_ZONE, calendarDateIn, type BookingDocumentKind } from '@tgde/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client';
import { bookings, documentCounters } from '../db/schema';
import type { Tx } from './places';

/*
 * The numbers of receipts and credit notes (cancellation invoices): one series each, restarting
 * every year, without gaps (the books must show that no document is missing). A number is taken
 * from the series' counter row in the transaction of the change that makes the document (the
 * payment, the cancellation), so a change that rolls back gives its number back, and simultaneous
 * changes queue on the row.
 *
 *   receipt                       TGDE-2026-000042
 *   credit note                   TGDE-CN-2026-000001
 *   receipt, test mode            TEST-2026-000001
 *   credit note, test mode        TEST-CN-2026-000001
 *
 * Payments taken by the test-mode processor moved no money: their documents have series of their
 * own, so that neither a gap nor a document of no payment appears among the real ones, and the
 * number alone says that the document is not for a real payment.
 *
 * The year is the calendar year in Germany (Europe/Berlin) at the moment the number is taken.
 */

/** The four series: receipts and the credit notes of cancelled trips, real and in test mode. */
export type DocumentSeries = BookingDocumentKind | `test-${BookingDocumentKind}`;

const PREFIXES: Record<DocumentSeries, string> = {
  receipt: 'TGDE',
  'credit-note': 'TGDE-CN',
  'test-receipt': 'TEST',
  'test-credit-note': 'TEST-CN',
};

/** The shape of each series' numbers; group 1 is the year, group 2 the running number. */
export const DOCUMENT_NUMBER_PATTERNS: Readonly<Record<DocumentSeries, RegExp>> = {
  receipt: /^TGDE-(\d{4})-(\d{6,})$/,
  'credit-note': /^TGDE-CN-(\d{4})-(\d{6,})$/,
  'test-receipt': /^TEST-(\d{4})-(\d{6,})$/,
  'test-credit-note': /^TEST-CN-(\d{4})-(\d{6,})$/,
};

/** The series a document of `kind` is numbered in: a test-mode payment's has its own. */
export function documentSeries(kind: BookingDocumentKind, testMode: boolean): DocumentSeries {
  return testMode ? `test-${kind}` : kind;
}

/** The kind of document a series numbers. */
export function kindOfSeries(series: DocumentSeries): BookingDocumentKind {
  return series === 'receipt' || series === 'test-receipt' ? 'receipt' : 'credit-note';
}

/** True for a number of a test-mode series: its document is for no real payment. */
export function isTestDocumentNumber(number: string | null): boolean {
  return (
    number !== null &&
    (DOCUMENT_NUMBER_PATTERNS['test-receipt'].test(number) ||
      DOCUMENT_NUMBER_PATTERNS['test-credit-note'].test(number))
  );
}

/** `TGDE-2026-000042`: six digits at least, more once a year has passed a million documents. */
export function formatDocumentNumber(series: DocumentSeries, year: number, sequence: number): string {
  return `${PREFIXES[series]}-${year}-${String(sequence).padStart(6, '0')}`;
}

/** The year and running number of a document number of `series`; null for anything else. */
export function parseDocumentNumber(
  series: DocumentSeries,
  number: string,
): { year: number; sequence: number } | null {
  const match = DOCUMENT_NUMBER_PATTERNS[series].exec(number);
  return match ? { year: Number(match[1]), sequence: Number(match[2]) } : null;
}

/** The calendar year in Germany at `at`: the year a document made then is numbered in. */
export function documentYear(at: Date): number {
  return Number(calendarDateIn(BOOKING_TIME_ZONE, at).slice(0, 4));
}

/**
 * Takes the next number of `series` for the year of `at`, inside `tx`. One upsert: the counter's row
 * stays locked until `tx` ends, so simultaneous transactions take the numbers one after another,
 * and one that rolls back leaves its number to the next. Keep `tx` short after this call.
 */
export async function takeDocumentNumber(tx: Tx, series: DocumentSeries, at: Date): Promise<string> {
  const year = documentYear(at);
  const result = await tx.execute(sql`
    insert into ${documentCounters} (series, year, last)
    values (${series}, ${year}::int, 1)
    on conflict (series, year) do update set last = ${documentCounters}.last + 1
    returning last`);
  const [row] = rowsOf<{ last: number }>(result);
  if (!row) throw new Error(`the ${series} counter answered no number`);
  return formatDocumentNumber(series, year, Number(row.last));
}

const numberColumns = {
  receipt: bookings.receiptNumber,
  'credit-note': bookings.creditNoteNumber,
} as const;

/** True when a booking in this state has a document of `kind`: paid ones a receipt, cancelled ones a credit note. */
export function hasDocument(
  booking: { paid: boolean; status: (typeof bookings.$inferSelect)['status'] },
  kind: BookingDocumentKind,
): boolean {
  return kind === 'receipt' ? booking.paid : booking.paid && booking.status === 'cancelled';
}

/**
 * The booking's number of `series`' kind, given now (in a transaction of its own) when it has none yet:
 * bookings paid or cancelled before numbering existed, and the demo's seeded ones. The booking's row
 * is locked first and the update is guarded (`… is null`), so two simultaneous calls give one
 * number and both answer it. `at` decides the number's year. Throws when the booking does not
 * exist or has no such document (callers check with `hasDocument` first).
 */
export async function ensureDocumentNumber(
  db: Db,
  bookingId: string,
  series: DocumentSeries,
  at: Date,
): Promise<string> {
  const kind = kindOfSeries(series);
  const column = numberColumns[kind];
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ number: column, paid: bookings.paid, status: bookings.status })
      .from(bookings)
      .where(eq(bookings.id, bookingId))
      .for('update');
    if (!row) throw new Error(`there is no booking ${bookingId}`);
    if (row.number) return row.number;
    if (!hasDocument(row, kind)) throw new Error(`booking ${bookingId} has no ${kind}`);
    const number = await takeDocumentNumber(tx, series, at);
    const set = kind === 'receipt' ? { receiptNumber: number } : { creditNoteNumber: number };
    const [updated] = await tx
      .update(bookings)
      .set(set)
      .where(and(eq(bookings.id, bookingId), isNull(column)))
      .returning({ id: bookings.id });
    // Not reachable while the row is locked; should it happen, the number goes back with the rollback.
    if (!updated) throw new Error(`booking ${bookingId} got its ${series} number meanwhile`);
    return number;
  });
}
