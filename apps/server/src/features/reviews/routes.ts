import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { listReviews } from './service';

export const reviewRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.get('/review', async () => listReviews(db));
};
