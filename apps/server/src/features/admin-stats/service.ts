import {
  addDays,
  centsToDollars,
  firstBookableDate,
  OCCUPANCY_DAYS,
  STATS_MONTHS,
  TOP_DESTINATIONS,
  type AdminStats,
} from '@tgde/contracts';
import { and, asc, desc, eq, gte, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { destinations, paymentMonths, placesTaken } from '../../db/schema';

/*
 * The operator's numbers (README, "Overview and CSV export"). Every figure is summed by the
 * database; the code here only names the periods and turns cents into dollars.
 *
 * A booking counts in the month it was paid (in Germany), cancelled or not, and its revenue is
 * what it paid less what was refunded: so the months add up to the money kept, as the x-paid-total
 * of GET /api/bookings does for its filter. Those sums per month and destination are kept in
 * `payment_months` as the bookings change (db/schema.ts), so a year of bookings is read as a few
 * rows per destination.
 */

/** The first day of the month `back` months before the month of `isoDate`. */
function monthStart(isoDate: string, back: number): string {
  const year = Number(isoDate.slice(0, 4));
  const month = Number(isoDate.slice(5, 7)) - 1;
  return new Date(Date.UTC(year, month - back, 1)).toISOString().slice(0, 10);
}

/**
 * The most destinations the occupancy lists, fullest first: as many as the plain catalogue answers
 * (GET /api/destination), so that every destination it shows has its line.
 */
export const OCCUPANCY_LIMIT = 10_000;

export async function adminStats(db: Db, now: Date): Promise<AdminStats> {
  const today = firstBookableDate(now);
  // The first day of each month of the period, oldest first, the current one last.
  const monthStarts = Array.from({ length: STATS_MONTHS }, (_, i) => monthStart(today, STATS_MONTHS - 1 - i));
  const firstMonth = monthStarts[0] ?? today;
  const nextMonth = monthStart(today, -1);
  const inPeriod = and(gte(paymentMonths.month, firstMonth), lt(paymentMonths.month, nextMonth));
  const lastDay = addDays(today, OCCUPANCY_DAYS - 1);

  const takenSum = sql`coalesce(sum(${placesTaken.taken}), 0)`;
  const percent = sql<
    number | null
  >`round(100.0 * ${takenSum} / (${destinations.capacity} * ${OCCUPANCY_DAYS}), 1)::float8`;
  const bookingCount = sql<number>`sum(${paymentMonths.bookings})::int`;
  const revenueCents = sql<string>`sum(${paymentMonths.keptCents})::bigint`;
  // Summed per destination first, then named: the names join the sums.
  const perDestination = db
    .select({
      destinationId: paymentMonths.destinationId,
      bookings: bookingCount.as('bookings'),
      revenueCents: revenueCents.as('revenue_cents'),
    })
    .from(paymentMonths)
    .where(inPeriod)
    .groupBy(paymentMonths.destinationId)
    .as('per_destination');

  const [months, occupancy, top] = await Promise.all([
    // Months without bookings have no row: they are filled in below.
    db
      .select({ month: paymentMonths.month, bookings: bookingCount, revenueCents })
      .from(paymentMonths)
      .where(inPeriod)
      .groupBy(paymentMonths.month),
    db
      .select({
        destinationId: destinations.id,
        destinationName: destinations.name,
        capacity: destinations.capacity,
        placesTaken: sql<number>`${takenSum}::int`,
        percent,
      })
      .from(destinations)
      .leftJoin(
        placesTaken,
        and(
          eq(placesTaken.destinationId, destinations.id),
          gte(placesTaken.date, today),
          lte(placesTaken.date, lastDay),
        ),
      )
      .where(isNull(destinations.archivedAt))
      .groupBy(destinations.id)
      .orderBy(sql`${percent} desc nulls last`, desc(sql`${takenSum}`), asc(destinations.name))
      .limit(OCCUPANCY_LIMIT),
    db
      .select({
        destinationId: perDestination.destinationId,
        // Its name now: a renamed destination's bookings count under the new name.
        destinationName: destinations.name,
        bookings: perDestination.bookings,
        revenueCents: perDestination.revenueCents,
      })
      .from(perDestination)
      .innerJoin(destinations, eq(destinations.id, perDestination.destinationId))
      // Trips refunded in full brought nothing: they are no "top" destination.
      .where(sql`${perDestination.revenueCents} > 0`)
      .orderBy(desc(perDestination.revenueCents), asc(destinations.name))
      .limit(TOP_DESTINATIONS),
  ]);

  return {
    today,
    // bigint sums arrive as strings.
    months: monthStarts.map((start) => {
      const row = months.find((m) => m.month === start);
      return {
        month: start.slice(0, 7),
        bookings: Number(row?.bookings ?? 0),
        revenue: centsToDollars(Number(row?.revenueCents ?? 0)),
      };
    }),
    occupancy: {
      from: today,
      to: lastDay,
      destinations: occupancy.map((row) => ({
        destinationId: row.destinationId,
        destinationName: row.destinationName,
        capacity: row.capacity,
        placesTaken: Number(row.placesTaken),
        placesOffered: row.capacity === null ? null : row.capacity * OCCUPANCY_DAYS,
        percent: row.percent === null ? null : Number(row.percent),
      })),
    },
    topDestinations: top.map((row) => ({
      destinationId: row.destinationId,
      destinationName: row.destinationName,
      bookings: Number(row.bookings),
      revenue: centsToDollars(Number(row.revenueCents)),
    })),
  };
}
