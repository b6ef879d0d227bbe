import { healthAnswerSchema, type HealthAnswer } from '@tgde/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client';
import { ok, refused } from '../../http/api-answers';
import type { RouteContract } from '../../http/route-contract';
import { defineRoute } from '../../http/route-table';

const contract = {
  access: 'public',
  tag: 'Service',
  summary: 'Is the server usable?',
  answers: { 200: ok('The server and its database are usable.', healthAnswerSchema), ...refused(503) },
} satisfies RouteContract;

export const healthRoutes: FastifyPluginAsync<{ database: Database }> = async (app, { database }) => {
  defineRoute(app, 'get', '/health', contract, async (_input, _request, reply) => {
    const usable = await database.ping().catch(() => false);
    if (!usable) return reply.status(503).send({ message: 'The database is not reachable.' });
    return { status: 'ok' } satisfies HealthAnswer;
  });
};
