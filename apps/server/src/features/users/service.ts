import type { PageQuery, ProfileUpdate, UserProfile } from '@tgde/contracts';
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

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
 * nothing else, whatever else the body held. Answers how many records changed (SPEC.md's
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

/** Every user, oldest account first (a stable order for the admin's table). */
export async function listUsers(db: Db, page: PageQuery): Promise<{ items: UserProfile[]; total: number }> {
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(users)
      .orderBy(asc(users.createdAt), asc(users.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(users),
  ]);
  return { items: rows.map(toUserProfile), total: totals?.total ?? 0 };
}

/**
 * Makes the user with this address an admin. Answers SPEC.md's modifiedCount (1 when promoted, 0 when
 * already an admin), or null when there is no such user.
 */
export async function promoteToAdmin(db: Db, email: string): Promise<number | null> {
  const promoted = await db
    .update(users)
    .set({ role: 'admin', updatedAt: new Date() })
    .where(and(sameEmail(email), ne(users.role, 'admin')))
    .returning({ id: users.id });
  if (promoted.length > 0) return promoted.length;
  return (await findUserByEmail(db, email)) ? 0 : null;
}
