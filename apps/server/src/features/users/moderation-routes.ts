import { modifiedAnswerSchema, userAdminMessages, type ModifiedAnswer } from '@tgde/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { emailPath, ok, refused } from '../../http/api-answers';
import { HttpError } from '../../http/errors';
import type { RouteContract } from '../../http/route-contract';
import { defineRoute } from '../../http/route-table';
import { blockUser, demoteAdmin, unblockUser } from './moderation';
import { findUserByEmail } from './service';
import { isSelf, noSuchUser } from './user-refusals';

const conflict = (message: string) => new HttpError(409, message);

const contracts = {
  demote: {
    access: 'admin',
    tag: 'Users',
    summary: 'Take the admin role away',
    description:
      'Refused (409) for yourself, for the last verified admin, and for an address on ADMIN_EMAILS ' +
      '(it would be an admin again at its next sign-in).',
    params: emailPath,
    answers: {
      200: ok('`modifiedCount` is 0 when the user was no admin.', modifiedAnswerSchema),
      ...refused(404, 409),
    },
  },
  block: {
    access: 'admin',
    tag: 'Users',
    summary: 'Block a user',
    description:
      'Ends all the user’s sessions; signing in is refused with a sentence until unblocked. Admins ' +
      '(take the role away first) and yourself are refused (409).',
    params: emailPath,
    answers: {
      200: ok('`modifiedCount` is 0 when already blocked.', modifiedAnswerSchema),
      ...refused(404, 409),
    },
  },
  unblock: {
    access: 'admin',
    tag: 'Users',
    summary: 'Unblock a user',
    description: 'The user can sign in again.',
    params: emailPath,
    answers: {
      200: ok('`modifiedCount` is 0 when not blocked.', modifiedAnswerSchema),
      ...refused(404),
    },
  },
} satisfies Record<string, RouteContract>;

/**
 * The admin's ways back: DELETE /api/user/admin/{email} takes away what PUT gave, and
 * /api/user/blocked/{email} blocks (PUT) and unblocks (DELETE). An admin never acts on their own
 * account here, so nobody locks themselves out by a slip.
 */
export const moderationRoutes: FastifyPluginAsync<{
  db: Db;
  /** Whether an address is on ADMIN_EMAILS. */
  isListedAdmin: (email: string) => boolean;
}> = async (app, { db, isListedAdmin }) => {
  defineRoute(app, 'delete', '/user/admin/:email', contracts.demote, async ({ caller: admin, params }) => {
    const { email } = params;
    if (isSelf(admin, email)) throw conflict(userAdminMessages.demoteSelf);
    if (isListedAdmin(email.trim())) {
      // Even when it holds no admin role now: it would at its next sign-in.
      throw (await findUserByEmail(db, email.trim()))
        ? conflict(userAdminMessages.demoteListed)
        : noSuchUser();
    }
    const result = await demoteAdmin(db, email.trim(), admin);
    if (result === 'missing') throw noSuchUser();
    if (result === 'last-admin') throw conflict(userAdminMessages.lastAdmin);
    return { modifiedCount: result === 'demoted' ? 1 : 0 } satisfies ModifiedAnswer;
  });

  defineRoute(app, 'put', '/user/blocked/:email', contracts.block, async ({ caller: admin, params }) => {
    const { email } = params;
    if (isSelf(admin, email)) throw conflict(userAdminMessages.blockSelf);
    const result = await blockUser(db, email.trim(), admin);
    if (result === 'missing') throw noSuchUser();
    if (result === 'admin') throw conflict(userAdminMessages.blockAdmin);
    return { modifiedCount: result === 'blocked' ? 1 : 0 } satisfies ModifiedAnswer;
  });

  defineRoute(app, 'delete', '/user/blocked/:email', contracts.unblock, async ({ caller: admin, params }) => {
    const modifiedCount = await unblockUser(db, params.email.trim(), admin);
    if (modifiedCount === null) throw noSuchUser();
    return { modifiedCount } satisfies ModifiedAnswer;
  });
};
