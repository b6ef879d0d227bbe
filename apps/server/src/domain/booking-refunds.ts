import {
  cancellationMessages,
  cancelTooLateMessage,
  centsToDollars,
  freeCancellationUntil,
  isCancellationFree,
} from '@tgde/contracts';
import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { bookings } from '../db/schema';
import { HttpError } from '../http/errors';
import type { BookingMails } from '../infra/mail/booking-mails';
import type { PaymentProvider } from '../infra/payments/provider';
import { recordAudit, type AuditActor } from './audit';
import { visibleBooking, type BookingPolicy, type BookingRow, type BookingViewer } from './booking-records';
import { fromStatuses } from './booking-state';
import { documentSeries, isTestDocumentNumber, takeDocumentNumber } from './document-numbers';
import { freePlaces, type Tx } from './places';

/*
 * Cancelling a paid trip and giving its money back. The state moves first, by one guarded UPDATE
 * (only from `paid`), so of any number of simultaneous cancels exactly one cancels; the refund then
 * goes to the payment provider with one idempotency key per booking, so every caller that finds the
 * booking cancelled but not yet refunded may ask again and still gets the one refund.
 */

export interface CancelInput {
  bookingId: string;
  viewer: BookingViewer;
  /** Admins cancel at any time (a day closed, a tour called off); travellers only while it is free. */
  evenLate: boolean;
  /**
   * The admin cancelling: the cancellation goes into the audit trail as theirs. Every cancellation
   * by an admin is, their own trips included, since an admin's cancel ignores the free period.
   */
  audit?: AuditActor;
}

export interface CancelResult {
  row: BookingRow;
  /** This call moved the booking to cancelled (the one that queued the mail). */
  cancelledNow: boolean;
  /** The provider could not refund (503): the booking stays cancelled and the refund is retried. */
  refundFailed?: HttpError;
}

/** The refund's idempotency key: one refund per booking, however often it is asked for. */
export const bookingRefundKey = (bookingId: string) => `refund-booking-${bookingId}`;

export async function cancelPaidBooking(
  db: Db,
  provider: PaymentProvider,
  policy: BookingPolicy,
  mails: Pick<BookingMails, 'cancelled' | 'refundSettled'>,
  input: CancelInput,
): Promise<CancelResult> {
  const found = await visibleBooking(db, input.bookingId, input.viewer);
  if (found.status === 'cancelled') return withRefund(db, provider, found, false);
  if (found.status === 'unpaid') throw new HttpError(409, cancellationMessages.notPaid);
  if (found.status === 'expired') throw new HttpError(409, cancellationMessages.expired);

  const lastFreeDay = freeCancellationUntil(found.date, policy.freeCancellationDays);
  if (!input.evenLate && !isCancellationFree(lastFreeDay, policy.now())) {
    throw new HttpError(409, cancelTooLateMessage(lastFreeDay, policy.freeCancellationDays));
  }

  const cancelled = await db.transaction(async (tx) => {
    const [moved] = await tx
      .update(bookings)
      .set({ status: 'cancelled', cancelledAt: policy.now() })
      .where(and(eq(bookings.id, found.id), inArray(bookings.status, fromStatuses('cancel'))))
      .returning();
    return moved && (await afterCancelling(tx, moved, mails, provider.kind === 'test', input.audit));
  });
  // Cancelled by a simultaneous call: make sure of the refund all the same and answer the booking.
  const row = cancelled ?? (await visibleBooking(db, found.id, { seesAll: true }));
  const result = await withRefund(db, provider, row, cancelled !== undefined);
  // The mail this call queued waited for the refund: it now tells of it (or of its being on its way).
  if (result.cancelledNow) await mails.refundSettled(db, row.id);
  return result;
}

/**
 * What cancelling a booking brings with it, in the cancellation's transaction: its places are
 * freed, its credit note gets its number (after the booking row was locked by the cancelling
 * update, so numbers run without gaps), its mail is queued and, when an admin cancels, the audit
 * trail records it (with the trip, not the traveller: the trail outlives the booking's personal data).
 * The credit note is in its receipt's series (test or real); `testMode` decides for a booking whose
 * receipt has no number yet (a seeded one).
 */
