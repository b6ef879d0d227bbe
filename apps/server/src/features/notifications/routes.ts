import {
  deletedAnswerSchema,
  insertedAnswerSchema,
  modifiedAnswerSchema,
  notificationListQuerySchema,
  notificationSchema,
  sendEmailRequestSchema,
  updateNotificationSchema,
  type DeletedAnswer,
  type InsertedAnswer,
  type ModifiedAnswer,
  type Notification,
} from '@tgde/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { currentSession } from '../../auth/guards';
import type { Db, DbOrTx } from '../../db/client';
import { idPath, ok, page, refused } from '../../http/api-answers';
import { notFound } from '../../http/errors';
import { recordId } from '../../http/ids';
import { sendPage } from '../../http/paging';
import type { RouteContract } from '../../http/route-contract';
import { defineRoute } from '../../http/route-table';
import {
  deleteNotification,
  findNotification,
  listNotifications,
  setUnread,
  storeContactMessage,
} from './service';

const noSuchNotification = () => notFound('Notification not found.');

export interface NotificationRoutesOptions {
  db: Db;
  /** Contact messages one client address may send a minute. */
  contactPerMinute: number;
  /** Queues the admins' alert of a stored message (subject and sender only) in its transaction. */
  alertAdmins: (db: DbOrTx, message: { id: string; subject: string; senderEmail: string }) => Promise<void>;
}

const contracts = {
  contact: {
    access: 'public',
    tag: 'Messages',
    summary: 'Send us a message (the contact form)',
    description:
      'Rate-limited per client address. Sent signed in, the message is the account’s own: its data export and its erasure take it (never by the address typed).',
    body: sendEmailRequestSchema,
    answers: { 201: ok('Stored for the admins.', insertedAnswerSchema), ...refused(400, 429) },
  },
  inbox: {
    access: 'admin',
    tag: 'Messages',
    summary: 'The inbox, newest first',
    query: notificationListQuerySchema,
    answers: { 200: page('A page of messages.', notificationSchema), ...refused(400) },
  },
  read: {
    access: 'admin',
    tag: 'Messages',
    summary: 'One message',
    params: idPath('message'),
    answers: { 200: ok('The message.', notificationSchema), ...refused(400, 404) },
  },
  mark: {
    access: 'admin',
    tag: 'Messages',
    summary: 'Mark a message read or unread',
    params: idPath('message'),
    body: updateNotificationSchema,
    answers: { 200: ok('Changed.', modifiedAnswerSchema), ...refused(400, 404) },
  },
  remove: {
    access: 'admin',
    tag: 'Messages',
    summary: 'Delete a message',
    params: idPath('message'),
    answers: { 200: ok('Deleted.', deletedAnswerSchema), ...refused(400, 404) },
  },
} satisfies Record<string, RouteContract>;

export const notificationRoutes: FastifyPluginAsync<NotificationRoutesOptions> = async (
  app,
  { db, contactPerMinute, alertAdmins },
) => {
  defineRoute(
    app,
    'post',
    '/email',
    contracts.contact,
    async ({ body: message }, request, reply) => {
      // Sent signed in: the account's own message (its data export and erasure take it).
      const sender = await currentSession(request);
      const insertedId = await db.transaction(async (tx) => {
        const id = await storeContactMessage(tx, message, sender?.user.id ?? null);
        await alertAdmins(tx, { id, subject: message.subject, senderEmail: message.senderEmail });
        return id;
      });
      return reply.status(201).send({ insertedId } satisfies InsertedAnswer);
    },
    { config: { rateLimit: { max: contactPerMinute, timeWindow: '1 minute' } } },
  );

  // Admins' inbox of contact messages, newest first. `?unread=true` lists only unread
  // messages; the dashboard reads X-Total-Count of `?unread=true&limit=1` for the red badge.
  defineRoute(app, 'get', '/notifications', contracts.inbox, async ({ query }, _request, reply) => {
    const page = await listNotifications(db, {
      unreadOnly: query.unread === 'true',
      page: { limit: query.limit, offset: query.offset },
    });
    return sendPage(reply, page);
  });

  defineRoute(app, 'get', '/notification/:id', contracts.read, async ({ params }) => {
    const found = await findNotification(db, recordId(params.id, 'Notification'));
    if (!found) throw noSuchNotification();
    return found satisfies Notification;
  });

  // The inbox sends `{unread: false}` when a message is opened, which marks it read.
  defineRoute(app, 'patch', '/notification/:id', contracts.mark, async (input) => {
    const id = recordId(input.params.id, 'Notification');
    const modifiedCount = await setUnread(db, id, input.body.unread);
    if (modifiedCount === undefined) throw noSuchNotification();
    return { modifiedCount } satisfies ModifiedAnswer;
  });

  defineRoute(app, 'delete', '/notification/:id', contracts.remove, async ({ caller, params }) => {
    const id = recordId(params.id, 'Notification');
    const deletedCount = await deleteNotification(db, id, caller);
    if (deletedCount === 0) throw noSuchNotification();
    return { deletedCount } satisfies DeletedAnswer;
  });
};
