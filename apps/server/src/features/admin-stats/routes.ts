import {
  adminStatsSchema,
  occupancyListQuerySchema,
  occupancySchema,
  OCCUPANCY_CHART_ROWS,
  OCCUPANCY_DAYS,
  OCCUPANCY_PAGE_SIZE,
  type AdminStats,
  type Occupancy,
} from '@tgde/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { requestLocale } from '../../http/answer-language';
import { ok, page, refused } from '../../http/api-answers';
import { sendPage } from '../../http/paging';
import type { RouteContract } from '../../http/route-contract';
import { defineRoute } from '../../http/route-table';
import { adminStats, occupancyPage } from './service';

const contracts = {
  stats: {
    access: 'admin',
    tag: 'Bookings',
    summary: "The operator's numbers",
    description: `Bookings and revenue for each of the last 12 months, the ${OCCUPANCY_CHART_ROWS} fullest destinations of the next ${OCCUPANCY_DAYS} days with how many are on offer, and the destinations that brought the most: the figures of the admin Overview page, computed by the database. Destinations are named in the language of \`Accept-Language\` (German names where they have one).`,
    answers: { 200: ok('The figures.', adminStatsSchema) },
  },
  occupancy: {
    access: 'admin',
    tag: 'Bookings',
    summary: 'Occupancy of every destination, a page at a time',
    description: `The occupancy of the next ${OCCUPANCY_DAYS} days of each destination on offer, fullest first (those without a limit of places last, most places taken first): the table of the Overview page. ${OCCUPANCY_PAGE_SIZE} a page unless \`limit\` says otherwise; X-Total-Count is the number of destinations on offer.`,
    query: occupancyListQuerySchema,
    answers: { 200: page('A page of destinations, fullest first.', occupancySchema), ...refused(400) },
  },
} satisfies Record<string, RouteContract>;

/** GET /api/admin/stats and /api/admin/stats/occupancy (admin): the figures of the Overview page. */
export const adminStatsRoutes: FastifyPluginAsync<{ db: Db; now: () => Date }> = async (app, { db, now }) => {
  defineRoute(app, 'get', '/admin/stats', contracts.stats, (_input, request): Promise<AdminStats> =>
    adminStats(db, now(), requestLocale(request)),
  );
  defineRoute(
    app,
    'get',
    '/admin/stats/occupancy',
    contracts.occupancy,
    async ({ query }, request, reply) =>
      sendPage(reply, await occupancyPage(db, now(), query, requestLocale(request))) satisfies Occupancy[],
  );
};
