import {
  bookingConflictMessage,
  cancellationMessages,
  MY_BOOKINGS_LIMIT,
  placesLeftMessage,
  type Booking,
  type BookingConflictAnswer,
  type CreateBooking,
  type Locale,
  type PlacesConflictAnswer,
} from '@tgde/contracts';
import { and, desc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { AuthUser } from '../../auth/guards';
import { rowsOf, type Db } from '../../db/client';
import { bookings, destinations, jobs, paymentIntents, users } from '../../db/schema';
import {
  toBooking,
  visibleBooking,
  type BookingPolicy,
  type BookingViewer,
} from '../../domain/booking-records';
import { fromStatuses, PLACE_HOLDING_STATUSES } from '../../domain/booking-state';
import { departureState, freePlaces, takePlacesStatement } from '../../domain/places';
import { onOffer } from '../../domain/on-offer';
import type { BookingMails } from '../../infra/mail/booking-mails';
import { isUniqueViolation } from '../../db/errors';
import { HttpError, notFound } from '../../http/errors';
import type { Page } from '../../http/paging';
import { queueSettling } from '../../domain/stray-payments';
import { planBooking, unavailableDeparture } from './booking-plan';

export type CreateResult =
  { created: true; id: string } | { created: false; conflict: BookingConflictAnswer | PlacesConflictAnswer };

/**
 * A booking as the service takes it. The API's body names the destination `bookingId` (a name the
 * clients already send); inside the server it is what it is.
 */
export type NewBooking = Omit<CreateBooking, 'bookingId'> & { destinationId: string };

/** What the booking statement found and did (see bookingStatement). */
interface BookingOutcome {
  /** Null: no such destination on offer. */
  destination_name: string | null;
  /** The new booking; null when none was made. */
  booking_id: string | null;
  /** The plan the traveller already has that day, if any. */
  plan_date: string | null;
  plan_name: string | null;
}

/** The values of one booking statement, by the names of its placeholders (bookingStatement). */
interface BookingValues {
  locale: Locale;
  userId: string;
  userName: string;
  userEmail: string;
  destinationId: string;
  date: string;
  /** The departure's start time, '' for a whole day. */
  time: string;
  travellers: number;
  costCents: number;
  /** JSON: the tickets as stored, or null for `travellers` adult tickets. */
  tickets: string | null;
  /** JSON: the answers to the destination's questions. */
  answers: string;
  phone: string | null;
  expiresAt: string;
  subjectBefore: string;
  subjectAfter: string;
}

const value = (name: keyof BookingValues) => sql.placeholder(name);

/**
 * The whole booking as one statement, so that it costs one round trip to the database and holds
 * nothing between statements (the embedded database serves one statement at a time): the traveller's
 * language remembered (their booking mails, written when sent, are in it); the destination, while on
 * offer; the plan the traveller already has that day, if any; when there is none, the day's places
 * (domain/places.ts); once they are taken, the booking row and its mail (a job). A statement is all
 * or nothing, so a booking exists exactly with its places and its mail. Written with placeholders
 * (BookingValues), to be prepared once.
 */
function bookingStatement(mails: Pick<BookingMails, 'bookedJobSql'>): SQL {
  const holding = sql.join(
    PLACE_HOLDING_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  );
  const mail = mails.bookedJobSql(
    {
      id: sql`booking.id`,
      userEmail: sql`booking.user_email`,
      destinationName: sql`booking.destination_name`,
    },
    { before: value('subjectBefore'), after: value('subjectAfter') },
  );
  const [userId, locale, destinationId, date, time, travellers] = [
    value('userId'),
    value('locale'),
    value('destinationId'),
    value('date'),
    value('time'),
    value('travellers'),
  ];
  return sql`
    with remembered as (
      update ${users} set locale = ${locale} where id = ${userId} and locale <> ${locale}
    ),
    destination as (
      select id, name, meeting_point from ${destinations}
      where id = ${destinationId}::uuid and ${onOffer}
    ),
    plan as (
      select date, destination_name from ${bookings}
      where user_id = ${userId} and date = ${date}::date and status in (${holding})
      limit 1
    ),
    places as (${takePlacesStatement(
      { destinationId, date, time, travellers },
      sql`exists (select 1 from destination) and not exists (select 1 from plan)`,
    )}),
    booking as (
      insert into ${bookings} (destination_id, destination_name, date, departure_time, cost_cents,
        travellers, tickets, answers, meeting_point, user_id, user_name, user_email, phone, expires_at)
      select id, name, ${date}::date, ${time}::text, ${value('costCents')}::int, ${travellers}::int,
        ${value('tickets')}::jsonb, ${value('answers')}::jsonb, meeting_point,
        ${userId}, ${value('userName')}, ${value('userEmail')}, ${value('phone')},
        ${value('expiresAt')}::timestamptz
      from destination
      where exists (select 1 from places)
      returning id, user_email, destination_name
    ),
    mail as (
      insert into ${jobs} (kind, payload) select ${mail.kind}, ${mail.payload} from booking
    )
    select
      (select name from destination) as destination_name,
      (select id::text from booking) as booking_id,
      (select date::text from plan) as plan_date,
      (select destination_name from plan) as plan_name`;
}

type PreparedBooking = { execute(values: BookingValues): Promise<unknown> };

/**
 * The booking statement of each database, prepared once: its SQL is built once, and on PostgreSQL
 * each connection parses and plans it once (a named statement).
 */
const preparedBookings = new WeakMap<Db, PreparedBooking>();

function preparedBooking(db: Db, mails: Pick<BookingMails, 'bookedJobSql'>): PreparedBooking {
  let prepared = preparedBookings.get(db);
  if (!prepared) {
    const query = new PgDialect().sqlToQuery(bookingStatement(mails));
    const statement = db._.session.prepareQuery(query, undefined, 'book_destination', false);
    prepared = { execute: (values) => statement.execute({ ...values }) };
    preparedBookings.set(db, prepared);
  }
  return prepared;
}

/**
 * Books a destination on offer for the signed-in traveller. Their name and address come from the
 * session and the price from the destination (times the travellers); a new booking is unpaid and
 * holds its places until `policy.holdMinutes` have passed. One statement (bookingStatement) writes
 * the booking with its places and its mail, or finds the plan the traveller already has that day,
 * or finds too few places left. The unique index on the traveller's day allows one plan per day:
 * of two simultaneous requests for the same day (on a database with several connections), the
 * second's insert fails on it, and asked again it finds the plan that won.
 */
export async function createBooking(
  db: Db,
  user: AuthUser,
  input: NewBooking,
  policy: BookingPolicy,
  mails: Pick<BookingMails, 'bookedJobSql' | 'bookedSubjectAround' | 'wake'>,
  locale: Locale,
): Promise<CreateResult> {
  const plan = await planBooking(db, input, user.id, policy.now());
  const early = refusedBefore(plan, input.date);
  if (early) return early;
  const subject = mails.bookedSubjectAround(input.date, plan.time || null);
  const values: BookingValues = {
    locale,
    userId: user.id,
    userName: user.name,
    userEmail: user.email,
    destinationId: input.destinationId,
    date: input.date,
    time: plan.time,
    travellers: plan.travellers,
    costCents: plan.costCents,
    tickets: plan.tickets === null ? null : JSON.stringify(plan.tickets),
    answers: JSON.stringify(plan.answers),
    phone: input.phone ?? null,
    expiresAt: new Date(policy.now().getTime() + policy.holdMinutes * 60_000).toISOString(),
    subjectBefore: subject.before,
    subjectAfter: subject.after,
  };
  const statement = preparedBooking(db, mails);
  // A plan written or deleted while we booked changes the answer: then ask again.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    let outcome: BookingOutcome | undefined;
    try {
      [outcome] = rowsOf<BookingOutcome>(await statement.execute(values));
    } catch (error) {
      if (isUniqueViolation(error)) continue;
      throw error;
    }
    if (!outcome || outcome.destination_name === null) {
      throw notFound('That destination is not on offer (any more).');
    }
    if (outcome.booking_id) {
      mails.wake();
      return { created: true, id: outcome.booking_id };
    }
    if (outcome.plan_date !== null && outcome.plan_name !== null) {
      const existing = { date: outcome.plan_date, bookingName: outcome.plan_name };
      return {
        created: false,
        conflict: { message: bookingConflictMessage(existing), confirmBooking: existing },
      };
    }
    const departure = await departureState(db, {
      destinationId: input.destinationId,
      date: input.date,
      time: plan.time,
    });
    if (departure.status === 'closed' || departure.status === 'cancelled')
      throw unavailableDeparture(plan, input.date, departure.status);
    const { remaining } = departure;
    const message = placesLeftMessage({ date: input.date, destination: outcome.destination_name, remaining });
    return { created: false, conflict: { message, remaining } };
  }
  throw new HttpError(409, 'Your plans for that day changed while booking: please try again.');
}

