import {
  centsToDollars,
  dollarsToCents,
  type BookedTicket,
  type BookingAnswers,
  type Departure,
  type DepartureStatus,
  type Locale,
  type Price,
  type Question,
  type TicketRequest,
} from '@tgde/contracts';
import type { destinations, StoredPrice, StoredTicket } from '../db/schema';

/*
 * The rules of departures and tickets that do not need the database: what a departure's status is
 * at a moment, what a booking's tickets cost and take, and which answers a booking still owes.
 * Counting places stays in places.ts.
 */

type DestinationRow = typeof destinations.$inferSelect;

/** The prices a destination sells, adult first (its cost), as answers show them. */
export function pricesOf(row: Pick<DestinationRow, 'costCents' | 'prices'>): Price[] {
  return [
    { category: 'adult', cost: centsToDollars(row.costCents), places: 1 },
    ...row.prices.map((price) => ({
      category: price.category,
      cost: centsToDollars(price.costCents),
      places: price.places,
    })),
  ];
}

/** The categories besides adult, as stored (the adult price is the destination's cost). */
export function storedPrices(prices: readonly Price[]): StoredPrice[] {
  return prices
    .filter((price) => price.category !== 'adult')
    .map((price) => ({
      category: price.category,
      costCents: dollarsToCents(price.cost),
      places: price.places,
    }));
}

/** A question as a traveller reads it, in their language. */
export function questionIn(question: Question, locale: Locale) {
  return {
    id: question.id,
    label: (locale === 'de' && question.labelDe) || question.label,
    kind: question.kind,
    required: question.required,
    options: question.options,
  };
}

export type Priced =
  | { ok: true; tickets: StoredTicket[]; travellers: number; costCents: number }
  | { ok: false; message: string; path: (string | number)[] };

/**
 * What tickets cost and how many places they take, at the destination's prices of this moment (never
 * the request's). A category the destination does not sell is refused by name.
 */
export function priceTickets(
  row: Pick<DestinationRow, 'costCents' | 'prices'>,
  requested: readonly TicketRequest[],
  maxPlaces: number,
): Priced {
  const prices = new Map<string, { costCents: number; places: number }>([
    ['adult', { costCents: row.costCents, places: 1 }],
    ...row.prices.map((price) => [price.category, price] as const),
  ]);
  const tickets: StoredTicket[] = [];
  for (const [index, ticket] of requested.entries()) {
    if (ticket.count === 0) continue;
    const price = prices.get(ticket.category);
    if (!price)
      return {
        ok: false,
        message: `This destination sells no ${ticket.category} tickets`,
        path: ['tickets', index, 'category'],
      };
    tickets.push({
      category: ticket.category,
      count: ticket.count,
      costCents: price.costCents,
      places: price.places,
    });
  }
  const travellers = tickets.reduce((sum, ticket) => sum + ticket.count * ticket.places, 0);
  if (travellers > maxPlaces)
    return {
      ok: false,
      message: `A booking takes at most ${maxPlaces} places: choose fewer tickets`,
      path: ['tickets'],
    };
  const costCents = tickets.reduce((sum, ticket) => sum + ticket.count * ticket.costCents, 0);
  return { ok: true, tickets, travellers, costCents };
}

/** A booking's tickets as answered: the stored ones, or `travellers` adult tickets at the booking's price. */
export function bookedTickets(row: {
  tickets: StoredTicket[] | null;
  travellers: number;
  costCents: number;
}): BookedTicket[] {
  if (row.tickets)
    return row.tickets.map((ticket) => ({
      category: ticket.category,
      count: ticket.count,
      cost: centsToDollars(ticket.costCents),
      places: ticket.places,
    }));
  return [
    {
      category: 'adult',
      count: row.travellers,
      cost: centsToDollars(Math.round(row.costCents / row.travellers)),
      places: 1,
    },
  ];
}

/**
 * The answers a booking gives to the destination's questions, kept to the questions asked: a
 * required one left empty, a choice outside its options or a yes-no that is not one are refused
 * under the question's id.
 */
export function checkAnswers(
  questions: readonly Question[],
  given: BookingAnswers | undefined,
): { answers: BookingAnswers; errors: { path: (string | number)[]; message: string }[] } {
  const answers: BookingAnswers = {};
  const errors: { path: (string | number)[]; message: string }[] = [];
  for (const question of questions) {
    const value = given?.[question.id];
    const empty = value === undefined || value === '';
    const path = ['answers', question.id];
    if (empty) {
      if (question.required) errors.push({ path, message: 'This answer is required' });
      continue;
    }
    if (question.kind === 'yes-no') {
      if (typeof value !== 'boolean') errors.push({ path, message: 'Answer yes or no' });
      else answers[question.id] = value;
    } else if (typeof value !== 'string') {
      errors.push({
        path,
        message: question.kind === 'choice' ? 'Choose one of the options given' : 'This answer is required',
      });
    } else if (question.kind === 'choice' && !question.options.includes(value)) {
      errors.push({ path, message: 'Choose one of the options given' });
    } else {
      answers[question.id] = value;
    }
  }
  return { answers, errors };
}

/**
 * The instant a departure with a time stops taking bookings: its start (departureStart) less the
 * cutoff. A whole day is never closed by the clock.
 */
export const closesAt = (start: Date, cutoffMinutes: number): Date =>
  new Date(start.getTime() - cutoffMinutes * 60_000);

/** The instant a minimum-group departure is decided: its start less decideHours. */
export const decidedAt = (start: Date, decideHours: number): Date =>
  new Date(start.getTime() - decideHours * 3_600_000);

/**
 * A departure's status at `now`: cancelled and closed as stored win; then closed past the cutoff;
 * then, once a minimum group's decision time has passed before the decision pass came by, what it
 * will decide (too few: cancelled; enough: guaranteed).
 */
export function departureStatus(
  stored: 'open' | 'closed' | 'cancelled' | 'guaranteed',
  closes: Date | null,
  now: Date,
  decision?: { at: Date; booked: number; minTravellers: number | null },
): DepartureStatus {
  if (stored === 'cancelled' || stored === 'closed') return stored;
  if (stored === 'open' && decision && decision.minTravellers !== null && now >= decision.at)
    return decision.booked >= decision.minTravellers ? 'guaranteed' : 'cancelled';
  if (closes && now >= closes) return 'closed';
  return stored;
}

/** The answer about one departure. */
export function toDeparture(input: {
  id: string;
  date: string;
  time: string | null;
  capacity: number | null;
  booked: number;
  status: DepartureStatus;
  minTravellers: number | null;
}): Departure {
  return {
    id: input.id,
    date: input.date,
    time: input.time,
    capacity: input.capacity,
    booked: input.booked,
    remaining: input.capacity === null ? null : Math.max(0, input.capacity - input.booked),
    status: input.status,
    minTravellers: input.minTravellers,
  };
}
