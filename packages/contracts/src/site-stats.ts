import { z } from 'zod';
import { answerSchema } from './answer-schema';

/*
 * GET /api/stats: the figures of the home page's statistics block, counted by the database, so
 * that the site claims nothing its own records do not show.
 */

/** What each figure counts, written once for the API reference. */
export const SITE_STATS_DEFINITIONS = {
  travellers: 'The places of every paid booking that is not cancelled (past and coming trips).',
  trips: 'Paid bookings that are not cancelled (past and coming trips).',
  rating: "The average of every review's stars (0 to 5), to one decimal; null while there is no review.",
} as const;

export const siteStatsSchema = /* @__PURE__ */ answerSchema(() =>
  z.object({
    travellers: z.number().int().meta({ description: SITE_STATS_DEFINITIONS.travellers, example: 128 }),
    trips: z.number().int().meta({ description: SITE_STATS_DEFINITIONS.trips, example: 57 }),
    rating: z
      .object({
        average: z.number().nullable().meta({ description: SITE_STATS_DEFINITIONS.rating, example: 4.6 }),
        reviews: z.number().int().meta({ description: 'How many reviews the average is made of.' }),
      })
      .meta({ description: "Travellers' reviews." }),
  }),
);
export type SiteStats = z.infer<typeof siteStatsSchema>;
