import type { Notification, PageQuery, SendEmailRequest } from '@tgde/contracts';
import { and, count, desc, eq, ne } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { notifications } from '../../db/schema';
import { recordAudit, type AuditActor } from '../../domain/audit';

/**
 * Stores a visitor's contact message as an unread notification for the admins. `senderUserId` is
 * the account signed in when it was sent: only that makes it the account's own (its data export,
 * its erasure), never the address typed into the form.
 */
export async function storeContactMessage(
  db: DbOrTx,
  message: SendEmailRequest,
  senderUserId: string | null,
): Promise<string> {
  const [row] = await db
    .insert(notifications)
    .values({
      subject: message.subject,
      body: message.body,
      senderEmail: message.senderEmail,
      senderUserId,
      unread: true,
    })
    .returning({ id: notifications.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

type Row = typeof notifications.$inferSelect;

export function toNotification(row: Row): Notification {
  return {
    _id: row.id,
    subject: row.subject,
    body: row.body,
    senderEmail: row.senderEmail,
    unread: row.unread,
    createdAt: row.createdAt.toISOString(),
  };
}

/** One page of contact messages, newest first (only the unread ones, if asked), and their count. */
export async function listNotifications(
  db: Db,
  options: { unreadOnly: boolean; page: PageQuery },
): Promise<{ items: Notification[]; total: number }> {
  const where = options.unreadOnly ? eq(notifications.unread, true) : undefined;
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.seq))
      .limit(options.page.limit)
      .offset(options.page.offset),
    db.select({ total: count() }).from(notifications).where(where),
  ]);
  return { items: rows.map(toNotification), total: totals?.total ?? 0 };
}

/** One contact message, or undefined. */
export async function findNotification(db: Db, id: string): Promise<Notification | undefined> {
  const [row] = await db.select().from(notifications).where(eq(notifications.id, id)).limit(1);
  return row ? toNotification(row) : undefined;
}

/**
 * Sets a message's read state. Answers how many records changed: 1, or 0 when it already had that
 * state; undefined when there is no such message.
 */
export async function setUnread(db: Db, id: string, unread: boolean): Promise<number | undefined> {
  const changed = await db
    .update(notifications)
    .set({ unread })
    .where(and(eq(notifications.id, id), ne(notifications.unread, unread)))
    .returning({ id: notifications.id });
  if (changed.length > 0) return changed.length;
  return (await findNotification(db, id)) ? 0 : undefined;
}

/**
 * Deletes a message; answers how many were deleted (0 or 1). The deletion is recorded in the audit
 * trail as `actor`'s with the message's subject, not its sender: the trail is kept for good, the
 * visitor's address only as long as the message.
 */
export async function deleteNotification(db: Db, id: string, actor: AuditActor): Promise<number> {
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(notifications)
      .where(eq(notifications.id, id))
      .returning({ id: notifications.id, subject: notifications.subject });
    for (const row of deleted) {
      await recordAudit(tx, {
        actor,
        action: 'notification.delete',
        target: `notification:${row.id}`,
        details: { subject: row.subject },
      });
    }
    return deleted.length;
  });
}
