import {
  bookingConflictMessage,
  cancellationMessages,
  placesLeftMessage,
  type Booking,
  type BookingConflictAnswer,
  type CreateBooking,
  type Locale,
  type PlacesConflictAnswer,
} from '@tgde/contracts';
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { AuthUser } from '../../auth/guards';
import type { Db } from '../../db/client';
import { bookings, destinations, paymentIntents, users } from '../../db/schema';
import {
  toBooking,
  visibleBooking,
  type BookingPolicy,
  type BookingRow,
  type BookingViewer,
} from '../../domain/booking-records';
import { fromStatuses, PLACE_HOLDING_STATUSES } from '../../domain/booking-state';
import { freePlaces, takePlaces } from '../../domain/places';
import { onOffer } from '../../domain/on-offer';
import type { BookingMails } from '../../infra/mail/booking-mails';
import { HttpError, notFound } from '../../http/errors';

export type CreateResult =
  | { created: true; booking: BookingRow }
  | { created: false; conflict: BookingConflictAnswer | PlacesConflictAnswer };

/**
 * A booking as the service takes it. The API's body names the destination `bookingId` (a name the
 * clients already send); inside the server it is what it is.
 */
export type NewBooking = Omit<CreateBooking, 'bookingId'> & { destinationId: string };

/** Thrown inside the booking's transaction to undo it when the day has too few places left. */
class TooFewPlaces extends Error {
  constructor(readonly remaining: number) {
    super('too few places');
  }
}

/** Keeps the language the traveller books in: their booking mails, written when sent, are in it. */
export async function rememberTravellerLocale(db: Db, userId: string, locale: Locale): Promise<void> {
  await db.update(users).set({ locale }).where(eq(users.id, userId));
}

/**
 * Books a destination on offer for the signed-in traveller. Their name and address come from the
 * session and the price from the destination (times the travellers); a new booking is unpaid and
 * holds its places until `policy.holdMinutes` have passed. In one transaction: the booking row, whose
 * unique index allows one plan per traveller per day (of two requests for the same day, one inserts
 * and the other finds the plan that won), then its places, taken only while the day has enough left
 * (domain/places.ts); too few places undo the booking. The booking mail is queued in the same
 * transaction.
 */
export async function createBooking(
  db: Db,
  user: AuthUser,
  input: NewBooking,
  policy: BookingPolicy,
  mails: Pick<BookingMails, 'booked'>,
): Promise<CreateResult> {
  const [destination] = await db
    .select({ id: destinations.id, name: destinations.name, costCents: destinations.costCents })
    .from(destinations)
    .where(and(eq(destinations.id, input.destinationId), onOffer))
    .limit(1);
  if (!destination) throw notFound('That destination is not on offer (any more).');

  // A plan deleted between our insert and our read leaves nothing to report: then try again.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    let inserted: BookingRow | undefined;
    try {
      inserted = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(bookings)
          .values({
            destinationId: destination.id,
            destinationName: destination.name,
            date: input.date,
            costCents: destination.costCents * input.travellers,
            travellers: input.travellers,
            userId: user.id,
            userName: user.name,
            userEmail: user.email,
            phone: input.phone,
            expiresAt: new Date(policy.now().getTime() + policy.holdMinutes * 60_000),
          })
          .onConflictDoNothing({
            target: [bookings.userId, bookings.date],
            where: inArray(bookings.status, PLACE_HOLDING_STATUSES),
          })
          .returning();
        if (!row) return undefined;
        const places = await takePlaces(tx, row);
        if (!places.taken) throw new TooFewPlaces(places.remaining);
        await mails.booked(tx, row);
        return row;
      });
    } catch (error) {
      if (!(error instanceof TooFewPlaces)) throw error;
      const message = placesLeftMessage({
        date: input.date,
        destination: destination.name,
        remaining: error.remaining,
      });
      return { created: false, conflict: { message, remaining: error.remaining } };
    }
    if (inserted) return { created: true, booking: inserted };

    const [existing] = await db
      .select({ date: bookings.date, bookingName: bookings.destinationName })
      .from(bookings)
      .where(
        and(
          eq(bookings.userId, user.id),
          eq(bookings.date, input.date),
          inArray(bookings.status, PLACE_HOLDING_STATUSES),
        ),
      )
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
export async function listBookingsOf(
  db: Db,
  email: string,
  policy: Pick<BookingPolicy, 'freeCancellationDays'>,
): Promise<Booking[]> {
  const rows = await db
    .select({ booking: bookings })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.userId))
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
    .orderBy(asc(bookings.date), asc(bookings.seq));
  return rows.map((r) => toBooking(r.booking, policy));
}

/** The booking with this id, when `viewer` may see it; else 404. */
export async function getBooking(
  db: Db,
  id: string,
  viewer: BookingViewer,
  policy: Pick<BookingPolicy, 'freeCancellationDays'>,
): Promise<Booking> {
  return toBooking(await visibleBooking(db, id, viewer), policy);
}

/**
 * Deletes the caller's own booking while it is unpaid and frees its places; a paid, cancelled or
 * expired booking stays (409). Answers the ids of the payment intents it had opened (gone with the
 * booking's row), for the caller to cancel at the provider.
 */
export async function deleteUnpaidBooking(
  db: Db,
  userId: string,
  id: string,
): Promise<{ deletedCount: number; openIntents: string[] }> {
  const result = await db.transaction(async (tx) => {
    const intents = await tx
      .select({ id: paymentIntents.id })
      .from(paymentIntents)
      .where(
        and(eq(paymentIntents.bookingId, id), notInArray(paymentIntents.status, ['succeeded', 'canceled'])),
      );
    const [deleted] = await tx
      .delete(bookings)
      .where(
        and(
          eq(bookings.id, id),
          eq(bookings.userId, userId),
          inArray(bookings.status, fromStatuses('delete')),
        ),
      )
      .returning();
    if (!deleted) return undefined;
    await freePlaces(tx, deleted);
    return { deletedCount: 1, openIntents: intents.map((i) => i.id) };
  });
  if (result) return result;
  // Not deleted: someone else's or unknown (404), or paid.
  const row = await visibleBooking(db, id, { userId });
  if (row.status === 'expired') throw new HttpError(409, cancellationMessages.expired);
  throw new HttpError(409, 'This booking is paid: a paid booking cannot be deleted.');
}
