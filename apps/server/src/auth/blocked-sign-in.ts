import { ACCOUNT_BLOCKED_CODE, userAdminMessages } from '@tgde/contracts';
import { APIError } from 'better-auth/api';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';

/**
 * Refuses to make a session for a blocked account, with a sentence (403). Thrown from better-auth's
 * session hook, so the sign-in answers it as it is, and a Google sign-in returns to the login page
 * with `?error=ACCOUNT_BLOCKED`.
 */
export async function refuseBlockedSignIn(db: Db, userId: string): Promise<void> {
  const [blocked] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.blocked, true)));
  if (blocked) {
    throw new APIError('FORBIDDEN', { message: userAdminMessages.blocked, code: ACCOUNT_BLOCKED_CODE });
  }
}
