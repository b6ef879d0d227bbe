import {
  accountDeletionMessages,
  BOOKING_TIME_ZONE,
  calendarDateIn,
  FORMER_TRAVELLER,
  FRESH_SIGN_IN_MINUTES,
} from '@tgde/contracts';
import { verifyPassword } from 'better-auth/crypto';
import { and, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  accounts,
  bookings,
  notifications,
  passkeys,
  photos,
  reviews,
  sessions,
  twoFactors,
  users,
  verifications,
} from '../../db/schema';
import { recordAudit } from '../../domain/audit';
import { erasedAddress } from '../../domain/erased-accounts';
import { freePlaces } from '../../domain/places';
import { HttpError, invalidField } from '../../http/errors';
import { aboutContactMessage } from '../../infra/mail/contact-alert-mails';
import { deleteMailJobs } from '../../infra/mail/mail-queue';

export interface DeleteAccountInput {
  userId: string;
  /** The token of the session asking: a Google account must have signed in with it lately. */
  sessionToken: string;
  password: string | undefined;
  now: Date;
}

/**
 * Deletes an account (GDPR erasure) by anonymising it, in one transaction: nothing that names the
 * person stays (name, e-mail address, phone, photo, date of birth, sessions, sign-in methods with
 * their two-factor secrets and passkeys, photos they uploaded, messages they sent signed in, mails
 * to them, queued or sent), their reviews
 * read "Former traveller", their unpaid bookings go, and their paid bookings stay for the books
 * with the traveller's details removed.
 * The row itself stays (under an address nobody can own), so the books keep their foreign keys.
 * Refused while paid trips lie ahead, and for the last administrator. Recorded in the audit trail.
 * The files of their photos and profile picture are left to the hourly retention pass, which
 * deletes stored images no record uses (files are named by their content, so another record may
 * use the same one).
 */
export async function deleteAccount(db: Db, input: DeleteAccountInput): Promise<void> {
  const [user] = await db.select().from(users).where(eq(users.id, input.userId));
  if (!user) throw new HttpError(404, 'There is no such account.');
  await checkIdentity(db, input);

  const today = calendarDateIn(BOOKING_TIME_ZONE, input.now);
  const [ahead] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.userId, user.id), eq(bookings.status, 'paid'), gte(bookings.date, today)))
    .limit(1);
  if (ahead) throw new HttpError(409, accountDeletionMessages.tripsAhead);
  if (user.role === 'admin') {
    const [others] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(
        and(
          eq(users.role, 'admin'),
          eq(users.emailVerified, true),
          eq(users.blocked, false),
          ne(users.id, user.id),
        ),
      );
    if ((others?.n ?? 0) === 0) throw new HttpError(409, accountDeletionMessages.lastAdmin);
  }

  await db.transaction(async (tx) => {
    await tx.delete(photos).where(eq(photos.uploadedUserId, user.id));
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    await tx.delete(accounts).where(eq(accounts.userId, user.id));
    await tx.delete(twoFactors).where(eq(twoFactors.userId, user.id));
    await tx.delete(passkeys).where(eq(passkeys.userId, user.id));
    // Open password-reset links (their value is the user's id; the tokens are stored hashed).
    await tx.delete(verifications).where(eq(verifications.value, user.id));
    // The messages sent signed in as this account; one that merely names its address is a stranger's.
    const messages = await tx
      .delete(notifications)
      .where(eq(notifications.senderUserId, user.id))
      .returning({ id: notifications.id });
    // Every mail to the person or about their bookings and messages, queued or sent: a queued one
    // would mail an erased person, and a sent one's row still names them.
    const booked = await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.userId, user.id));
    await deleteMailJobs(tx, {
      to: user.email,
      bookingIds: booked.map((row) => row.id),
      about: messages.map((row) => aboutContactMessage(row.id)),
    });
    await tx.update(reviews).set({ name: FORMER_TRAVELLER }).where(eq(reviews.userId, user.id));
    // Unpaid and expired bookings are no business record: they go, with their places.
    const removed = await tx
      .delete(bookings)
      .where(and(eq(bookings.userId, user.id), inArray(bookings.status, ['unpaid', 'expired'])))
      .returning();
    // Expired ones gave their places back when they expired.
    for (const row of removed) if (row.status === 'unpaid') await freePlaces(tx, row);
    await tx
      .update(bookings)
      .set({ userName: FORMER_TRAVELLER, userEmail: erasedAddress(user.id), phone: null })
      .where(eq(bookings.userId, user.id));
    await tx
      .update(users)
      .set({
        name: FORMER_TRAVELLER,
        email: erasedAddress(user.id),
        emailVerified: false,
        image: null,
        phone: null,
        dob: null,
        gender: null,
        role: 'user',
        blocked: true,
        twoFactorEnabled: false,
        updatedAt: input.now,
      })
      .where(eq(users.id, user.id));
    await recordAudit(tx, {
      actor: { id: user.id, email: erasedAddress(user.id) },
      action: 'account.delete',
      target: `user:${user.id}`,
    });
  });
}

/** The password of an account that has one; otherwise a sign-in within the last minutes. */
async function checkIdentity(db: Db, input: DeleteAccountInput): Promise<void> {
  const [credential] = await db
    .select({ hash: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, input.userId), eq(accounts.providerId, 'credential')));
  if (credential?.hash) {
    if (!input.password) throw invalidField('password', accountDeletionMessages.passwordRequired);
    if (!(await verifyPassword({ hash: credential.hash, password: input.password }))) {
      throw invalidField('password', accountDeletionMessages.wrongPassword);
    }
    return;
  }
  const [session] = await db
    .select({ createdAt: sessions.createdAt })
    .from(sessions)
    .where(eq(sessions.token, input.sessionToken));
  const fresh =
    session && input.now.getTime() - session.createdAt.getTime() <= FRESH_SIGN_IN_MINUTES * 60_000;
  if (!fresh) throw new HttpError(403, accountDeletionMessages.freshSignIn);
}
