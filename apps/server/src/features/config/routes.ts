import type { AuthConfigAnswer } from '@tgde/contracts';
import type { FastifyPluginAsync } from 'fastify';

/**
 * GET /api/auth-config: what the sign-in and register pages may offer on this server, so the Google
 * button can say "Google sign-in is not configured on this server" instead of failing.
 */
export const authConfigRoutes: FastifyPluginAsync<{ googleEnabled: boolean }> = async (
  app,
  { googleEnabled },
) => {
  app.get('/auth-config', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return { googleEnabled } satisfies AuthConfigAnswer;
  });
};
