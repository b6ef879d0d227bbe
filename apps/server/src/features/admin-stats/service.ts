import {
  addDays,
  BOOKING_TIME_ZONE,
  centsToDollars,
  firstBookableDate,
  OCCUPANCY_DAYS,
  STATS_MONTHS,
  TOP_DESTINATIONS,
  type AdminStats,
} from '@tgde/contracts';
import { and, asc, desc, eq, gte, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, destinations, placesTaken } from '../../db/schema';

/*
 * The operator's numbers (README, "Overview and CSV export"). Every figure is summed by the
 * database; the code here only names the periods and turns cents into dollars.
 *
 * A booking counts in the month it was paid (in Germany), cancelled or not, and its revenue is
 * what it paid less what was refunded: so the months add up to the money kept, as the x-paid-total
 * of GET /api/bookings does for its filter.
 */

/** `execute`'s rows, as both PGlite and node-postgres answer them. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The first day of the month `back` months before the month of `isoDate`. */
function monthStart(isoDate: string, back: number): string {
  const year = Number(isoDate.slice(0, 4));
  const month = Number(isoDate.slice(5, 7)) - 1;
  return new Date(Date.UTC(year, month - back, 1)).toISOString().slice(0, 10);
}

/** The money a booking kept, in cents: its cost less its refund. */
const keptCents = sql`${bookings.costCents} - coalesce(${bookings.refundCents}, 0)`;

/** Paid from `from` (a day in Germany, included) until `until` (excluded), by the clock of Germany. */
function paidBetween(from: string, until: string): SQL {
  const paidLocal = sql`(${bookings.paidAt} at time zone ${BOOKING_TIME_ZONE})`;
  return sql`${bookings.paid} and ${paidLocal} >= ${from}::timestamp and ${paidLocal} < ${until}::timestamp`;
}

export async function adminStats(db: Db, now: Date): Promise<AdminStats> {
  const today = firstBookableDate(now);
  const firstMonth = monthStart(today, STATS_MONTHS - 1);
  const currentMonth = monthStart(today, 0);
  const nextMonth = monthStart(today, -1);
  const paidInPeriod = paidBetween(firstMonth, nextMonth);
  const lastDay = addDays(today, OCCUPANCY_DAYS - 1);

  const takenSum = sql`coalesce(sum(${placesTaken.taken}), 0)`;
  const percent = sql<
    number | null
  >`round(100.0 * ${takenSum} / (${destinations.capacity} * ${OCCUPANCY_DAYS}), 1)::float8`;
  const revenueCents = sql<string>`sum(${keptCents})::bigint`;

  const [months, occupancy, top] = await Promise.all([
    // Every month of the period from a series, so that a month without bookings is there with 0.
    db.execute(sql`
      with months as (
        select to_char(m, 'YYYY-MM') as month
        from generate_series(${firstMonth}::timestamp, ${currentMonth}::timestamp, interval '1 month') as m
      ), paid as (
        select to_char(${bookings.paidAt} at time zone ${BOOKING_TIME_ZONE}, 'YYYY-MM') as month,
               count(*)::int as bookings,
               ${revenueCents} as revenue_cents
        from ${bookings}
        where ${paidInPeriod}
        group by 1
      )
      select months.month, coalesce(paid.bookings, 0)::int as bookings,
             coalesce(paid.revenue_cents, 0)::bigint as revenue_cents
      from months left join paid on paid.month = months.month
      order by months.month`),
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
      .orderBy(sql`${percent} desc nulls last`, desc(sql`${takenSum}`), asc(destinations.name)),
    db
      .select({
        destinationId: bookings.destinationId,
        // Its name now: a renamed destination's bookings count under the new name.
        destinationName: destinations.name,
        bookings: sql<number>`count(*)::int`,
        revenueCents,
      })
      .from(bookings)
      .innerJoin(destinations, eq(destinations.id, bookings.destinationId))
      .where(paidInPeriod)
      .groupBy(bookings.destinationId, destinations.name)
      // Trips refunded in full brought nothing: they are no "top" destination.
      .having(sql`${revenueCents} > 0`)
      .orderBy(desc(revenueCents), asc(destinations.name))
      .limit(TOP_DESTINATIONS),
  ]);

  return {
    today,
    // bigint sums arrive as strings.
    months: rowsOf<{ month: string; bookings: number; revenue_cents: string | number }>(months).map(
      (row) => ({
        month: row.month,
        bookings: Number(row.bookings),
        revenue: centsToDollars(Number(row.revenue_cents)),
      }),
    ),
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
