import { pageHref, type Locale } from '@tgde/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { bookings, placesTaken } from '../db/schema';
import { travellerLocale, type BookingRow as Row } from '../infra/mail/booking-mails';
import { bookingMailsById, type BookingMailInput } from '../infra/mail/booking-templates';
import { PermanentJobError } from '../infra/jobs/queue';
import type { MailAttachment, MailMessage } from '../infra/mail/mailer';
import type { BookingMailTemplate } from '../infra/mail/mail-queue';
import { bookingNameIn } from './destination-names';
import { departureOf, isDepartureRow } from './places';
import { isTestDocumentNumber } from './document-numbers';

/*
 * Writes a booking's queued mails when they are sent (infra/mail/booking-mails.ts queues them): from
 * the booking as it then stands, in the traveller's language, with the destination named as the
 * traveller's pages name it.
 */

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

interface DepartureFacts {
  cancelled: boolean;
}

/** What a booking's mails say of its departure: whether it was called off. */
async function departureFacts(db: Db, row: Row): Promise<DepartureFacts> {
  const [found] = await db
    .select({ status: placesTaken.status })
    .from(placesTaken)
    .where(isDepartureRow(departureOf(row)));
  return { cancelled: found?.status === 'cancelled' };
}

/** What a booking mail is written from: the booking `row`, with links to pages in `locale`. */
function mailInput(row: Row, locale: Locale, publicUrl: string, departure: DepartureFacts): BookingMailInput {
  return {
    id: row.id,
    destination: row.destinationName,
    date: row.date,
    time: row.departureTime || null,
    tickets: row.tickets,
    meetingPoint: row.meetingPoint?.address ?? null,
    departureCancelled: departure.cancelled,
    costCents: row.costCents,
    userName: row.userName,
    userEmail: row.userEmail,
    status: row.status,
    paid: row.paid,
    transactionId: row.transactionId,
    refundCents: row.refundCents,
    refundId: row.refundId,
    receiptTestMode: isTestDocumentNumber(row.receiptNumber),
    creditNoteTestMode: isTestDocumentNumber(row.creditNoteNumber ?? row.receiptNumber),
    links: {
      pay: `${publicUrl}${pageHref('payment', { id: row.id }, locale)}`,
      bookings: `${publicUrl}${pageHref('myBookings', {}, locale)}`,
    },
  };
}

/**
 * The mail `template` (a booking mail's id) makes of the booking `row`, in `locale`, with its PDF
 * when it carries one; null when that mail no longer applies.
 */
async function render(
  template: BookingMailTemplate,
  row: Row,
  locale: Locale,
  settings: BookingMailSettings,
  departure: DepartureFacts,
): Promise<MailMessage | null> {
  const mail = bookingMailsById.get(template);
  if (!mail) throw new PermanentJobError(`There is no booking mail "${template}".`);
  const input = mailInput(row, locale, settings.publicUrl, departure);
  if (!mail.applies(input)) return null;
  const message = mail(input, locale);
  const kind = mail.document(input);
  if (!kind || !settings.document) return message;
  return {
    ...message,
    attachments: [...(message.attachments ?? []), await settings.document(row, kind, locale)],
  };
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
    return render(
      template,
      { ...row, destinationName: bookingName },
      locale,
      { ...settings, document: document && ((_, kind, language) => document(row, kind, language)) },
      await departureFacts(db, row),
    );
  };
}
