import { adminStatsSchema, type AdminStats } from '@tgde/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { ok } from '../../http/api-answers';
import type { RouteContract } from '../../http/route-contract';
import { adminStats, OCCUPANCY_LIMIT } from './service';

const contract = {
  access: 'admin',
  tag: 'Bookings',
  summary: "The operator's numbers",
  description: `Bookings and revenue for each of the last 12 months, the occupancy of the next 30 days per destination (the ${OCCUPANCY_LIMIT.toLocaleString('en-US')} fullest at most) and the destinations that brought the most: the figures of the admin Overview page, computed by the database.`,
  answers: { 200: ok('The figures.', adminStatsSchema) },
} satisfies RouteContract;

/** GET /api/admin/stats (admin): the figures of the Overview page. */
export const adminStatsRoutes: FastifyPluginAsync<{ db: Db; now: () => Date }> = async (app, { db, now }) => {
  app.get('/admin/stats', { config: { contract } }, (): Promise<AdminStats> => adminStats(db, now()));
};
