import { PAYMENT_CURRENCY, type PaidAnswer } from '@tgde/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { bookings, paymentIntents } from '../../db/schema';
import { toBooking, visibleBooking, type BookingRow, type BookingViewer } from '../../domain/booking-records';
import { HttpError } from '../../http/errors';
import type { BookingMails } from '../../infra/mail/booking-mails';
import type { PaymentProvider } from '../../infra/payments/provider';

export const paymentMessages = {
  unknownIntent: 'There is no such payment: pay with the payment page first.',
  otherBooking: 'That payment belongs to another booking.',
  notSucceeded: 'That payment has not succeeded, so the booking stays unpaid.',
  wrongAmount: "That payment's amount does not match the booking's cost.",
  alreadyPaid: 'This booking is already paid.',
} as const;

// Payment intent ids are Stripe-shaped; anything else is not worth asking the provider about.
const INTENT_ID = /^pi_[A-Za-z0-9_]{1,200}$/;

export interface PayInput {
  bookingId: string;
  intentId: string;
  /** The traveller paying their own booking; null when the payment provider itself reports it. */
  ownerId: string | null;
}

export type PayBooking = (input: PayInput) => Promise<PaidAnswer>;

interface PayResult extends PaidAnswer {
  /** The booking as it was stored (for the receipt). */
  row: BookingRow;
}

/**
 * Marks a booking paid with a payment intent, only when the provider says that this intent
 * succeeded, for this booking, for its amount and currency. Used by PATCH /api/booking/{id} (with
 * the owner's id) and by Stripe's webhook (ownerId null: Stripe itself is asking).
 *
 * Repeating a payment that already counted (the same intent on the same booking: a second PATCH,
 * Stripe's webhook after the PATCH, or the other way round) answers the booking again with
 * modifiedCount 0; any other intent on a paid booking is a 409. The update runs in one transaction
 * on `paid = false`, and transaction_id is unique, so a booking is never paid twice.
 */
async function payBooking(db: Db, provider: PaymentProvider, input: PayInput): Promise<PayResult> {
  const viewer: BookingViewer = input.ownerId === null ? { seesAll: true } : { userId: input.ownerId };
  const found = await visibleBooking(db, input.bookingId, viewer);
  if (found.paid) return alreadyPaid(found, input.intentId);

  if (!INTENT_ID.test(input.intentId)) throw new HttpError(400, paymentMessages.unknownIntent);
  const intent = await provider.retrieveIntent(input.intentId);
  if (!intent) throw new HttpError(400, paymentMessages.unknownIntent);
  if (intent.bookingId !== found.id) throw new HttpError(409, paymentMessages.otherBooking);
  if (intent.status !== 'succeeded') throw new HttpError(402, paymentMessages.notSucceeded);
  if (intent.amountCents !== found.costCents || intent.currency !== PAYMENT_CURRENCY) {
    throw new HttpError(409, paymentMessages.wrongAmount);
  }

  const updated = await db
    .transaction(async (tx) => {
      const [row] = await tx
        .update(bookings)
        .set({ paid: true, transactionId: intent.id, paidAt: new Date() })
        .where(and(eq(bookings.id, found.id), eq(bookings.paid, false)))
        .returning();
      if (row) {
        // Our record of the intent follows the provider (Stripe's rows do not change by themselves).
        await tx
          .update(paymentIntents)
          .set({ status: 'succeeded', updatedAt: new Date() })
          .where(eq(paymentIntents.id, intent.id));
      }
      return row;
    })
    .catch((error: unknown) => {
      // transaction_id is unique: an intent already recorded on another booking pays nothing here.
      if (isUniqueViolation(error)) throw new HttpError(409, paymentMessages.otherBooking);
      throw error;
    });
  if (updated) return { modifiedCount: 1, booking: toBooking(updated), row: updated };

  // Someone else (a concurrent PATCH, the webhook) paid it between our read and our update.
  return alreadyPaid(await visibleBooking(db, found.id, viewer), input.intentId);
}

function alreadyPaid(row: BookingRow, intentId: string): PayResult {
  if (row.transactionId !== intentId) throw new HttpError(409, paymentMessages.alreadyPaid);
  return { modifiedCount: 0, booking: toBooking(row), row };
}

/**
 * Paying as the API offers it: pays the booking and, when this call is the one that paid it, sends
 * the receipt (after the answer: the payment stands whatever the mail does). The bookings feature's
 * PATCH /api/booking/{id} and Stripe's webhook both pay through it.
 */
export function bookingPayer(
  db: Db,
  provider: PaymentProvider,
  mails: Pick<BookingMails, 'paid'>,
): PayBooking {
  return async (input) => {
    const { row, ...answer } = await payBooking(db, provider, input);
    if (answer.modifiedCount === 1) void mails.paid(row);
    return answer;
  };
}
