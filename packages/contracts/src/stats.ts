import { z } from 'zod';
import { answerSchema } from './answer-schema';
import { pageQuerySchema } from './pagination';

/*
 * GET /api/admin/stats: the operator's numbers behind the admin Overview page, all computed by the
 * database. Months and days are those of Germany (BOOKING_TIME_ZONE), as everywhere in bookings.
 */

/** How many months the monthly figures cover, the current one included. */
export const STATS_MONTHS = 12;
/** How many days ahead occupancy looks, today included. */
export const OCCUPANCY_DAYS = 30;
/** How many destinations the ranking by revenue names. */
export const TOP_DESTINATIONS = 5;
/** How many of the fullest destinations the Overview draws; the rest are in the paged table. */
export const OCCUPANCY_CHART_ROWS = 15;
/** Destinations per page of the occupancy table. */
export const OCCUPANCY_PAGE_SIZE = 20;

/**
 * What each figure counts, written once for the page (the line under each chart) and the API
 * reference. A booking counts in the month it was paid, cancelled or not, so that a trip paid and
 * refunded later still shows as paid; its refund is taken off the revenue of that same month rather
 * than the month of the cancellation, so that the months' revenue adds up to the money kept (as
 * x-paid-total of GET /api/bookings?status=all), and to the top destinations' revenue when no more
 * than TOP_DESTINATIONS destinations brought any.
 */
export const STATS_DEFINITIONS = {
  paidBookings: 'Bookings paid in each month (in Germany), including those cancelled and refunded since.',
  revenue: 'What the bookings paid in each month brought, less what was refunded for them since.',
  occupancy:
    'Places held by unpaid and paid bookings over the next 30 days, out of the places per day times 30; cancelled bookings hold none, and destinations without a limit show the places taken only.',
  top: 'What the bookings paid in the last 12 months brought per destination, less refunds; a destination whose bookings were all refunded brought nothing and is not listed.',
} as const;

export const statsMonthSchema = /* @__PURE__ */ answerSchema(() =>
  z.object({
    month: z.string().meta({ description: 'The month, `YYYY-MM`.', example: '2026-07' }),
    bookings: z
      .number()
      .int()
      .meta({ description: 'Bookings paid in this month, those cancelled and refunded since included.' }),
    revenue: z.number().meta({ description: 'US dollars: what they paid less what was refunded for them.' }),
  }),
);
export type StatsMonth = z.infer<typeof statsMonthSchema>;

export const occupancySchema = /* @__PURE__ */ answerSchema(() =>
  z.object({
    destinationId: z.string(),
    destinationName: z.string(),
    capacity: z.number().int().nullable().meta({ description: 'Places per day; null: no limit.' }),
    placesTaken: z
      .number()
      .int()
      .meta({ description: 'Places held by unpaid and paid bookings, summed over the days.' }),
    placesOffered: z
      .number()
      .int()
      .nullable()
      .meta({ description: 'Places per day times the days; null: no limit.' }),
    percent: z
      .number()
      .nullable()
      .meta({ description: 'placesTaken out of placesOffered, in per cent (one decimal); null: no limit.' }),
  }),
);
export type Occupancy = z.infer<typeof occupancySchema>;

export const topDestinationSchema = /* @__PURE__ */ answerSchema(() =>
  z.object({
    destinationId: z.string(),
    destinationName: z.string(),
    bookings: z
      .number()
      .int()
      .meta({ description: 'Bookings paid in the period, those cancelled and refunded since included.' }),
    revenue: z.number().meta({ description: 'US dollars, refunds taken off; always more than 0.' }),
  }),
);
export type TopDestination = z.infer<typeof topDestinationSchema>;

export const adminStatsSchema = /* @__PURE__ */ answerSchema(() =>
  z.object({
    today: z
      .string()
      .meta({ description: 'Today in Germany: where the periods end and start.', format: 'date' }),
    months: z.array(statsMonthSchema).meta({
      description: `The last ${STATS_MONTHS} months, oldest first, the current one last; months without bookings are 0. \`bookings\`: ${STATS_DEFINITIONS.paidBookings} \`revenue\`: ${STATS_DEFINITIONS.revenue}`,
    }),
    occupancy: z.object({
      from: z.string().meta({ format: 'date', description: 'Today in Germany.' }),
      to: z.string().meta({ format: 'date', description: `The ${OCCUPANCY_DAYS}th day, included.` }),
      fullest: z.array(occupancySchema).meta({
        description: `The ${OCCUPANCY_CHART_ROWS} fullest destinations with a limit of places at most, fullest first; every destination is in GET /api/admin/stats/occupancy. ${STATS_DEFINITIONS.occupancy}`,
      }),
      onOffer: z.number().int().meta({ description: 'Destinations on offer (not archived).' }),
      withLimit: z
        .number()
        .int()
        .meta({ description: 'Destinations on offer with a limit of places per day.' }),
      anyPlaceTaken: z
        .boolean()
        .meta({ description: 'Whether a booking holds a place at a destination on offer in the period.' }),
    }),
    topDestinations: z.array(topDestinationSchema).meta({
      description: `At most ${TOP_DESTINATIONS}, most revenue first. ${STATS_DEFINITIONS.top}`,
    }),
  }),
);
export type AdminStats = z.infer<typeof adminStatsSchema>;

/** GET /api/admin/stats/occupancy: a page of every destination on offer, fullest first. */
export const occupancyListQuerySchema = pageQuerySchema.extend({
  limit: pageQuerySchema.shape.limit.default(OCCUPANCY_PAGE_SIZE),
});
export type OccupancyListQuery = z.infer<typeof occupancyListQuerySchema>;
