import {
  bookingConflictMessage,
  type Booking,
  type BookingConflictAnswer,
  type CreateBooking,
} from '@tgde/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { AuthUser } from '../../auth/guards';
import type { Db } from '../../db/client';
import { bookings, destinations, users } from '../../db/schema';
import { toBooking, visibleBooking, type BookingRow, type BookingViewer } from '../../domain/booking-records';
import { onOffer } from '../../domain/on-offer';
import { HttpError, notFound } from '../../http/errors';

export type CreateResult =
  { created: true; booking: BookingRow } | { created: false; conflict: BookingConflictAnswer };

/**
 * Books a destination on offer for the signed-in traveller. Their name and address come from the
 * session and the price from the destination; a new booking is unpaid. One plan per traveller per
 * day is the database's unique index: of two requests for the same day, one inserts and the other
 * finds the plan that won.
 */
/**
 * A booking as the service takes it. The API's body names the destination `bookingId` (a name the
 * clients already send); inside the server it is what it is.
 */
export type NewBooking = Omit<CreateBooking, 'bookingId'> & { destinationId: string };

export async function createBooking(db: Db, user: AuthUser, input: NewBooking): Promise<CreateResult> {
  const [destination] = await db
    .select({ id: destinations.id, name: destinations.name, costCents: destinations.costCents })
    .from(destinations)
    .where(and(eq(destinations.id, input.destinationId), onOffer))
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

/** The booking with this id, when `viewer` may see it; else 404. */
export async function getBooking(db: Db, id: string, viewer: BookingViewer): Promise<Booking> {
  return toBooking(await visibleBooking(db, id, viewer));
}

/** Deletes the caller's own booking while it is unpaid; a paid booking stays (409). */
export async function deleteUnpaidBooking(db: Db, userId: string, id: string): Promise<number> {
  const deleted = await db
    .delete(bookings)
    .where(and(eq(bookings.id, id), eq(bookings.userId, userId), eq(bookings.paid, false)))
    .returning({ id: bookings.id });
  if (deleted.length > 0) return deleted.length;
  // Not deleted: someone else's or unknown (404), or paid.
  await visibleBooking(db, id, { userId });
  throw new HttpError(409, 'This booking is paid: a paid booking cannot be deleted.');
}
