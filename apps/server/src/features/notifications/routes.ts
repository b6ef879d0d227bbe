import {
  pageQuerySchema,
  sendEmailRequestSchema,
  TOTAL_COUNT_HEADER,
  type InsertedAnswer,
} from '@tgde/contracts';
import { z } from 'zod';
import { requireAdmin } from '../../auth/guards';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { parseInput } from '../../http/errors';
import { listNotifications, storeContactMessage } from './service';

const listQuerySchema = pageQuerySchema.extend({
  unread: z.enum(['true', 'false'], { error: 'unread must be true or false' }).optional(),
});

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

  // Admins' inbox (SPEC.md §7 GET /notifications). `?unread=true` lists only unread messages; the
  // dashboard reads X-Total-Count of `?unread=true&limit=1` for the red badge.
  app.get('/notifications', async (request, reply) => {
    await requireAdmin(request);
    const query = parseInput(listQuerySchema, request.query);
    const { items, total } = await listNotifications(db, {
      unreadOnly: query.unread === 'true',
      page: { limit: query.limit, offset: query.offset },
    });
    reply.header(TOTAL_COUNT_HEADER, String(total));
    return items;
  });
};
