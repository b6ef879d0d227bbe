import { authConfigAnswerSchema, type AuthConfigAnswer } from '@tgde/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../http/api-answers';
import type { RouteContract } from '../../http/route-contract';
import { defineRoute } from '../../http/route-table';

const contract = {
  access: 'public',
  tag: 'Service',
  summary: 'What the sign-in page may offer',
  answers: { 200: ok('Whether Google sign-in is configured.', authConfigAnswerSchema) },
} satisfies RouteContract;

/**
 * GET /api/auth-config: what the sign-in and register pages may offer on this server, so the Google
 * button can say "Google sign-in is not configured on this server" instead of failing.
 */
export const authConfigRoutes: FastifyPluginAsync<{ googleEnabled: boolean }> = async (
  app,
  { googleEnabled },
) => {
  defineRoute(app, 'get', '/auth-config', contract, async (_input, _request, reply) => {
    reply.header('cache-control', 'no-cache');
    return { googleEnabled } satisfies AuthConfigAnswer;
  });
};
