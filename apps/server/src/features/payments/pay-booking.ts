import { cancellationMessages, PAYMENT_CURRENCY, type PaidAnswer } from '@tgde/contracts';
import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { bookings, paymentIntents } from '../../db/schema';
import {
  toBooking,
  visibleBooking,
  type BookingPolicy,
  type BookingRow,
  type BookingViewer,
} from '../../domain/booking-records';
import { fromStatuses } from '../../domain/booking-state';
import { documentSeries, takeDocumentNumber } from '../../domain/document-numbers';
import { HttpError } from '../../http/errors';
import type { BookingMails } from '../../infra/mail/booking-mails';
import type { PaymentProvider, ProviderIntent } from '../../infra/payments/provider';
import {
  expireRanOutHold,
  holdRanOut,
  refundStrayPayment,
  type StrayReason,
} from '../../domain/stray-payments';

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

interface PayResult {
  modifiedCount: number;
  /** The booking as it was stored (for the receipt and the answer). */
  row: BookingRow;
}

interface PayContext {
  db: Db;
  provider: PaymentProvider;
  /** The receipt, queued in the payment's transaction. */
  mails: Pick<BookingMails, 'paid'>;
  /** A payment that succeeded for a booking that can no longer be paid was refunded. */
  warn: (message: string) => void;
  /** The time now: a hold that ran out by then cannot be paid. */
  now: () => Date;
}

/**
 * A payment that succeeded for a booking it cannot pay (paid with another payment, expired,
 * deleted: a payment page left open): the money goes back at once, once per intent, and the refund
 * is recorded for the admins. A refund the provider cannot make now stays on record and is retried
 * by the reconciliation pass, so the caller's answer does not wait for it.
 */
async function refundStray(
  context: PayContext,
  intent: ProviderIntent,
  bookingId: string,
  reason: StrayReason,
): Promise<void> {
  try {
    const refund = await refundStrayPayment(
      context.db,
      context.provider,
      { intent, bookingId, reason },
      context.now(),
    );
    context.warn(
      `Payment ${intent.id} succeeded for booking ${bookingId} (${reason}): refunded it (${refund.refundId}).`,
    );
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    context.warn(
      `Payment ${intent.id} succeeded for booking ${bookingId} (${reason}); its refund failed and is retried: ${message}`,
    );
  }
}

