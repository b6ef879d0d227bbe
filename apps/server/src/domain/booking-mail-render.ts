import { pageHref, type Locale } from '@tgde/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { bookings } from '../db/schema';
import { travellerLocale, type BookingRow as Row } from '../infra/mail/booking-mails';
import {
  bookingMadeMail,
  paymentReceiptMail,
  tripCancelledMail,
  tripReminderMail,
  type BookedTrip,
} from '../infra/mail/booking-templates';
import type { MailAttachment, MailMessage } from '../infra/mail/mailer';
import type { BookingMailTemplate } from '../infra/mail/mail-queue';
import { bookingNameIn } from './destination-names';
import { isTestDocumentNumber } from './document-numbers';

/*
 * Writes a booking's queued mails when they are sent (infra/mail/booking-mails.ts queues them): from
 * the booking as it then stands, in the traveller's language, with the destination named as the
 * traveller's pages name it.
 */

function trip(row: Row): BookedTrip {
  return {
    id: row.id,
    destination: row.destinationName,
    date: row.date,
    costCents: row.costCents,
    userName: row.userName,
    userEmail: row.userEmail,
  };
}

/** A booking's PDF (receipt or credit note) in the traveller's language, as an attachment. */
export type BookingDocument = (
  row: Row,
  kind: 'receipt' | 'credit-note',
  locale: Locale,
) => Promise<MailAttachment>;

export interface BookingMailSettings {
  publicUrl: string;
  /** Omitted: the receipt and cancellation mails go without their PDF. */
  document?: BookingDocument | undefined;
}

/**
 * The mail `template` makes of the booking `row`, in `locale`, with links to the pages in that
 * language; null when that mail no longer applies.
 */
async function render(
  template: BookingMailTemplate,
  row: Row,
  locale: Locale,
  settings: BookingMailSettings,
): Promise<MailMessage | null> {
  const myBookings = `${settings.publicUrl}${pageHref('myBookings', {}, locale)}`;
  const withDocument = async (mail: MailMessage, kind: 'receipt' | 'credit-note') =>
    settings.document
      ? { ...mail, attachments: [...(mail.attachments ?? []), await settings.document(row, kind, locale)] }
      : mail;
  switch (template) {
    case 'booked':
      return bookingMadeMail(
        trip(row),
        { pay: `${settings.publicUrl}${pageHref('payment', { id: row.id }, locale)}` },
        locale,
      );
    case 'paid':
      if (!row.transactionId) return null;
      return withDocument(
        paymentReceiptMail(
          {
            ...trip(row),
            transactionId: row.transactionId,
            testMode: isTestDocumentNumber(row.receiptNumber),
          },
          { bookings: myBookings },
          locale,
        ),
        'receipt',
      );
    case 'cancelled': {
      if (row.status !== 'cancelled') return null;
      const mail = tripCancelledMail(
        {
          ...trip(row),
          refundCents: row.refundCents,
          refundId: row.refundId,
          testMode: isTestDocumentNumber(row.creditNoteNumber ?? row.receiptNumber),
        },
        { bookings: myBookings },
        locale,
      );
      return row.paid ? withDocument(mail, 'credit-note') : mail;
    }
    case 'reminder':
      // A trip cancelled after its reminder was queued gets none.
      if (row.status !== 'paid') return null;
      return tripReminderMail(trip(row), { bookings: myBookings }, locale);
  }
}

/**
 * Writes a queued booking mail from the booking as it stands when it is sent, in the language its
 * traveller uses then. A booking deleted meanwhile (an unpaid booking its traveller removed) has
 * nothing left to tell.
 */
export function bookingMailRenderer(
  db: Db,
  settings: BookingMailSettings,
): (template: BookingMailTemplate, bookingId: string) => Promise<MailMessage | null> {
  return async (template, bookingId) => {
    const [row] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
    if (!row) return null;
    const locale = await travellerLocale(db, row.userId);
    // The destination as the traveller's pages name it (München); the PDF keeps the booked name.
    const { bookingName } = await bookingNameIn(
      db,
      { bookingId: row.destinationId, bookingName: row.destinationName },
      locale,
    );
    const { document } = settings;
    return render(template, { ...row, destinationName: bookingName }, locale, {
      ...settings,
      document: document && ((_, kind, language) => document(row, kind, language)),
    });
  };
}
