import { and, eq, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, paymentIntents } from '../../db/schema';
import { refundCancelled, refundsPending } from '../../domain/booking-refunds';
import { fromStatuses } from '../../domain/booking-state';
import { freePlaces } from '../../domain/places';
import type { PaymentProvider } from '../../infra/payments/provider';
import { settleIntent } from '../../domain/stray-payments';

/** A number no other advisory lock on the database uses: held by the one server running a pass. */
const EXPIRY_LOCK = 70_162_401;

/** The scheduled job that runs a pass (every minute: app.ts). */
export const EXPIRE_BOOKINGS_JOB = 'expire-bookings';

export interface ExpiryPass {
  /** False when another server held the lock: this pass did nothing. */
  ran: boolean;
  expired: number;
  intentsCancelled: number;
  /** Payments that went through for the expired bookings, refunded. */
  strayRefunded: number;
  /** Cancelled bookings whose refund was made late. */
  refunded: number;
}

type Log = (message: string, error?: unknown) => void;

/**
 * One pass of the hold's expiry: unpaid bookings whose hold ran out at `now` become expired and give
 * their places back, in one transaction holding a transaction-level advisory lock, so that servers
 * sharing a PostgreSQL take turns (a server that finds the lock taken skips its pass). Running it
 * again changes nothing more. Afterwards the open payment intents of those bookings are cancelled
 * at the provider, so a payment page left open cannot charge them (a payment that went through
 * for one is refunded: domain/stray-payments.ts), and cancelled bookings whose refund
 * could not be made earlier are refunded.
 */
export async function expireBookings(
  db: Db,
  provider: PaymentProvider,
  now: Date,
  log: Log,
): Promise<ExpiryPass> {
  const result = await db.transaction(async (tx) => {
    const lock = await tx.execute(sql`select pg_try_advisory_xact_lock(${EXPIRY_LOCK}) as locked`);
    // PGlite and node-postgres both answer `{ rows }`.
    if ((lock as unknown as { rows: { locked: boolean }[] }).rows[0]?.locked !== true) return undefined;
    const expired = await tx
      .update(bookings)
      .set({ status: 'expired' })
      .where(and(inArray(bookings.status, fromStatuses('expire')), lte(bookings.expiresAt, now)))
      .returning();
    for (const row of expired) await freePlaces(tx, row);
    const intents =
      expired.length === 0
        ? []
        : await tx
            .select({ id: paymentIntents.id })
            .from(paymentIntents)
            .where(
              and(
                inArray(
                  paymentIntents.bookingId,
                  expired.map((row) => row.id),
                ),
                eq(paymentIntents.provider, provider.kind),
                ne(paymentIntents.status, 'canceled'),
              ),
            );
    return { expired: expired.length, intents: intents.map((intent) => intent.id) };
  });
  if (!result) return { ran: false, expired: 0, intentsCancelled: 0, strayRefunded: 0, refunded: 0 };

  // Open intents are cancelled; one that succeeded (before or while being cancelled) pays nothing
  // now and is refunded. One that fails here is left to the reconciliation pass.
  let intentsCancelled = 0;
  let strayRefunded = 0;
  for (const id of result.intents) {
    try {
      const settled = await settleIntent(db, provider, id, now);
      if (settled === 'canceled') intentsCancelled += 1;
      if (settled === 'refunded') strayRefunded += 1;
    } catch (error) {
      log(`Could not settle the payment intent ${id} of an expired booking`, error);
    }
  }

  let refunded = 0;
  for (const row of await refundsPending(db)) {
    try {
      if ((await refundCancelled(db, provider, row)).refundId) refunded += 1;
    } catch (error) {
      log(`The refund of the cancelled booking ${row.id} failed again`, error);
    }
  }
  return { ran: true, expired: result.expired, intentsCancelled, strayRefunded, refunded };
}
