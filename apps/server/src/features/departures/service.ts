import { departureId, departureStart, parseDepartureId, type Departure } from '@tgde/contracts';
import { and, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { bookings, destinations, placesTaken } from '../../db/schema';
import { recordAudit, type AuditActor } from '../../domain/audit';
import { cancelPaidBooking } from '../../domain/booking-refunds';
import type { BookingPolicy } from '../../domain/booking-records';
import { closesAt, decidedAt, departureStatus, toDeparture } from '../../domain/departures';
import {
  bookingsOfDeparture,
  isDepartureRow,
  setDepartureStatus,
  type DepartureKey,
} from '../../domain/places';
import { PLACE_HOLDING_STATUSES } from '../../domain/booking-state';
import { onOffer } from '../../domain/on-offer';
import { HttpError, invalidField, notFound } from '../../http/errors';
import { enqueue } from '../../infra/jobs/queue';
import type { BookingMails } from '../../infra/mail/booking-mails';
import type { PaymentProvider } from '../../infra/payments/provider';

/*
 * An operator's departures: closing one to new bookings, cancelling one (every booking cancelled and
 * refunded, each traveller told), and the minimum-group decision that does one or the other by
 * itself. A cancellation is a state change of the departure's row plus one job per booking, all in
 * one transaction: the jobs (infra/jobs/queue.ts) cancel and refund each booking once, and a crash
 * between two refunds leaves the rest queued, never lost and never doubled.
 */

/** The job that cancels and refunds one booking of a cancelled departure. */
export const DEPARTURE_BOOKING_CANCEL_JOB = 'departure-booking-cancel';
/** The scheduled pass that decides minimum-group departures whose decision time has come. */
export const DECIDE_DEPARTURES_JOB = 'decide-departures';

/** What the audit trail keeps about a departure: its destination's name, date and time. */
async function departureFacts(db: DbOrTx, key: DepartureKey) {
  const [destination] = await db
    .select({ name: destinations.name })
    .from(destinations)
    .where(eq(destinations.id, key.destinationId));
  return { destination: destination?.name ?? null, date: key.date, time: key.time || null };
}

const departureKey = (id: string): DepartureKey => {
  const parts = parseDepartureId(id);
  if (!parts)
    throw invalidField(
      'id',
      'id must be a departure id, such as the ones GET /api/destination/{id}/departures lists',
    );
  return { destinationId: parts.destinationId, date: parts.date, time: parts.time ?? '' };
};

/** The departure as it now stands (its stored state, the clock's cutoff and its places). */
export async function departureNow(db: DbOrTx, key: DepartureKey, now: Date): Promise<Departure> {
  const [row] = await db
    .select({
      capacity: destinations.capacity,
      cutoffMinutes: destinations.cutoffMinutes,
      minTravellers: destinations.minTravellers,
      taken: sql<number>`coalesce(${placesTaken.taken}, 0)`.mapWith(Number),
      status: sql<'open' | 'closed' | 'cancelled' | 'guaranteed'>`coalesce(${placesTaken.status}, 'open')`,
    })
    .from(destinations)
    .leftJoin(placesTaken, isDepartureRow({ ...key, destinationId: destinations.id }))
    .where(and(eq(destinations.id, key.destinationId), onOffer));
  if (!row) throw notFound('That departure is not on offer (any more).');
  const time = key.time === '' ? null : key.time;
  return toDeparture({
    id: departureId(key.destinationId, key.date, time),
    date: key.date,
    time,
    capacity: row.capacity,
    booked: row.taken,
    status: departureStatus(
      row.status,
      time === null ? null : closesAt(departureStart(key.date, time), row.cutoffMinutes),
      now,
    ),
    minTravellers: row.minTravellers,
  });
}

/** Closes a departure to new bookings (its bookings stay); closing it again changes nothing. */
export async function closeDeparture(db: Db, id: string, actor: AuditActor, now: Date): Promise<Departure> {
  const key = departureKey(id);
  const current = await departureNow(db, key, now);
  if (current.status === 'cancelled') throw new HttpError(409, 'This departure is cancelled already.');
  await db.transaction(async (tx) => {
    if (await setDepartureStatus(tx, key, 'closed', ['open', 'guaranteed']))
      await recordAudit(tx, {
        actor,
        action: 'departure.close',
        target: `departure:${id}`,
        details: await departureFacts(tx, key),
      });
  });
  return departureNow(db, key, now);
}

/**
 * Cancels a departure: its row says so (no new booking can take its places, on any server), and in
 * the same transaction each booking holding places gets its job: a paid one is cancelled and refunded
 * in full, an unpaid one's hold ends now. Answers whether this call cancelled it (of simultaneous
 * calls exactly one does; the others find it cancelled and queue nothing).
 */
export async function cancelDepartureBookings(tx: DbOrTx, key: DepartureKey): Promise<boolean> {
  if (!(await setDepartureStatus(tx, key, 'cancelled', ['open', 'closed', 'guaranteed']))) return false;
  const held = await tx
    .select({ id: bookings.id, status: bookings.status })
    .from(bookings)
    .where(and(bookingsOfDeparture(key), inArray(bookings.status, PLACE_HOLDING_STATUSES)));
  for (const booking of held) {
    await enqueue(tx, {
      kind: DEPARTURE_BOOKING_CANCEL_JOB,
      payload: { bookingId: booking.id },
      uniqueKey: `departure-cancel-${booking.id}`,
    });
  }
  return true;
}

export async function cancelDeparture(
  db: Db,
  id: string,
  actor: AuditActor,
  now: Date,
  wake: () => void,
): Promise<Departure> {
  const key = departureKey(id);
  await departureNow(db, key, now);
  await db.transaction(async (tx) => {
    if (await cancelDepartureBookings(tx, key))
      await recordAudit(tx, {
        actor,
        action: 'departure.cancel',
        target: `departure:${id}`,
        details: await departureFacts(tx, key),
      });
  });
  wake();
  return departureNow(db, key, now);
}

/**
 * One booking of a cancelled departure: a paid one cancelled and refunded in full (its mail says
 * so), an unpaid one expired with its places freed and its payment intents settled by the expiry
 * pass. Running it again (a retry after a crash) refunds nothing twice: cancelPaidBooking is
 * idempotent per booking.
 */
export async function cancelBookingOfDeparture(
  db: Db,
  provider: PaymentProvider,
  policy: BookingPolicy,
  mails: Pick<BookingMails, 'cancelled' | 'refundSettled'>,
  bookingId: string,
): Promise<void> {
  const [row] = await db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, bookingId));
  if (!row) return;
  if (row.status === 'unpaid') {
    // Its hold ends now: the expiry pass expires it, frees its places and settles its intents.
    await db
      .update(bookings)
      .set({ expiresAt: policy.now() })
      .where(and(eq(bookings.id, bookingId), eq(bookings.status, 'unpaid')));
    return;
  }
  if (row.status !== 'paid' && row.status !== 'cancelled') return;
  const { refundFailed } = await cancelPaidBooking(db, provider, policy, mails, {
    bookingId,
    viewer: { seesAll: true },
    evenLate: true,
  });
  // The job fails and is tried again; the booking stays cancelled meanwhile.
  if (refundFailed) throw refundFailed;
}

