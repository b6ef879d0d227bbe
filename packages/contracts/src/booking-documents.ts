/*
 * A booking's PDF documents (README, "Receipts and credit notes"): the receipt of a paid booking
 * and the credit note of a cancelled one, each under the booking's path.
 */

export const BOOKING_DOCUMENT_KINDS = ['receipt', 'credit-note'] as const;
export type BookingDocumentKind = (typeof BOOKING_DOCUMENT_KINDS)[number];

/** `/api/booking/{id}/receipt`, `/api/booking/{id}/credit-note`: where the document is read. */
export function bookingDocumentPath(bookingId: string, kind: BookingDocumentKind): string {
  return `/api/booking/${encodeURIComponent(bookingId)}/${kind}`;
}
