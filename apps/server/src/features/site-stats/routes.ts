import { SITE_STATS_DEFINITIONS, siteStatsSchema } from '@tgde/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../http/api-answers';
import type { RouteContract } from '../../http/route-contract';
import { defineRoute } from '../../http/route-table';
import type { SiteStatsCache } from './service';

const contract = {
  access: 'public',
  tag: 'Service',
  summary: "The home page's figures",
  description:
    `Counted from the bookings and reviews: travellers (${SITE_STATS_DEFINITIONS.travellers}), ` +
    `trips (${SITE_STATS_DEFINITIONS.trips}) and the rating (${SITE_STATS_DEFINITIONS.rating}). ` +
    'Read from memory for at most CATALOGUE_TTL_MS after a booking is paid or cancelled.',
  answers: { 200: ok('The figures.', siteStatsSchema) },
} satisfies RouteContract;

/** GET /api/stats: what the home page's statistics block shows. */
export const siteStatsRoutes: FastifyPluginAsync<{ stats: SiteStatsCache }> = async (app, { stats }) => {
  defineRoute(app, 'get', '/stats', contract, async (_input, _request, reply) => {
    // The browser asks again each time (the answer may change with any payment).
    reply.header('cache-control', 'no-cache');
    return stats.read();
  });
};
