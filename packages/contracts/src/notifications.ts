import { z } from 'zod';
import { pageQuerySchema } from './pagination';

/** PATCH /api/notification/{id}: the web app sends `{unread: false}` when a message is opened. */
export const updateNotificationSchema = z.object({
  unread: z.boolean({ error: 'unread must be true or false' }),
});
export type UpdateNotification = z.infer<typeof updateNotificationSchema>;

/** GET /api/notifications (admins): a page of the inbox; `?unread=true` lists only unread messages. */
export const notificationListQuerySchema = pageQuerySchema.extend({
  unread: z.enum(['true', 'false'], { error: 'unread must be true or false' }).optional(),
});
