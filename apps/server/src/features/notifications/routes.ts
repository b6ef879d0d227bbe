import {
  notificationListQuerySchema,
  sendEmailRequestSchema,
  updateNotificationSchema,
  type DeletedAnswer,
  type InsertedAnswer,
  type ModifiedAnswer,
  type Notification,
} from '@tgde/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { requireAdmin } from '../../auth/guards';
import type { Db } from '../../db/client';
import { notFound, parseInput } from '../../http/errors';
import { recordId } from '../../http/ids';
import { sendPage } from '../../http/paging';
import {
  deleteNotification,
  findNotification,
  listNotifications,
  setUnread,
  storeContactMessage,
} from './service';

const noSuchNotification = () => notFound('Notification not found.');

type IdParams = { Params: { id: string } };

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

  // Admins' inbox (SPEC.md §7 GET /notifications), newest first. `?unread=true` lists only unread
  // messages; the dashboard reads X-Total-Count of `?unread=true&limit=1` for the red badge.
  app.get('/notifications', async (request, reply) => {
    await requireAdmin(request);
    const query = parseInput(notificationListQuerySchema, request.query);
    const page = await listNotifications(db, {
      unreadOnly: query.unread === 'true',
      page: { limit: query.limit, offset: query.offset },
    });
    return sendPage(reply, page);
  });

  app.get<IdParams>('/notification/:id', async (request) => {
    await requireAdmin(request);
    const found = await findNotification(db, recordId(request.params.id, 'Notification'));
    if (!found) throw noSuchNotification();
    return found satisfies Notification;
  });

  // SPEC.md: the list sends `{unread: false}` when a message is opened.
  app.patch<IdParams>('/notification/:id', async (request) => {
    await requireAdmin(request);
    const id = recordId(request.params.id, 'Notification');
    const { unread } = parseInput(updateNotificationSchema, request.body ?? {});
    const modifiedCount = await setUnread(db, id, unread);
    if (modifiedCount === undefined) throw noSuchNotification();
    return { modifiedCount } satisfies ModifiedAnswer;
  });

  app.delete<IdParams>('/notification/:id', async (request) => {
    await requireAdmin(request);
    const deletedCount = await deleteNotification(db, recordId(request.params.id, 'Notification'));
    if (deletedCount === 0) throw noSuchNotification();
    return { deletedCount } satisfies DeletedAnswer;
  });
};
