import type { BookingDocumentKind, Locale } from '@tgde/contracts';
import { eq } from 'drizzle-orm';
import type { Operator } from '../config';
import type { Db } from '../db/client';
import { bookings } from '../db/schema';
import { HttpError, notFound } from '../http/errors';
import {
  documentTextsFor,
  renderBookingDocument,
  type BookingDocumentData,
} from '../infra/documents/booking-pdf';
import { travellerLocale } from '../infra/mail/booking-mails';
import type { BookingRow } from './booking-records';
import { documentSeries, ensureDocumentNumber, hasDocument, isTestDocumentNumber } from './document-numbers';

/*
 * A booking's receipt (once paid) and credit note (once cancelled) as PDF files: what
 * GET /api/booking/{id}/receipt and …/credit-note answer and what the receipt and cancellation
 * mails attach. The numbers are normally given in the payment's and the cancellation's
 * transactions; a booking without one yet (paid before numbering existed, or seeded) gets it here.
 */

export type { BookingDocumentKind };

/** What the documents print besides the booking: from the configuration (app.ts). */
export interface BookingDocumentSettings {
  /** OPERATOR_*: who issues the documents. */
  operator: Operator;
  /** VAT_RATE_PERCENT: the VAT the prices include. */
  vatRatePercent: number;
  /** The time now (AppDeps.clock): the date of a document whose booking has no date for it. */
  now: () => Date;
  /**
   * The test-mode processor is in use: a receipt numbered only now (a seeded booking's) is for no
   * real payment. Documents numbered at the payment follow the processor that took it.
   */
  testMode: boolean;
}

export interface BookingDocumentFile {
  /** `receipt-TGDE-2026-000042.pdf`, `credit-note-TGDE-CN-2026-000001.pdf`. */
  filename: string;
  pdf: Buffer;
}

/** Why a booking has no such document (409). */
export const bookingDocumentRefusals: Record<BookingDocumentKind, string> = {
  receipt: 'This booking is not paid yet, so it has no receipt.',
  'credit-note': 'Only a cancelled trip has a cancellation invoice.',
};

/** The file name of a document: its kind and number. */
export const bookingDocumentFilename = (kind: BookingDocumentKind, number: string): string =>
  `${kind}-${number}.pdf`;

/**
 * The document of `kind` for the booking as stored in `row` (the caller has checked who may see
 * it), in `locale`: a download's in the language it is asked in, a mail's attachment without one in
 * the traveller's own. Refuses with 409 when the booking has none: not paid (receipt), not
 * cancelled (credit note).
 */
export async function documentOfBooking(
  db: Db,
  row: BookingRow,
  kind: BookingDocumentKind,
  settings: BookingDocumentSettings,
  locale?: Locale,
): Promise<BookingDocumentFile> {
  if (!hasDocument(row, kind) || !row.transactionId) throw new HttpError(409, bookingDocumentRefusals[kind]);
  // A document is dated (and its number's year taken) when its change happened.
  const paidAt = row.paidAt ?? settings.now();
  const receiptNumber =
    row.receiptNumber ??
    (await ensureDocumentNumber(db, row.id, documentSeries('receipt', settings.testMode), paidAt));
  // A credit note is in its receipt's series: a test payment's cancellation moved no money either.
  const testMode = isTestDocumentNumber(receiptNumber);
  const common = {
    issued: paidAt,
    operator: settings.operator,
    traveller: { name: row.userName, email: row.userEmail },
    destination: row.destinationName,
    tripDate: row.date,
    tripTime: row.departureTime || null,
    travellers: row.travellers,
    tickets: row.tickets,
    vatRatePercent: settings.vatRatePercent,
    transactionId: row.transactionId,
    testMode,
  };
  let data: BookingDocumentData;
  if (kind === 'receipt') {
    data = { ...common, kind, number: receiptNumber, amountCents: row.costCents };
  } else {
    const cancelledAt = row.cancelledAt ?? settings.now();
    const number =
      row.creditNoteNumber ??
      (await ensureDocumentNumber(db, row.id, documentSeries('credit-note', testMode), cancelledAt));
    data = {
      ...common,
      kind,
      number,
      issued: cancelledAt,
      // What is given back: the refund once made, the whole cost while it is on its way (always
      // the whole cost today: every cancellation refunds in full).
      amountCents: row.refundCents ?? row.costCents,
      refundId: row.refundId,
      correctsReceipt: receiptNumber,
    };
  }
  const texts = documentTextsFor(locale ?? (await travellerLocale(db, row.userId)));
  return {
    filename: bookingDocumentFilename(kind, data.number),
    pdf: await renderBookingDocument(data, texts),
  };
}

/**
 * The document of `kind` for the booking with this id, whoever asks (the mail worker attaches it);
 * 404 when there is no such booking, 409 when it has no such document.
 */
export async function bookingDocument(
  db: Db,
  bookingId: string,
  kind: BookingDocumentKind,
  settings: BookingDocumentSettings,
): Promise<BookingDocumentFile> {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, bookingId)).limit(1);
  if (!row) throw notFound('There is no booking with that id.');
  return documentOfBooking(db, row, kind, settings);
}