/** The intent with this id when it succeeded for this booking (a payment that may be stray). */
async function succeededFor(context: PayContext, intentId: string, bookingId: string) {
  const intent = INTENT_ID.test(intentId) ? await context.provider.retrieveIntent(intentId) : null;
  return intent?.status === 'succeeded' && intent.bookingId === bookingId ? intent : null;
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
async function payBooking(context: PayContext, input: PayInput): Promise<PayResult> {
  const { db, provider } = context;
  const viewer: BookingViewer = input.ownerId === null ? { seesAll: true } : { userId: input.ownerId };
  const found = await visibleBooking(db, input.bookingId, viewer).catch(async (error: unknown) => {
    // The provider reports a payment for a booking deleted meanwhile: its money goes back.
    if (input.ownerId === null && error instanceof HttpError && error.statusCode === 404) {
      const intent = await succeededFor(context, input.intentId, input.bookingId);
      if (intent) await refundStray(context, intent, input.bookingId, 'booking-deleted');
    }
    throw error;
  });
  if (found.paid) return alreadyPaid(context, found, input.intentId);

  if (!INTENT_ID.test(input.intentId)) throw new HttpError(400, paymentMessages.unknownIntent);
  const intent = await provider.retrieveIntent(input.intentId);
  if (!intent) throw new HttpError(400, paymentMessages.unknownIntent);
  if (intent.bookingId !== found.id) throw new HttpError(409, paymentMessages.otherBooking);
  // A hold that ran out cannot be paid, even before the expiry pass has marked it.
  if (holdRanOut(found, context.now())) return ranOut(context, found, intent, input.intentId);
  if (intent.status !== 'succeeded') throw new HttpError(402, paymentMessages.notSucceeded);
  if (intent.amountCents !== found.costCents || intent.currency !== PAYMENT_CURRENCY) {
    throw new HttpError(409, paymentMessages.wrongAmount);
  }

  const updated = await db
    .transaction(async (tx) => {
      const paidAt = new Date();
      const [paid] = await tx
        .update(bookings)
        .set({ status: 'paid', paid: true, transactionId: intent.id, paidAt })
        .where(
          and(
            eq(bookings.id, found.id),
            inArray(bookings.status, fromStatuses('pay')),
            gt(bookings.expiresAt, context.now()),
          ),
        )
        .returning();
      // The receipt's number, taken only by the call that paid (the booking row is locked first),
      // so numbers run without gaps; a test-mode payment's in the test series.
      const series = documentSeries('receipt', provider.kind === 'test');
      const [row] = paid
        ? await tx
            .update(bookings)
            .set({ receiptNumber: await takeDocumentNumber(tx, series, paidAt) })
            .where(eq(bookings.id, paid.id))
            .returning()
        : [];
      if (row) {
        // Our record of the intent follows the provider (Stripe's rows do not change by themselves).
        await tx
          .update(paymentIntents)
          .set({ status: 'succeeded', updatedAt: new Date() })
          .where(eq(paymentIntents.id, intent.id));
        await context.mails.paid(tx, row);
      }
      return row;
    })
    .catch((error: unknown) => {
      // transaction_id is unique: an intent already recorded on another booking pays nothing here.
      if (isUniqueViolation(error)) throw new HttpError(409, paymentMessages.otherBooking);
      throw error;
    });
  if (updated) return { modifiedCount: 1, row: updated };

  // Someone else (a concurrent PATCH, the webhook) paid it between our read and our update, or
  // the hold ran out meanwhile.
  const now = await visibleBooking(db, found.id, viewer);
  if (holdRanOut(now, context.now())) return ranOut(context, now, intent, input.intentId);
  return alreadyPaid(context, now, input.intentId);
}

/**
 * A payment reported for a booking whose hold ran out: the booking is marked expired first (if
 * the expiry pass has not done so), so that nothing pays it afterwards, and then the payment, when
 * it succeeded, goes back. A booking some payment got to first answers as a paid one.
 */
async function ranOut(
  context: PayContext,
  found: BookingRow,
  intent: ProviderIntent,
  intentId: string,
): Promise<PayResult> {
  const row =
    found.status === 'expired' ? found : await expireRanOutHold(context.db, found.id, context.now());
  if (row?.paid) return alreadyPaid(context, row, intentId);
  if (intent.status === 'succeeded') await refundStray(context, intent, found.id, 'hold-expired');
  throw new HttpError(409, cancellationMessages.expired);
}

/**
 * A paid booking asked to be paid again: the same payment answers it again; another payment that
 * succeeded for it (a second payment page, a second tab) is refunded, and the call refused.
 */
async function alreadyPaid(context: PayContext, row: BookingRow, intentId: string): Promise<PayResult> {
  if (row.transactionId === intentId) return { modifiedCount: 0, row };
  const second = await succeededFor(context, intentId, row.id);
  if (second) await refundStray(context, second, row.id, 'second-payment');
  throw new HttpError(409, paymentMessages.alreadyPaid);
}

/**
 * Paying as the API offers it: pays the booking (the call that pays it queues the receipt). The
 * bookings feature's PATCH /api/booking/{id} and Stripe's webhook both pay through it.
 */
export function bookingPayer(
  db: Db,
  provider: PaymentProvider,
  mails: Pick<BookingMails, 'paid'>,
  policy: Pick<BookingPolicy, 'freeCancellationDays' | 'now'>,
  warn: (message: string) => void,
): PayBooking {
  return async (input) => {
    const { row, modifiedCount } = await payBooking({ db, provider, mails, warn, now: policy.now }, input);
    return { modifiedCount, booking: toBooking(row, policy) };
  };
}
