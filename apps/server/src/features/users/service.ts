import {
  publicName,
  type PageQuery,
  type ProfileUpdate,
  type UserListItem,
  type UserProfile,
} from '@tgde/contracts';
import { and, asc, count, eq, ne, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { recordAudit, type AuditActor } from '../../domain/audit';

type Row = typeof users.$inferSelect;

export function toUserProfile(row: Row): UserProfile {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    image: row.image,
    dob: row.dob,
    gender: row.gender,
    phone: row.phone,
    emailVerified: row.emailVerified,
  };
}

/** Addresses are compared without regard to case (better-auth stores them in lower case anyway). */
const sameEmail = (email: string) => eq(sql`lower(${users.email})`, email.toLowerCase());

export async function findUserByEmail(db: Db, email: string): Promise<Row | undefined> {
  const [row] = await db.select().from(users).where(sameEmail(email)).limit(1);
  return row;
}

/**
 * Sets the profile fields that were sent (gender, phone, dob, image) on the user's own record;
 * nothing else, whatever else the body held. Answers how many records changed (the API's
 * modifiedCount): 1, or 0 when the user no longer exists.
 */
export async function updateProfile(db: Db, userId: string, update: ProfileUpdate): Promise<number> {
  const changes: Partial<Pick<Row, 'phone' | 'gender' | 'dob' | 'image'>> = { phone: update.phone };
  if (update.gender !== undefined) changes.gender = update.gender;
  if (update.dob !== undefined) changes.dob = update.dob;
  if (update.image !== undefined) changes.image = update.image;
  const updated = await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  return updated.length;
}

export interface UserSearch extends PageQuery {
  /** Part of a name or e-mail address, in any case. */
  q?: string | undefined;
}

/**
 * One page of users, oldest account first (a stable order for the admin's table), optionally only
 * those whose name or address contains `q` in any case, and how many match in all. strpos rather
 * than LIKE: the search text is matched as it is, so `%` and `_` are no wildcards.
 */
export async function listUsers(
  db: Db,
  search: UserSearch,
  /** Whether an address is on ADMIN_EMAILS (its role comes back at every sign-in). */
  onAdminEmails: (email: string) => boolean,
): Promise<{ items: UserListItem[]; total: number }> {
  const q = search.q?.toLowerCase();
  const where = q
    ? or(sql`strpos(lower(${users.name}), ${q}) > 0`, sql`strpos(lower(${users.email}), ${q}) > 0`)
    : undefined;
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(asc(users.createdAt), asc(users.id))
      .limit(search.limit)
      .offset(search.offset),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return {
    items: rows.map((row) => ({
      ...toUserProfile(row),
      createdAt: row.createdAt.toISOString(),
      blocked: row.blocked,
      onAdminEmails: onAdminEmails(row.email),
    })),
    total: totals?.total ?? 0,
  };
}

/**
 * Makes the user with this address an admin. Answers the API's modifiedCount (1 when promoted, 0
 * when already an admin), null when there is no such user, or 'blocked' for a blocked one: an
 * admin is never blocked (the block and this update each check the other's flag in their WHERE,
 * so even at the same moment only one of them applies). A promotion is recorded in the audit trail
 * as `actor`'s, in its transaction (the users-moderation tests set up admins without one).
 */
export async function promoteToAdmin(
  db: Db,
  email: string,
  actor?: AuditActor,
): Promise<number | null | 'blocked'> {
  const promoted = await db.transaction(async (tx) => {
    const rows = await tx
      .update(users)
      .set({ role: 'admin', updatedAt: new Date() })
      .where(and(sameEmail(email), ne(users.role, 'admin'), eq(users.blocked, false)))
      .returning({ id: users.id, email: users.email, name: users.name });
    const [row] = rows;
    if (row && actor) {
      await recordAudit(tx, {
        actor,
        action: 'user.promote',
        target: `user:${row.id}`,
        details: { name: publicName(row.name), changes: { role: { before: 'user', after: 'admin' } } },
      });
    }
    return rows;
  });
  if (promoted.length > 0) return promoted.length;
  const row = await findUserByEmail(db, email);
  if (!row) return null;
  return row.blocked ? 'blocked' : 0;
}

/** Who hears of new contact messages: verified admins (blocked accounts are never admins). */
export async function verifiedAdmins(db: DbOrTx): Promise<{ name: string; email: string }[]> {
  return db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.emailVerified, true), eq(users.blocked, false)))
    .orderBy(asc(users.createdAt));
}
