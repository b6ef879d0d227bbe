import type { bookings } from '../../db/schema';
import { bookingMadeMail, paymentReceiptMail, tripCancelledMail, type BookedTrip } from './booking-templates';
import type { Mailer, MailMessage } from './mailer';

type Row = typeof bookings.$inferSelect;

export interface BookingMails {
  /** The booking mail with its calendar entry and the link to pay. Never throws. */
  booked(row: Row): Promise<void>;
  /** The receipt. Never throws. */
  paid(row: Row): Promise<void>;
  /** The cancellation, with the refund and a calendar file that removes the trip. Never throws. */
  cancelled(row: Row): Promise<void>;
}

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

/**
 * The mails of a booking. They are a courtesy: the booking or payment has already happened, so a
 * mail that cannot be made or sent is logged and never turns the answer into an error.
 */
export function bookingMails(
  mailer: Mailer,
  publicUrl: string,
  logError: (message: string, error: unknown) => void,
): BookingMails {
  async function send(kind: string, to: string, make: () => MailMessage): Promise<void> {
    try {
      await mailer.send(make());
    } catch (error) {
      logError(`Could not send the ${kind} e-mail to ${to}`, error);
    }
  }
  return {
    booked: (row) =>
      send('booking', row.userEmail, () =>
        bookingMadeMail(trip(row), { pay: `${publicUrl}/dashboard/payment/${row.id}` }),
      ),
    paid: (row) =>
      send('payment receipt', row.userEmail, () => {
        if (!row.transactionId) throw new Error(`booking ${row.id} has no transaction id`);
        return paymentReceiptMail(
          { ...trip(row), transactionId: row.transactionId },
          { bookings: `${publicUrl}/dashboard/booking` },
        );
      }),
    cancelled: (row) =>
      send('cancellation', row.userEmail, () =>
        tripCancelledMail(
          { ...trip(row), refundCents: row.refundCents, refundId: row.refundId },
          { bookings: `${publicUrl}/dashboard/booking` },
        ),
      ),
  };
}
