import type { Locale } from './i18n/locale';
/*
 * A booking's PDF documents (docs/payments.md, "Receipts and credit notes"): the receipt of a paid booking
 * and the credit note of a cancelled one, each under the booking's path.
 */

export const BOOKING_DOCUMENT_KINDS = ['receipt', 'credit-note'] as const;
export type BookingDocumentKind = (typeof BOOKING_DOCUMENT_KINDS)[number];

/** `/api/booking/{id}/receipt`, `/api/booking/{id}/credit-note`: where the document is read. */
export function bookingDocumentPath(
  bookingId: string,
  kind: BookingDocumentKind,
  locale: Locale = 'en',
): string {
  const path = `/api/booking/${encodeURIComponent(bookingId)}/${kind}`;
  // A link cannot send Accept-Language: a German page asks for the German document in the address.
  return locale === 'de' ? `${path}?lang=de` : path;
}
