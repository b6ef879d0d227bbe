import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';

/*
 * What an admin can take away again: the admin role, and the right to sign in (blocking). The
 * rules that need the caller (not yourself, not an address on ADMIN_EMAILS) are the routes'; the
 * ones that need the stored state are checked here, in the statement that changes it.
 */

const sameEmail = (email: string) => eq(sql`lower(${users.email})`, email.toLowerCase());

export type DemoteResult = 'demoted' | 'not-admin' | 'last-admin' | 'missing';

/**
 * Takes the admin role from this address, unless no other verified admin would be left. Every admin
 * row is locked first, in one order: two admins taking the role from each other at the same moment
 * are served one after the other, and the second finds itself the last admin.
 */
export async function demoteAdmin(db: Db, email: string): Promise<DemoteResult> {
  return db.transaction(async (tx) => {
    const admins = await tx
      .select({ id: users.id, email: users.email, emailVerified: users.emailVerified })
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
    return 'demoted';
  });
}

const endSessions = (db: Db, userId: string) => db.delete(sessions).where(eq(sessions.userId, userId));

export type BlockResult = 'blocked' | 'already-blocked' | 'admin' | 'missing';

/**
 * Blocks the account with this address and ends all its sessions (signed out everywhere at once).
 * Admins are not blocked: the WHERE checks the role in the same statement, so a promotion at the
 * same moment cannot make a blocked admin.
 */
export async function blockUser(db: Db, email: string): Promise<BlockResult> {
  const [changed] = await db
    .update(users)
    .set({ blocked: true, updatedAt: new Date() })
    .where(and(sameEmail(email), ne(users.role, 'admin'), eq(users.blocked, false)))
    .returning({ id: users.id });
  if (changed) {
    await endSessions(db, changed.id);
    return 'blocked';
  }
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
export async function unblockUser(db: Db, email: string): Promise<number | null> {
  const changed = await db
    .update(users)
    .set({ blocked: false, updatedAt: new Date() })
    .where(and(sameEmail(email), eq(users.blocked, true)))
    .returning({ id: users.id });
  if (changed.length > 0) return changed.length;
  const [exists] = await db.select({ id: users.id }).from(users).where(sameEmail(email)).limit(1);
  return exists ? 0 : null;
}