async function afterCancelling(
  tx: Tx,
  row: BookingRow,
  mails: Pick<BookingMails, 'cancelled'>,
  testMode: boolean,
  audit?: AuditActor,
): Promise<BookingRow> {
  await freePlaces(tx, row);
  const test = row.receiptNumber === null ? testMode : isTestDocumentNumber(row.receiptNumber);
  const [numbered] = await tx
    .update(bookings)
    .set({
      creditNoteNumber: await takeDocumentNumber(
        tx,
        documentSeries('credit-note', test),
        row.cancelledAt ?? new Date(),
      ),
    })
    .where(eq(bookings.id, row.id))
    .returning();
  const cancelled = numbered ?? row;
  await mails.cancelled(tx, cancelled);
  if (audit) {
    await recordAudit(tx, {
      actor: audit,
      action: 'booking.cancel',
      target: `booking:${row.id}`,
      details: {
        destination: row.destinationName,
        date: row.date,
        cost: centsToDollars(row.costCents),
        changes: { status: { before: 'paid', after: 'cancelled' } },
      },
    });
  }
  return cancelled;
}

async function withRefund(
  db: Db,
  provider: PaymentProvider,
  row: BookingRow,
  cancelledNow: boolean,
): Promise<CancelResult> {
  try {
    return { row: await refundCancelled(db, provider, row), cancelledNow };
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 503)
      return { row, cancelledNow, refundFailed: error };
    throw error;
  }
}

/**
 * Refunds a cancelled booking in full unless it has been refunded already; answers the booking as
 * it then stands. When the provider cannot be reached the booking stays cancelled without a refund
 * (the expiry job asks again, as may the caller), and the caller hears so (503).
 */
export async function refundCancelled(
  db: Db,
  provider: PaymentProvider,
  row: BookingRow,
): Promise<BookingRow> {
  if (row.status !== 'cancelled' || row.refundId !== null || row.transactionId === null) return row;
  let refund;
  try {
    refund = await provider.refund({
      intentId: row.transactionId,
      amountCents: row.costCents,
      idempotencyKey: bookingRefundKey(row.id),
    });
  } catch (error) {
    // The provider's own error stays attached for the log.
    throw Object.assign(new HttpError(503, cancellationMessages.refundPending), { cause: error });
  }
  const [updated] = await db
    .update(bookings)
    .set({ refundId: refund.id, refundCents: refund.amountCents })
    .where(and(eq(bookings.id, row.id), isNull(bookings.refundId)))
    .returning();
  return updated ?? (await visibleBooking(db, row.id, { seesAll: true }));
}

/** Cancelled bookings whose refund did not go through yet (the provider was unreachable). */
export async function refundsPending(db: Db, limit = 50): Promise<BookingRow[]> {
  return db
    .select()
    .from(bookings)
    .where(
      and(eq(bookings.status, 'cancelled'), isNull(bookings.refundId), isNotNull(bookings.transactionId)),
    )
    .limit(limit);
}

/**
 * A refund made at the provider (Stripe's dashboard) for the payment `intentId`: the booking it
 * paid is cancelled here too, its places freed and its mail queued; a booking cancelled already
 * only gets the refund's id. Answers the booking when this call cancelled it.
 */
export async function cancelledAtProvider(
  db: Db,
  now: () => Date,
  mails: Pick<BookingMails, 'cancelled'>,
  refund: { intentId: string; refundId: string; refundCents: number },
): Promise<BookingRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(bookings)
      .set({
        status: 'cancelled',
        cancelledAt: now(),
        refundId: refund.refundId,
        refundCents: refund.refundCents,
      })
      .where(
        and(eq(bookings.transactionId, refund.intentId), inArray(bookings.status, fromStatuses('cancel'))),
      )
      .returning();
    // A refund made in Stripe's dashboard: the booking was paid through Stripe.
    if (row) return afterCancelling(tx, row, mails, false);
    await tx
      .update(bookings)
      .set({ refundId: refund.refundId, refundCents: refund.refundCents })
      .where(
        and(
          eq(bookings.transactionId, refund.intentId),
          eq(bookings.status, 'cancelled'),
          isNull(bookings.refundId),
        ),
      );
    return undefined;
  });
}
