import { mkdirSync } from 'node:fs';
import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import { destinationRoutes } from './features/destinations/routes';
import { healthRoutes } from './features/health/routes';
import { notificationRoutes } from './features/notifications/routes';
import { photoRoutes } from './features/photos/routes';
import { reviewRoutes } from './features/reviews/routes';
import { registerErrorHandling } from './http/errors';
import { looksLikePage, registerMedia, registerWebApp, sendAppShell } from './http/web';

export interface AppDeps {
  config: Config;
  database: Database;
  /** Where images live; served under /media/. */
  mediaDir: string;
  /** Folder of the built web app; omitted: the API only (tests, `npm run dev`). */
  webDist?: string | undefined;
  logger?: boolean;
  limits?: { contactPerMinute?: number };
}

/** Builds the whole HTTP application. main.ts listens with it; tests call it with `inject`. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    logger: deps.logger ? { level: config.production ? 'info' : 'warn' } : false,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  });

  registerErrorHandling(app);

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
      },
    },
    // Images are served to our own pages only; this keeps other sites from embedding them.
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  await app.register(fastifyRateLimit, { global: false });

  const db = database.db;
  await app.register(
    async (api) => {
      await api.register(healthRoutes, { database });
      await api.register(destinationRoutes, { db });
      await api.register(reviewRoutes, { db });
      await api.register(photoRoutes, { db });
      await api.register(notificationRoutes, {
        db,
        contactPerMinute: deps.limits?.contactPerMinute ?? 5,
      });
    },
    { prefix: '/api' },
  );

  mkdirSync(deps.mediaDir, { recursive: true });
  await registerMedia(app, deps.mediaDir);
  const servesWeb = deps.webDist ? await registerWebApp(app, deps.webDist) : false;

  app.setNotFoundHandler((request, reply) => {
    if (request.url === '/api' || request.url.startsWith('/api/')) {
      return reply
        .status(404)
        .send({ message: `There is no API call ${request.method} ${request.url.split('?')[0]}.` });
    }
    if (servesWeb && looksLikePage(request)) return sendAppShell(reply);
    return reply.status(404).send({ message: 'Not found.' });
  });

  return app;
}
