import { sendEmailRequestSchema, type InsertedAnswer } from '@tgde/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { parseInput } from '../../http/errors';
import { storeContactMessage } from './service';

export interface NotificationRoutesOptions {
  db: Db;
  /** Contact messages one client address may send a minute. */
  contactPerMinute: number;
}

export const notificationRoutes: FastifyPluginAsync<NotificationRoutesOptions> = async (
  app,
  { db, contactPerMinute },
) => {
  app.post(
    '/email',
    { config: { rateLimit: { max: contactPerMinute, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const message = parseInput(sendEmailRequestSchema, request.body ?? {});
      const insertedId = await storeContactMessage(db, message);
      return reply.status(201).send({ insertedId } satisfies InsertedAnswer);
    },
  );
};
