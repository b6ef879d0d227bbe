import {
  BOOKING_TIME_ZONE,
  centsToDollars,
  dateFormat,
  departureStart,
  dollarsToCents,
  INTL_LOCALES,
  type Departure,
  type Destination,
  type Locale,
  type TicketCategory,
} from '@tgde/contracts';
import { type Translator } from '../../../i18n/i18n-context';

/*
 * What the destination page and the booking dialog say about departures (CONTRACT.md, "Departures
 * and tickets"): which form a destination books with, why a departure cannot be booked, which
 * others still have room, and what the tickets cost.
 */

/** The destination starts at set times (a time is chosen as well as a day). */
export const hasStartTimes = (destination: Destination) => destination.startTimes.length > 0;

/** The destination sells more than adult tickets: the booking sends tickets, not travellers. */
export const sellsTickets = (destination: Destination) =>
  destination.prices.some((price) => price.category !== 'adult');

/**
 * The destination books as it always did: a day and a number of travellers, nothing else to choose
 * or answer. Its dialog stays the one SPEC.md describes.
 */
export const isPlainBooking = (destination: Destination) =>
  !hasStartTimes(destination) && !sellsTickets(destination) && destination.questions.length === 0;

/** A departure that takes bookings, with room for `places` (null: no limit). */
export function hasRoom(departure: Departure, places: number): boolean {
  if (departure.status !== 'open' && departure.status !== 'guaranteed') return false;
  return departure.remaining === null || departure.remaining >= Math.max(places, 1);
}

/** "08:00": an instant's time of day in Germany, where every departure starts. */
export function germanTime(instant: Date): string {
  return dateFormat('en-GB', {
    timeZone: BOOKING_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(instant);
}

/** "Fri, Dec 4" / "Fr., 4. Dez.": an instant's day in Germany. */
export function germanDay(instant: Date, locale: Locale): string {
  return dateFormat(INTL_LOCALES[locale], {
    timeZone: BOOKING_TIME_ZONE,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  }).format(instant);
}

/** "Fri, Dec 4" for an ISO calendar date. */
export function dayOfDate(date: string, locale: Locale): string {
  return dateFormat(INTL_LOCALES[locale], {
    timeZone: 'UTC',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  }).format(new Date(`${date}T00:00:00Z`));
}

/** When a departure stops taking bookings: its start less the destination's cutoff. */
export const bookingClosesAt = (departure: Departure, cutoffMinutes: number) =>
  new Date(departureStart(departure.date, departure.time).getTime() - cutoffMinutes * 60_000);

/** When a departure with a minimum group is decided: its start less `decideHours`. */
export const decidedAt = (departure: Departure, decideHours: number) =>
  new Date(departureStart(departure.date, departure.time).getTime() - decideHours * 3_600_000);

/** Why a departure cannot be booked at all ("Sold out", "Booking closed at 08:00", "Cancelled"), or null. */
export function unavailableReason(
  departure: Departure,
  cutoffMinutes: number,
  { t, locale }: Pick<Translator, 't' | 'locale'>,
  now: Date = new Date(),
): string | null {
  // Its own entry: a departure called off is "abgesagt" in German, a cancelled booking "storniert".
  if (departure.status === 'cancelled') return t('Cancelled{departure, select, other {}}', { departure: '' });
  if (departure.status === 'closed') {
    const closedAt = bookingClosesAt(departure, cutoffMinutes);
    // An admin may close a departure before its cutoff: then there is no time to name.
    if (closedAt > now) return t('Booking closed');
    const sameDay =
      germanDay(closedAt, locale) === germanDay(departureStart(departure.date, departure.time), locale);
    return sameDay
      ? t('Booking closed at {time}', { time: germanTime(closedAt) })
      : t('Booking closed on {day} at {time}', {
          day: germanDay(closedAt, locale),
          time: germanTime(closedAt),
        });
  }
  if (departure.remaining !== null && departure.remaining <= 0) return t('Sold out');
  return null;
}

/** "6 places left", or "Places available" without a limit. */
export function placesText(departure: Departure, t: Translator['t']): string {
  return departure.remaining === null
    ? t('Places available')
    : t('{remaining, plural, one {# place left} other {# places left}}', { remaining: departure.remaining });
}

/**
 * "Runs from 4 travellers; decided on Fri, Dec 4 at 10:00." for a departure that needs a minimum
 * group and is not yet decided; null otherwise.
 */
export function minimumGroupNote(
  departure: Departure,
  decideHours: number,
  { t, locale }: Pick<Translator, 't' | 'locale'>,
): string | null {
  if (departure.minTravellers === null || departure.status !== 'open') return null;
  const decision = decidedAt(departure, decideHours);
  return t('Runs from {count} travellers; decided on {day} at {time}.', {
    count: departure.minTravellers,
    day: germanDay(decision, locale),
    time: germanTime(decision),
  });
}

/**
 * Up to `count` departures with room for `places`, nearest in time to `reference` first (the
 * departure chosen, or the day chosen), leaving out the one chosen.
 */
export function nearestWithRoom(
  departures: readonly Departure[],
  reference: { date: string; time: string | null },
  places: number,
  { exclude, count = 3, now = new Date() }: { exclude?: string; count?: number; now?: Date } = {},
): Departure[] {
  // A chosen day without a time: its midday, so that its own morning and afternoon come first.
  const at = departureStart(reference.date, reference.time ?? '12:00').getTime();
  return departures
    .filter((departure) => departure.id !== exclude && hasRoom(departure, places))
    .filter((departure) => departureStart(departure.date, departure.time).getTime() > now.getTime())
    .map((departure) => ({
      departure,
      distance: Math.abs(departureStart(departure.date, departure.time).getTime() - at),
    }))
    .sort((a, b) => a.distance - b.distance)
    .slice(0, count)
    .map(({ departure }) => departure)
    .sort((a, b) => `${a.date} ${a.time ?? ''}`.localeCompare(`${b.date} ${b.time ?? ''}`));
}

export interface TicketPrice {
  category: TicketCategory;
  cost: number;
  places: number;
}

/** A count typed into a ticket field, when it is one the booking accepts (0 to max), else null. */
export const validCount = (count: number, max: number) =>
  Number.isInteger(count) && count >= 0 && count <= max ? count : null;

/** The tickets chosen: the total in dollars (counted in cents, as the server does) and the places they take. */
export function ticketsTotal(
  prices: readonly TicketPrice[],
  counts: Readonly<Partial<Record<string, number>>>,
  max: number,
): { cost: number; places: number; tickets: { category: TicketCategory; count: number }[] } {
  let cents = 0;
  let places = 0;
  const tickets: { category: TicketCategory; count: number }[] = [];
  for (const price of prices) {
    const count = validCount(Number(counts[price.category] ?? 0), max) ?? 0;
    cents += dollarsToCents(price.cost) * count;
    places += price.places * count;
    if (count > 0) tickets.push({ category: price.category, count });
  }
  return { cost: centsToDollars(cents), places, tickets };
}
