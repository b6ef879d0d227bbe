import { browserOf, sessionMessages, type DataExport, type MySession } from '@tgde/contracts';
import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  accounts,
  bookings,
  notifications,
  passkeys,
  paymentIntents,
  photos,
  reviews,
  sessions,
  users,
} from '../../db/schema';
import { notFound } from '../../http/errors';

type SessionRow = typeof sessions.$inferSelect;

function toMySession(row: SessionRow, currentToken: string): MySession {
  return {
    _id: row.id,
    current: row.token === currentToken,
    browser: browserOf(row.userAgent),
    ipAddress: row.ipAddress,
    signedInAt: row.createdAt.toISOString(),
    lastUsedAt: row.updatedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

/**
 * The most devices GET /api/me/sessions lists: the one asking and the last used. An account signed
 * in from more (a script signing in again and again) sees the rest end as they expire.
 */
export const MY_SESSIONS_LIMIT = 100;

/**
 * The caller's sessions that have not expired, the one asking first, then the last used first; at
 * most `limit` of them (the data export asks for all).
 */
export async function mySessions(
  db: Db,
  userId: string,
  currentToken: string,
  now: Date,
  limit?: number,
): Promise<MySession[]> {
  const query = db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
    .orderBy(desc(sql`${sessions.token} = ${currentToken}`), desc(sessions.updatedAt))
    .$dynamic();
  const rows = await (limit === undefined ? query : query.limit(limit));
  return rows.map((row) => toMySession(row, currentToken));
}

/** Signs out one of the caller's devices: its session row goes, so its token opens nothing more. */
export async function endMySession(db: Db, userId: string, sessionId: string): Promise<void> {
  const deleted = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  if (deleted.length === 0) throw notFound(sessionMessages.notFound);
}

/** A stored row as the export writes it: every field, dates as ISO text; `omit` leaves secrets out. */
function exported<T extends Record<string, unknown>>(row: T, omit: readonly (keyof T)[] = []) {
  return Object.fromEntries(
    Object.entries(row)
      .filter(([key]) => !omit.includes(key as keyof T))
      .map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]),
  );
}

/**
 * Everything the product holds about the user (GDPR access and portability): the profile with the
 * ways they sign in, their bookings and the payments of those bookings, reviews, photos, the contact
 * messages they sent while signed in, and their signed-in devices. Never a secret: no password hash,
 * no provider token, no session token, no payment's client secret, no two-factor secret or backup
 * code (only whether two-factor is on), no passkey's key (only its name and date).
 */
export async function exportMyData(
  db: Db,
  userId: string,
  currentToken: string,
  now: Date,
): Promise<DataExport> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound('There is no such account.');
  const [signIns, myPasskeys, myBookings, myReviews, myPhotos, messages, devices] = await Promise.all([
    db
      .select({ method: accounts.providerId, since: accounts.createdAt })
      .from(accounts)
      .where(eq(accounts.userId, userId)),
    // Names and dates only: a passkey's public key and counter say nothing about the person.
    db
      .select({ name: passkeys.name, createdAt: passkeys.createdAt })
      .from(passkeys)
      .where(eq(passkeys.userId, userId))
      .orderBy(asc(passkeys.createdAt)),
    db.select().from(bookings).where(eq(bookings.userId, userId)).orderBy(asc(bookings.seq)),
    db.select().from(reviews).where(eq(reviews.userId, userId)).orderBy(asc(reviews.seq)),
    db.select().from(photos).where(eq(photos.uploadedUserId, userId)).orderBy(asc(photos.seq)),
    // Sent while signed in as this account: a typed address proves nothing (anyone may type it).
    db
      .select()
      .from(notifications)
      .where(eq(notifications.senderUserId, userId))
      .orderBy(asc(notifications.seq)),
    mySessions(db, userId, currentToken, now),
  ]);
  const payments =
    myBookings.length === 0
      ? []
      : await db
          .select()
          .from(paymentIntents)
          .where(
            inArray(
              paymentIntents.bookingId,
              myBookings.map((booking) => booking.id),
            ),
          )
          .orderBy(asc(paymentIntents.createdAt));
  return {
    exportedAt: now.toISOString(),
    profile: {
      ...exported(user),
      signInMethods: signIns.map((row) => ({
        method: row.method === 'credential' ? 'password' : row.method,
        since: row.since.toISOString(),
      })),
      passkeys: myPasskeys.map((row) => ({ name: row.name, createdAt: row.createdAt.toISOString() })),
    },
    bookings: myBookings.map((row) => exported(row)),
    payments: payments.map((row) => exported(row, ['clientSecret'])),
    reviews: myReviews.map((row) => exported(row)),
    photos: myPhotos.map((row) => exported(row)),
    contactMessages: messages.map((row) => exported(row)),
    sessions: devices,
  };
}
