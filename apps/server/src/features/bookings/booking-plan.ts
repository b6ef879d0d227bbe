import {
  BOOKING_TIME_ZONE,
  bookingClosedMessage,
  dateFormat,
  departureStart,
  departureId,
  departureMessages,
  departureRequiredMessage,
  departureUnavailableMessage,
  MAX_TRAVELLERS,
  parseDepartureId,
  timesOn,
  type BookingAnswers,
  type CreateBooking,
} from '@tgde/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, destinations, placesTaken, type StoredTicket } from '../../db/schema';
import { PLACE_HOLDING_STATUSES } from '../../domain/booking-state';
import { checkAnswers, closesAt, priceTickets } from '../../domain/departures';
import { onOffer } from '../../domain/on-offer';
import { isDepartureRow } from '../../domain/places';
import { HttpError, invalidField, invalidFields, notFound } from '../../http/errors';

/*
 * What a booking request becomes before its places are taken: the departure it is for, what its
 * tickets cost and take (at the destination's prices, never the request's), and the answers it
 * gives. Every refusal that needs no count of places is made here.
 */

export interface BookingPlan {
  destinationName: string;
  /** The departure's start time; '' for a destination sold by the day. */
  time: string;
  travellers: number;
  costCents: number;
  /** Null: `travellers` adult tickets (a booking made the way bookings always were). */
  tickets: StoredTicket[] | null;
  answers: BookingAnswers;
}

type Request = Omit<CreateBooking, 'bookingId'> & { destinationId: string };

/** The time of day in Germany, "08:00", at which a departure closed. */
const germanTime = (at: Date): string =>
  dateFormat('en-GB', {
    timeZone: BOOKING_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);

/**
 * What the read before the booking saw of the departure and the traveller's day. It lets a request
 * that cannot succeed be refused without the booking statement (most of a sales rush, once the
 * places are gone); it never admits one: the statement checks all of it again, atomically.
 */
export interface SeenBefore {
  /** The destination of the plan the traveller already has that day, if any. */
  planName: string | null;
  capacity: number | null;
  taken: number;
  status: 'open' | 'closed' | 'cancelled' | 'guaranteed';
}

export async function planBooking(
  db: Db,
  input: Request,
  userId: string,
  now: Date,
): Promise<BookingPlan & { seen: SeenBefore }> {
  // The departure the request names (checked against the timetable below); '' for a whole day.
  const askedTime = (input.departureId && parseDepartureId(input.departureId)?.time) || '';
  const [destination] = await db
    .select({
      name: destinations.name,
      costCents: destinations.costCents,
      prices: destinations.prices,
      questions: destinations.questions,
      startTimes: destinations.startTimes,
      cutoffMinutes: destinations.cutoffMinutes,
      capacity: destinations.capacity,
      taken: sql<number>`coalesce(${placesTaken.taken}, 0)`.mapWith(Number),
      status: sql<SeenBefore['status']>`coalesce(${placesTaken.status}, 'open')`,
      planName: sql<string | null>`(
        select ${bookings.destinationName} from ${bookings}
        where ${bookings.userId} = ${userId} and ${bookings.date} = ${input.date}::date
          and ${inArray(bookings.status, PLACE_HOLDING_STATUSES)}
        limit 1)`,
    })
    .from(destinations)
    .leftJoin(
      placesTaken,
      isDepartureRow({ destinationId: destinations.id, date: input.date, time: askedTime }),
    )
    .where(and(eq(destinations.id, input.destinationId), onOffer));
  if (!destination) throw notFound('That destination is not on offer (any more).');
  const seen: SeenBefore = {
    planName: destination.planName,
    capacity: destination.capacity,
    taken: destination.taken,
    status: destination.status,
  };

  const time = departureTimeOf(input, destination.startTimes);
  const closes = time === null ? null : closesAt(departureStart(input.date, time), destination.cutoffMinutes);
  if (closes && now >= closes) {
    throw new HttpError(
      409,
      bookingClosedMessage({ destination: destination.name, date: input.date, closedAt: germanTime(closes) }),
    );
  }

  const { answers, errors } = checkAnswers(destination.questions, input.answers);
  if (errors.length > 0) throw invalidFields(errors);

  if (input.tickets) {
    const priced = priceTickets(destination, input.tickets, MAX_TRAVELLERS);
    if (!priced.ok) throw invalidField(priced.path.join('.'), priced.message);
    return {
      destinationName: destination.name,
      time: time ?? '',
      travellers: priced.travellers,
      costCents: priced.costCents,
      tickets: priced.tickets,
      answers,
      seen,
    };
  }
  const travellers = input.travellers ?? 1;
  return {
    destinationName: destination.name,
    time: time ?? '',
    travellers,
    costCents: destination.costCents * travellers,
    tickets: null,
    answers,
    seen,
  };
}

/**
 * The start time a request books: none for a destination sold by the day (a departureId sent all the
 * same must be that day's), else the time of its departureId, which must be one of the date's.
 */
function departureTimeOf(input: Request, startTimes: Parameters<typeof timesOn>[0]): string | null {
  const times = timesOn(startTimes, input.date);
  if (startTimes.length === 0) {
    if (
      input.departureId !== undefined &&
      input.departureId !== departureId(input.destinationId, input.date, null)
    )
      throw invalidField('departureId', departureMessages.departureId);
    return null;
  }
  if (input.departureId === undefined) throw invalidField('departureId', departureRequiredMessage(times));
  const departure = parseDepartureId(input.departureId);
  if (
    !departure ||
    departure.destinationId !== input.destinationId ||
    departure.date !== input.date ||
    departure.time === null ||
    !times.includes(departure.time)
  ) {
    throw invalidField('departureId', departureRequiredMessage(times));
  }
  return departure.time;
}

/** The refusal of a departure that takes no bookings (closed or cancelled). */
export function unavailableDeparture(
  plan: Pick<BookingPlan, 'destinationName' | 'time'>,
  date: string,
  status: 'closed' | 'cancelled',
): HttpError {
  return new HttpError(
    409,
    departureUnavailableMessage({
      destination: plan.destinationName,
      date,
      time: plan.time === '' ? null : plan.time,
      status,
    }),
  );
}