/**
 * The minimum-group decision of every departure whose time has come at `now`: one with fewer
 * travellers than its minimum is cancelled (cancelDepartureBookings), any other becomes guaranteed.
 * Each departure's row moves from open by one guarded statement, so on any number of servers each is
 * decided once. Departures that nobody booked have no row and no one to tell: they are left alone,
 * and GET …/departures shows them cancelled once their decision has passed.
 */
export async function decideDepartures(
  db: Db,
  mails: Pick<BookingMails, 'guaranteed'>,
  now: Date,
): Promise<{ guaranteed: number; cancelled: number }> {
  const due = await db
    .select({
      destinationId: placesTaken.destinationId,
      date: placesTaken.date,
      time: placesTaken.time,
      taken: placesTaken.taken,
      minTravellers: destinations.minTravellers,
      decideHours: destinations.decideHours,
    })
    .from(placesTaken)
    .innerJoin(destinations, eq(destinations.id, placesTaken.destinationId))
    .where(
      and(
        eq(placesTaken.status, 'open'),
        isNotNull(destinations.minTravellers),
        ne(placesTaken.time, ''),
        // A cheap bound first (decisions are at most 30 days ahead); the exact instant below.
        sql`${placesTaken.date} <= (${now.toISOString()}::timestamptz + interval '32 days')::date`,
        sql`${placesTaken.date} >= (${now.toISOString()}::timestamptz - interval '2 days')::date`,
      ),
    );
  let guaranteed = 0;
  let cancelled = 0;
  for (const departure of due) {
    const time = departure.time;
    const start = departureStart(departure.date, time);
    if (now < decidedAt(start, departure.decideHours) || now >= start) continue;
    const key = { destinationId: departure.destinationId, date: departure.date, time };
    await db.transaction(async (tx) => {
      const [current] = await tx
        .select({ taken: placesTaken.taken })
        .from(placesTaken)
        .where(and(isDepartureRow(key), eq(placesTaken.status, 'open')))
        .for('update');
      if (!current) return;
      if (current.taken >= (departure.minTravellers ?? 0)) {
        if (!(await setDepartureStatus(tx, key, 'guaranteed', ['open']))) return;
        guaranteed += 1;
        // Its travellers hear that it takes place, in the decision's transaction: once each.
        const paid = await tx
          .select()
          .from(bookings)
          .where(and(bookingsOfDeparture(key), eq(bookings.status, 'paid')));
        for (const booking of paid) await mails.guaranteed(tx, booking);
      } else if (await cancelDepartureBookings(tx, key)) {
        cancelled += 1;
      }
    });
  }
  return { guaranteed, cancelled };
}
