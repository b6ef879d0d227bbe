import type { HealthAnswer } from '@tgde/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client';

export const healthRoutes: FastifyPluginAsync<{ database: Database }> = async (app, { database }) => {
  app.get('/health', async (_request, reply) => {
    const usable = await database.ping().catch(() => false);
    if (!usable) return reply.status(503).send({ message: 'The database is not reachable.' });
    return { status: 'ok' } satisfies HealthAnswer;
  });
};
