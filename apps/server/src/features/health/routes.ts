import { healthAnswerSchema, type HealthAnswer } from '@tgde/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client';
import { ok, refused } from '../../http/api-answers';
import type { RouteContract } from '../../http/route-contract';

const contract = {
  access: 'public',
  tag: 'Service',
  summary: 'Is the server usable?',
  answers: { 200: ok('The server and its database are usable.', healthAnswerSchema), ...refused(503) },
} satisfies RouteContract;

export const healthRoutes: FastifyPluginAsync<{ database: Database }> = async (app, { database }) => {
  app.get('/health', { config: { contract } }, async (_request, reply) => {
    const usable = await database.ping().catch(() => false);
    if (!usable) return reply.status(503).send({ message: 'The database is not reachable.' });
    return { status: 'ok' } satisfies HealthAnswer;
  });
};
