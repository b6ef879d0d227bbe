import type { SendEmailRequest } from '@tgde/contracts';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';

/** Stores a visitor's contact message as an unread notification for the admins. */
export async function storeContactMessage(db: Db, message: SendEmailRequest): Promise<string> {
  const [row] = await db
    .insert(notifications)
    .values({ subject: message.subject, body: message.body, senderEmail: message.senderEmail, unread: true })
    .returning({ id: notifications.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}
