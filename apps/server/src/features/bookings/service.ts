import {
  bookingConflictMessage,
  centsToDollars,
  PAYMENT_CURRENCY,
  type Booking,
  type BookingConflictAnswer,
  type CreateBooking,
  type PaidAnswer,
} from '@tgde/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { AuthUser } from '../../auth/guards';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { bookings, destinations, paymentIntents, users } from '../../db/schema';
import { HttpError, notFound } from '../../http/errors';
import type { PaymentProvider } from '../../infra/payments/provider';
import { onOffer } from '../destinations/service';

type Row = typeof bookings.$inferSelect;

export const bookingNotFound = () => notFound('There is no booking with that id among yours.');

export function toBooking(row: Row): Booking {
  return {
    _id: row.id,
    bookingId: row.destinationId,
    bookingName: row.destinationName,
    date: row.date,
    cost: centsToDollars(row.costCents),
    userName: row.userName,
    userEmail: row.userEmail,
    phone: row.phone,
    paid: row.paid,
    transactionId: row.transactionId,
  };
}

export type CreateResult =
  { created: true; booking: Row } | { created: false; conflict: BookingConflictAnswer };

/**
 * Books a destination on offer for the signed-in traveller. Their name and address come from the
 * session and the price from the destination; a new booking is unpaid. One plan per traveller per
 * day is the database's unique index: of two requests for the same day, one inserts and the other
 * finds the plan that won.
 */
export async function createBooking(db: Db, user: AuthUser, input: CreateBooking): Promise<CreateResult> {
  const [destination] = await db
    .select({ id: destinations.id, name: destinations.name, costCents: destinations.costCents })
    .from(destinations)
    .where(and(eq(destinations.id, input.bookingId), onOffer))
    .limit(1);
  if (!destination) throw notFound('That destination is not on offer (any more).');

  // A plan deleted between our insert and our read leaves nothing to report: then try again.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const [inserted] = await db
      .insert(bookings)
      .values({
        destinationId: destination.id,
        destinationName: destination.name,
        date: input.date,
        costCents: destination.costCents,
        userId: user.id,
        userName: user.name,
        userEmail: user.email,
        phone: input.phone,
      })
      .onConflictDoNothing({ target: [bookings.userId, bookings.date] })
      .returning();
    if (inserted) return { created: true, booking: inserted };

    const [existing] = await db
      .select({ date: bookings.date, bookingName: bookings.destinationName })
      .from(bookings)
      .where(and(eq(bookings.userId, user.id), eq(bookings.date, input.date)))
      .limit(1);
    if (existing) {
      return {
        created: false,
        conflict: { message: bookingConflictMessage(existing), confirmBooking: existing },
      };
    }
  }
  throw new HttpError(409, 'Your plans for that day changed while booking: please try again.');
}

/** A traveller's bookings (by their account's address), soonest trip first. */
export async function listBookingsOf(db: Db, email: string): Promise<Booking[]> {
  const rows = await db
    .select({ booking: bookings })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.userId))
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
    .orderBy(asc(bookings.date), asc(bookings.seq));
  return rows.map((r) => toBooking(r.booking));
}

/** The booking with this id, if `user` owns it (or may see every booking). */
export async function findBooking(
  db: Db,
  id: string,
  viewer: { userId: string; seesAll: boolean },
): Promise<Row | undefined> {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id)).limit(1);
  if (!row || (row.userId !== viewer.userId && !viewer.seesAll)) return undefined;
  return row;
}

/** Deletes the caller's own booking while it is unpaid; a paid booking stays (409). */
export async function deleteUnpaidBooking(db: Db, userId: string, id: string): Promise<number> {
  const deleted = await db
    .delete(bookings)
    .where(and(eq(bookings.id, id), eq(bookings.userId, userId), eq(bookings.paid, false)))
    .returning({ id: bookings.id });
  if (deleted.length > 0) return deleted.length;
  const row = await findBooking(db, id, { userId, seesAll: false });
  if (!row) throw bookingNotFound();
  throw new HttpError(409, 'This booking is paid: a paid booking cannot be deleted.');
}

// --- Paying --------------------------------------------------------------------------------------

export const paymentMessages = {
  unknownIntent: 'There is no such payment: pay with the payment page first.',
  otherBooking: 'That payment belongs to another booking.',
  notSucceeded: 'That payment has not succeeded, so the booking stays unpaid.',
  wrongAmount: "That payment's amount does not match the booking's cost.",
  alreadyPaid: 'This booking is already paid.',
} as const;

// Payment intent ids are Stripe-shaped; anything else is not worth asking the provider about.
const INTENT_ID = /^pi_[A-Za-z0-9_]{1,200}$/;

export interface PayResult extends PaidAnswer {
  /** The booking as it was stored (for the receipt). */
  row: Row;
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
export async function payBooking(
  db: Db,
  provider: PaymentProvider,
  input: { bookingId: string; intentId: string; ownerId: string | null },
): Promise<PayResult> {
  const [found] = await db.select().from(bookings).where(eq(bookings.id, input.bookingId)).limit(1);
  if (!found || (input.ownerId !== null && found.userId !== input.ownerId)) throw bookingNotFound();
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
  const [now] = await db.select().from(bookings).where(eq(bookings.id, found.id)).limit(1);
  if (!now) throw bookingNotFound();
  return alreadyPaid(now, input.intentId);
}

function alreadyPaid(row: Row, intentId: string): PayResult {
  if (row.transactionId !== intentId) throw new HttpError(409, paymentMessages.alreadyPaid);
  return { modifiedCount: 0, booking: toBooking(row), row };
}
