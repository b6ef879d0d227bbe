import { and, desc, eq, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import { bookings, paymentIntents, strayRefunds, type STRAY_REFUND_REASONS } from '../db/schema';
import type { BookingRow } from './booking-records';
import { fromStatuses } from './booking-state';
import { freePlaces } from './places';
import { enqueue } from '../infra/jobs/queue';
import type { PaymentProvider, ProviderIntent } from '../infra/payments/provider';

/*
 * Payments that succeeded but pay no booking: a second payment of a booking another payment paid
 * already, a payment for a booking deleted meanwhile, a payment for a booking whose hold ran out.
 * Their money goes back by itself. Each such refund is a stray_refunds row, written before the
 * provider is asked (one per intent: its primary key), and the provider is asked with one
 * idempotency key per intent, so that racing or repeating callers (the PATCH, Stripe's webhook, the
 * job of a deleted booking, the reconciliation pass) make one refund between them, and a refund
 * that failed stays on record and is tried again by the next pass.
 */

export type StrayReason = (typeof STRAY_REFUND_REASONS)[number];
export type StrayRefundRow = typeof strayRefunds.$inferSelect;

/** The refund's idempotency key at the provider: one refund per intent, however often asked for. */
export const strayRefundKey = (intentId: string) => `refund-stray-${intentId}`;

/** The job that settles the intents of a booking just deleted (queued in the deletion's transaction). */
export const SETTLE_INTENTS_JOB = 'settle-intents';
/** The scheduled pass that looks for payments nothing uses (app.ts: every ten minutes). */
export const RECONCILE_PAYMENTS_JOB = 'reconcile-payments';

/**
 * An unpaid booking whose hold has run out, whether or not the expiry pass has marked it expired
 * yet: it can no longer be paid.
 */
export const holdRanOut = (row: Pick<BookingRow, 'status' | 'expiresAt'>, now: Date): boolean =>
  row.status === 'expired' || (row.status === 'unpaid' && row.expiresAt.getTime() <= now.getTime());

export interface StrayPayment {
  /** The succeeded intent, as the provider reports it. */
  intent: ProviderIntent;
  bookingId: string | null;
  reason: StrayReason;
}

/**
 * Refunds a succeeded payment that pays no booking, once, and records it. Throws when the provider
 * cannot refund now; the record then stays without a refund id (with the error), for the
 * reconciliation pass to try again.
 */
export async function refundStrayPayment(
  db: Db,
  provider: PaymentProvider,
  stray: StrayPayment,
  now: Date,
): Promise<StrayRefundRow> {
  const { intent } = stray;
  await db
    .insert(strayRefunds)
    .values({
      intentId: intent.id,
      provider: provider.kind,
      bookingId: stray.bookingId,
      amountCents: intent.amountCents,
      currency: intent.currency,
      reason: stray.reason,
      createdAt: now,
    })
    .onConflictDoNothing({ target: strayRefunds.intentId });
  const [row] = await db.select().from(strayRefunds).where(eq(strayRefunds.intentId, intent.id));
  if (!row) throw new Error(`the refund record of ${intent.id} vanished`);
  if (row.refundId) return row;
  // Our record of the intent follows the provider (Stripe's rows do not change by themselves).
  await db
    .update(paymentIntents)
    .set({ status: 'succeeded', updatedAt: new Date() })
    .where(eq(paymentIntents.id, intent.id));
  try {
    const refund = await provider.refund({
      intentId: row.intentId,
      amountCents: row.amountCents,
      idempotencyKey: strayRefundKey(row.intentId),
    });
    const [done] = await db
      .update(strayRefunds)
      .set({
        refundId: refund.id,
        refundStatus: refund.status,
        refundedAt: now,
        attempts: sql`${strayRefunds.attempts} + 1`,
        lastError: null,
      })
      .where(eq(strayRefunds.intentId, row.intentId))
      .returning();
    return done ?? row;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await db
      .update(strayRefunds)
      .set({ attempts: sql`${strayRefunds.attempts} + 1`, lastError: message.slice(0, 500) })
      .where(eq(strayRefunds.intentId, row.intentId));
    throw error;
  }
}

/** What settling one intent found. */
export type Settled =
  /** It paid its booking, or may still pay it (an unpaid booking within its hold): left alone. */
  | 'in-use'
  /** It was never paid and is cancelled now (or the provider knows it no more). */
  | 'canceled'
  /** It was paid and pays nothing: refunded (now or before). */
  | 'refunded'
  /** Neither paid nor cancellable yet (Stripe: processing): the next pass looks again. */
  | 'open';

/**
 * Settles one of our intents: when it can pay nothing (its booking is gone, was paid with another
 * intent, or its hold ran out), an open one is cancelled at the provider and a succeeded one (also
 * one that succeeded while being cancelled) is refunded.
 */
export async function settleIntent(
  db: Db,
  provider: PaymentProvider,
  intentId: string,
  now: Date,
): Promise<Settled> {
  const [found] = await db
    .select({ ours: paymentIntents, booking: bookings })
    .from(paymentIntents)
    .leftJoin(bookings, eq(bookings.id, paymentIntents.bookingId))
    .where(and(eq(paymentIntents.id, intentId), eq(paymentIntents.provider, provider.kind)));
  if (!found) return 'canceled';
  const { ours, booking } = found;
  if (booking?.transactionId === ours.id) return 'in-use';
  // Unpaid: it may still be paid with this intent. A hold that ran out counts once it is marked
  // expired (by the expiry pass or a payment refused for it), after which nothing can pay it.
  if (booking?.status === 'unpaid') return 'in-use';
  const reason: StrayReason = !booking ? 'booking-deleted' : booking.paid ? 'second-payment' : 'hold-expired';

  const theirs = await provider.retrieveIntent(ours.id);
  if (!theirs) {
    await db
      .update(paymentIntents)
      .set({ status: 'canceled', updatedAt: new Date() })
      .where(eq(paymentIntents.id, ours.id));
    return 'canceled';
  }
  const open = theirs.status !== 'succeeded' && theirs.status !== 'canceled';
  // Cancelling answers the status afterwards: a payment that went through meanwhile stays succeeded.
  const status = open ? await provider.cancelIntent(ours.id) : theirs.status;
  if (status === 'succeeded') {
    await refundStrayPayment(db, provider, { intent: theirs, bookingId: ours.bookingId, reason }, now);
    return 'refunded';
  }
  await db
    .update(paymentIntents)
    .set({ status, updatedAt: new Date() })
    .where(eq(paymentIntents.id, ours.id));
  return status === 'canceled' ? 'canceled' : 'open';
}

/**
 * Marks an unpaid booking whose hold ran out by `now` expired and frees its places, as the expiry
 * pass does, and queues the settling of its intents, in one transaction: from then on nothing can
 * pay it (paying is guarded by the unpaid state), whatever the clock of another server says.
 * Answers the booking as it is afterwards (paid, when a payment got there first).
 */
export async function expireRanOutHold(
  db: Db,
  bookingId: string,
  now: Date,
): Promise<BookingRow | undefined> {
  return db.transaction(async (tx) => {
    const [expired] = await tx
      .update(bookings)
      .set({ status: 'expired' })
      .where(
        and(
          eq(bookings.id, bookingId),
          inArray(bookings.status, fromStatuses('expire')),
          lte(bookings.expiresAt, now),
        ),
      )
      .returning();
    if (expired) {
      await freePlaces(tx, expired);
      await queueSettling(tx, expired.id);
      return expired;
    }
    const [row] = await tx.select().from(bookings).where(eq(bookings.id, bookingId));
    return row;
  });
}

/**
 * Queues the settling of a booking's intents, in the transaction that deletes the booking: the
 * job exists exactly when the deletion does, and a payment that succeeded before it is refunded.
 */
export async function queueSettling(tx: DbOrTx, bookingId: string): Promise<void> {
  const intents = await tx
    .select({ id: paymentIntents.id })
    .from(paymentIntents)
    .where(and(eq(paymentIntents.bookingId, bookingId), ne(paymentIntents.status, 'canceled')));
  if (intents.length === 0) return;
  await enqueue(tx, { kind: SETTLE_INTENTS_JOB, payload: { intentIds: intents.map((row) => row.id) } });
}

type Log = (message: string, error?: unknown) => void;

/** Settles each intent in turn; one that fails goes to `failed`, and the rest are still settled. */
async function settleEach(
  db: Db,
  provider: PaymentProvider,
  intentIds: readonly string[],
  now: Date,
  failed: (intentId: string, error: unknown) => void,
): Promise<Record<Settled, number>> {
  const counts: Record<Settled, number> = { 'in-use': 0, canceled: 0, refunded: 0, open: 0 };
  for (const id of intentIds) {
    try {
      counts[await settleIntent(db, provider, id, now)] += 1;
    } catch (error) {
      failed(id, error);
    }
  }
  return counts;
}

/** Settles each intent; throws after trying them all when one failed (the job is retried). */
export async function settleIntents(
  db: Db,
  provider: PaymentProvider,
  intentIds: readonly string[],
  now: Date,
  log: Log,
): Promise<Record<Settled, number>> {
  let failure: unknown;
  const counts = await settleEach(db, provider, intentIds, now, (id, error) => {
    log(`Could not settle the payment intent ${id}`, error);
    failure ??= error;
  });
  if (failure !== undefined) throw failure;
  return counts;
}

/** The settle job's payload: the intents of the deleted booking. */
export function intentIdsOf(payload: unknown): string[] {
  const ids = (payload as { intentIds?: unknown } | null)?.intentIds;
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
}

/**
 * The reconciliation pass: every intent of this provider that is neither cancelled nor the payment
 * of its booking, nor refunded already, while its booking cannot use it (gone, paid otherwise, hold
 * run out). Catches what no call reports: a booking deleted with its account, a refund that failed
 * before, a payment that went through after its booking expired.
 */
export async function reconcilePayments(
  db: Db,
  provider: PaymentProvider,
  now: Date,
  log: Log,
): Promise<Record<Settled, number>> {
  const candidates = await db
    .select({ id: paymentIntents.id })
    .from(paymentIntents)
    .leftJoin(bookings, eq(bookings.id, paymentIntents.bookingId))
    .leftJoin(strayRefunds, eq(strayRefunds.intentId, paymentIntents.id))
    .where(
      and(
        eq(paymentIntents.provider, provider.kind),
        ne(paymentIntents.status, 'canceled'),
        isNull(strayRefunds.refundId),
        sql`${bookings.transactionId} is distinct from ${paymentIntents.id}`,
        or(isNull(bookings.id), ne(bookings.status, 'unpaid')),
      ),
    )
    .orderBy(paymentIntents.createdAt);
  return settleEach(
    db,
    provider,
    candidates.map((row) => row.id),
    now,
    (id, error) => log(`Could not settle the payment intent ${id}; the next pass tries again`, error),
  );
}

/** GET /api/admin/refunded-payments: this many, newest first. */
export const STRAY_REFUNDS_LIMIT = 200;

/** The refunds of stray payments with what is left of their bookings, newest first. */
export async function listStrayRefunds(db: Db) {
  return db
    .select({
      refund: strayRefunds,
      destinationId: bookings.destinationId,
      destinationName: bookings.destinationName,
      date: bookings.date,
      userName: bookings.userName,
    })
    .from(strayRefunds)
    .leftJoin(bookings, eq(bookings.id, strayRefunds.bookingId))
    .orderBy(desc(strayRefunds.createdAt), desc(strayRefunds.intentId))
    .limit(STRAY_REFUNDS_LIMIT);
}
