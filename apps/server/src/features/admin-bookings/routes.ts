import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';

/** Placeholder until these calls are written; replaced in this same change. */
export const adminBookingRoutes: FastifyPluginAsync<{ db: Db }> = async () => undefined;
