import {
  addDays,
  centsToDollars,
  firstBookableDate,
  OCCUPANCY_CHART_ROWS,
  OCCUPANCY_DAYS,
  STATS_MONTHS,
  TOP_DESTINATIONS,
  type AdminStats,
  type Locale,
  type Occupancy,
  type OccupancyListQuery,
} from '@tgde/contracts';
import { and, asc, count, desc, eq, gte, isNotNull, isNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Page } from '../../http/paging';
import { destinations, paymentMonths, placesTaken } from '../../db/schema';

/*
 * The operator's numbers (docs/features.md, "Administration"). Every figure is summed by the
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

/** A destination's name as that language's pages write it: München on German ones. */
const nameIn = (locale: Locale): SQL<string> =>
  locale === 'de'
    ? sql<string>`coalesce(${destinations.nameDe}, ${destinations.name})`
    : sql<string>`${destinations.name}`;

/** The destinations whose occupancy counts: those on offer, not archived. */
const onOffer = isNull(destinations.archivedAt);

/** The days occupancy looks at: today in Germany and the OCCUPANCY_DAYS - 1 after it. */
function occupancyPeriod(now: Date): { from: string; to: string } {
  const from = firstBookableDate(now);
  return { from, to: addDays(from, OCCUPANCY_DAYS - 1) };
}

/**
 * Occupancy of destinations on offer over `period`, fullest first (those without a limit last, by
 * places taken), `where` narrowing them: one order for the chart and every page of the table.
 */
async function occupancyRows(
  db: Db,
  locale: Locale,
  period: { from: string; to: string },
  page: { limit: number; offset: number },
  where?: SQL,
): Promise<Occupancy[]> {
  // The period's days are summed per destination before the join, so the join and the sort see one
  // row per destination instead of one per day booked (docs/benchmarks.md: the scale part).
  const taken = db
    .select({
      destinationId: placesTaken.destinationId,
      taken: sql<number>`sum(${placesTaken.taken})`.as('taken'),
    })
    .from(placesTaken)
    .where(and(gte(placesTaken.date, period.from), lte(placesTaken.date, period.to)))
    .groupBy(placesTaken.destinationId)
    .as('taken_in_period');
  const takenSum = sql`coalesce(${taken.taken}, 0)`;
  const percent = sql<
    number | null
  >`round(100.0 * ${takenSum} / (${destinations.capacity} * ${OCCUPANCY_DAYS}), 1)::float8`;
  const rows = await db
    .select({
      destinationId: destinations.id,
      destinationName: nameIn(locale),
      capacity: destinations.capacity,
      placesTaken: sql<number>`${takenSum}::int`,
      percent,
    })
    .from(destinations)
    .leftJoin(taken, eq(taken.destinationId, destinations.id))
    .where(and(onOffer, where))
    // In the alphabet of the names shown; then by the (unique) name, so that ties end there and
    // every page follows the same order.
    .orderBy(
      sql`${percent} desc nulls last`,
      desc(sql`${takenSum}`),
      asc(nameIn(locale)),
      asc(destinations.name),
    )
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((row) => ({
    destinationId: row.destinationId,
    destinationName: row.destinationName,
    capacity: row.capacity,
    placesTaken: Number(row.placesTaken),
    placesOffered: row.capacity === null ? null : row.capacity * OCCUPANCY_DAYS,
    percent: row.percent === null ? null : Number(row.percent),
  }));
}

/** GET /api/admin/stats/occupancy: one page of every destination on offer, fullest first. */
export async function occupancyPage(
  db: Db,
  now: Date,
  query: OccupancyListQuery,
  locale: Locale = 'en',
): Promise<Page<Occupancy>> {
  const [items, [totals]] = await Promise.all([
    occupancyRows(db, locale, occupancyPeriod(now), query),
    db.select({ total: count() }).from(destinations).where(onOffer),
  ]);
  return { items, total: totals?.total ?? 0 };
}

export async function adminStats(db: Db, now: Date, locale: Locale = 'en'): Promise<AdminStats> {
  const today = firstBookableDate(now);
  // The first day of each month of the period, oldest first, the current one last.
  const monthStarts = Array.from({ length: STATS_MONTHS }, (_, i) => monthStart(today, STATS_MONTHS - 1 - i));
  const firstMonth = monthStarts[0] ?? today;
  const nextMonth = monthStart(today, -1);
  const inPeriod = and(gte(paymentMonths.month, firstMonth), lt(paymentMonths.month, nextMonth));
  const period = occupancyPeriod(now);
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

  const [months, fullest, [counts], top] = await Promise.all([
    // Months without bookings have no row: they are filled in below.
    db
      .select({ month: paymentMonths.month, bookings: bookingCount, revenueCents })
      .from(paymentMonths)
      .where(inPeriod)
      .groupBy(paymentMonths.month),
    occupancyRows(
      db,
      locale,
      period,
      { limit: OCCUPANCY_CHART_ROWS, offset: 0 },
      isNotNull(destinations.capacity),
    ),
    // How many destinations are on offer and how many have a limit; whether any of their places is
    // taken (EXISTS stops at the first: summing them all would visit every destination's days; its
    // own join of destinations, not tied to the outer row, so it runs once).
    db
      .select({
        onOffer: count(),
        withLimit: count(destinations.capacity),
        anyPlaceTaken: sql<boolean>`exists (
          select 1 from ${placesTaken} join ${destinations} on ${destinations.id} = ${placesTaken.destinationId}
          where ${onOffer} and ${placesTaken.taken} > 0
            and ${placesTaken.date} between ${period.from} and ${period.to}
        )`,
      })
      .from(destinations)
      .where(onOffer),
    db
      .select({
        destinationId: perDestination.destinationId,
        // Its name now: a renamed destination's bookings count under the new name.
        destinationName: nameIn(locale),
        bookings: perDestination.bookings,
        revenueCents: perDestination.revenueCents,
      })
      .from(perDestination)
      .innerJoin(destinations, eq(destinations.id, perDestination.destinationId))
      // Trips refunded in full brought nothing: they are no "top" destination.
      .where(sql`${perDestination.revenueCents} > 0`)
      .orderBy(desc(perDestination.revenueCents), asc(nameIn(locale)), asc(destinations.name))
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
      ...period,
      fullest,
      onOffer: counts?.onOffer ?? 0,
      withLimit: counts?.withLimit ?? 0,
      anyPlaceTaken: counts?.anyPlaceTaken ?? false,
    },
    topDestinations: top.map((row) => ({
      destinationId: row.destinationId,
      destinationName: row.destinationName,
      bookings: Number(row.bookings),
      revenue: centsToDollars(Number(row.revenueCents)),
    })),
  };
}
