import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';

/**
 * ADMIN_EMAILS: these addresses hold the admin role when they sign up or sign in.
 * The list only ever grants: taking an address off the list does not demote anyone.
 */
export function adminEmailRole(adminEmails: readonly string[]) {
  const listed = new Set(adminEmails.map((e) => e.toLowerCase()));
  const isListed = (email: string) => listed.has(email.toLowerCase());

  return {
    /**
     * Whether the address is on the list. Such an account is an admin again at its next sign-in,
     * so the dashboard does not take the role away from it.
     */
    isListed,

    /** The role a new account starts with; nothing a client sends can choose it. */
    roleForNewUser: (email: string): 'admin' | 'user' => (isListed(email) ? 'admin' : 'user'),

    /** On every sign-in: a listed address that is not an admin yet becomes one. */
    async promoteOnSignIn(db: Db, userId: string): Promise<void> {
      if (listed.size === 0) return;
      const [user] = await db
        .select({ email: users.email })
        .from(users)
        .where(and(eq(users.id, userId), ne(users.role, 'admin')));
      if (user && isListed(user.email)) {
        await db.update(users).set({ role: 'admin', updatedAt: new Date() }).where(eq(users.id, userId));
      }
    },
  };
}
