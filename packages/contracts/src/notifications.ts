import { z } from 'zod';

/** PATCH /api/notification/{id}: SPEC.md sends `{unread: false}` when a message is opened. */
export const updateNotificationSchema = z.object({
  unread: z.boolean({ error: 'unread must be true or false' }),
});
export type UpdateNotification = z.infer<typeof updateNotificationSchema>;