/**
 * The refusal of a booking that the read before it already shows cannot succeed, in the order the
 * booking statement refuses: the traveller's plan that day, then a closed or cancelled departure,
 * then too few places.
 */
function refusedBefore(
  plan: Awaited<ReturnType<typeof planBooking>>,
  date: string,
): CreateResult | undefined {
  const { seen } = plan;
  if (seen.planName !== null) {
    const existing = { date, bookingName: seen.planName };
    return {
      created: false,
      conflict: { message: bookingConflictMessage(existing), confirmBooking: existing },
    };
  }
  if (seen.status === 'closed' || seen.status === 'cancelled')
    throw unavailableDeparture(plan, date, seen.status);
  if (seen.capacity !== null && seen.capacity - seen.taken < plan.travellers) {
    const remaining = Math.max(0, seen.capacity - seen.taken);
    const message = placesLeftMessage({ date, destination: plan.destinationName, remaining });
    return { created: false, conflict: { message, remaining } };
  }
  return undefined;
}

/** A traveller's bookings (by their account's address), soonest trip first. */
export async function listBookingsOf(
  db: Db,
  email: string,
  policy: Pick<BookingPolicy, 'freeCancellationDays'>,
): Promise<Page<Booking>> {
  // The latest MY_BOOKINGS_LIMIT by trip date (bookings_user_date_idx read backwards), counted
  // all the same, then soonest first.
  const rows = await db
    .select({ booking: bookings, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.userId))
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
    .orderBy(desc(bookings.date), desc(bookings.seq))
    .limit(MY_BOOKINGS_LIMIT);
  return { items: rows.reverse().map((r) => toBooking(r.booking, policy)), total: rows[0]?.total ?? 0 };
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
 * expired booking stays (409). Answers the ids of its open payment intents, for the caller to cancel
 * at the provider at once; a job queued with the deletion settles every intent it had (a payment
 * that succeeded for it is refunded).
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
    // A payment that went through for it before the deletion (the payment page's PATCH never
    // came) is refunded by this job; its intents stay on record without the booking.
    await queueSettling(tx, deleted.id);
    return { deletedCount: 1, openIntents: intents.map((i) => i.id) };
  });
  if (result) return result;
  // Not deleted: someone else's or unknown (404), or paid.
  const row = await visibleBooking(db, id, { userId });
  if (row.status === 'expired') throw new HttpError(409, cancellationMessages.expired);
  throw new HttpError(409, 'This booking is paid: a paid booking cannot be deleted.');
}
