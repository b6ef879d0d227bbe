import { publicName } from '@tgde/contracts';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { recordAudit, type AuditActor } from '../../domain/audit';

/*
 * What an admin can take away again: the admin role, and the right to sign in (blocking). The
 * rules that need the caller (not yourself, not an address on ADMIN_EMAILS) are the routes'; the
 * ones that need the stored state are checked here, in the statement that changes it. Each change is
 * recorded in the audit trail as the acting admin's, in the change's own transaction; a call that
 * changes nothing records nothing.
 */

const sameEmail = (email: string) => eq(sql`lower(${users.email})`, email.toLowerCase());

export type DemoteResult = 'demoted' | 'not-admin' | 'last-admin' | 'missing';

/**
 * Takes the admin role from this address, unless no other verified admin would be left. Every admin
 * row is locked first, in one order: two admins taking the role from each other at the same moment
 * are served one after the other, and the second finds itself the last admin. `actor` is omitted
 * only by tests that arrange admins.
 */
export async function demoteAdmin(db: Db, email: string, actor?: AuditActor): Promise<DemoteResult> {
  return db.transaction(async (tx) => {
    const admins = await tx
      .select({ id: users.id, email: users.email, name: users.name, emailVerified: users.emailVerified })
      .from(users)
      .where(eq(users.role, 'admin'))
      .orderBy(asc(users.id))
      .for('update');
    const target = admins.find((admin) => admin.email.toLowerCase() === email.toLowerCase());
    if (!target) {
      const [exists] = await tx.select({ id: users.id }).from(users).where(sameEmail(email)).limit(1);
      return exists ? 'not-admin' : 'missing';
    }
    if (!admins.some((admin) => admin.id !== target.id && admin.emailVerified)) return 'last-admin';
    await tx.update(users).set({ role: 'user', updatedAt: new Date() }).where(eq(users.id, target.id));
    if (actor) {
      await recordAudit(tx, {
        actor,
        action: 'user.demote',
        target: `user:${target.id}`,
        details: { name: publicName(target.name), changes: { role: { before: 'admin', after: 'user' } } },
      });
    }
    return 'demoted';
  });
}

const endSessions = (db: DbOrTx, userId: string) => db.delete(sessions).where(eq(sessions.userId, userId));

/** The audit entry of a block or an unblock: the `blocked` flag before and after. */
const blockedChange = (actor: AuditActor, user: { id: string; name: string }, blocked: boolean) => ({
  actor,
  action: blocked ? 'user.block' : 'user.unblock',
  target: `user:${user.id}`,
  details: { name: publicName(user.name), changes: { blocked: { before: !blocked, after: blocked } } },
});

export type BlockResult = 'blocked' | 'already-blocked' | 'admin' | 'missing';

/**
 * Blocks the account with this address and ends all its sessions (signed out everywhere at once).
 * Admins are not blocked: the WHERE checks the role in the same statement, so a promotion at the
 * same moment cannot make a blocked admin.
 */
export async function blockUser(db: Db, email: string, actor: AuditActor): Promise<BlockResult> {
  const blocked = await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(users)
      .set({ blocked: true, updatedAt: new Date() })
      .where(and(sameEmail(email), ne(users.role, 'admin'), eq(users.blocked, false)))
      .returning({ id: users.id, email: users.email, name: users.name });
    if (!changed) return false;
    await endSessions(tx, changed.id);
    await recordAudit(tx, blockedChange(actor, changed, true));
    return true;
  });
  if (blocked) return 'blocked';
  const [row] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(sameEmail(email))
    .limit(1);
  if (!row) return 'missing';
  if (row.role === 'admin') return 'admin';
  // Blocked already; whatever session such an account has should not exist.
  await endSessions(db, row.id);
  return 'already-blocked';
}

/** Lets the account sign in again. Answers modifiedCount (1, or 0 when it was not blocked), or null. */
export async function unblockUser(db: Db, email: string, actor: AuditActor): Promise<number | null> {
  const changed = await db.transaction(async (tx) => {
    const rows = await tx
      .update(users)
      .set({ blocked: false, updatedAt: new Date() })
      .where(and(sameEmail(email), eq(users.blocked, true)))
      .returning({ id: users.id, email: users.email, name: users.name });
    for (const row of rows) await recordAudit(tx, blockedChange(actor, row, false));
    return rows;
  });
  if (changed.length > 0) return changed.length;
  const [exists] = await db.select({ id: users.id }).from(users).where(sameEmail(email)).limit(1);
  return exists ? 0 : null;
}
