import {
  adminAnswerSchema,
  modifiedAnswerSchema,
  profileUpdateSchema,
  tokenAnswerSchema,
  tokenRequestSchema,
  userListItemSchema,
  userListQuerySchema,
  userAdminMessages,
  userProfileSchema,
  type AdminAnswer,
  type ModifiedAnswer,
  type TokenAnswer,
  type UserProfile,
} from '@tgde/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { adminEmailRole } from '../../auth/admin-emails';
import type { Db } from '../../db/client';
import { authMessages, isAdminAccount, useAdminRights } from '../../auth/guards';
import { emailPath, ok, page, refused } from '../../http/api-answers';
import { HttpError } from '../../http/errors';
import { sendPage } from '../../http/paging';
import type { RouteContract } from '../../http/route-contract';
import { defineRoute } from '../../http/route-table';
import { requireStoredImage } from '../../http/stored-image';
import type { MediaStore } from '../../infra/images/store';
import { moderationRoutes } from './moderation-routes';
import { findUserByEmail, listUsers, promoteToAdmin, toUserProfile, updateProfile } from './service';
import { isSelf, noSuchUser } from './user-refusals';

function asObject(body: unknown): Record<string, unknown> {
  if (body && typeof body === 'object' && !Array.isArray(body)) return body as Record<string, unknown>;
  throw new HttpError(400, 'Send the fields as a JSON object.');
}

const contracts = {
  tokenOrProfile: {
    access: 'user',
    tag: 'Users',
    summary: 'Get the session token, or change my profile',
    description:
      'With `{name, email}`: the bearer token of the caller’s session (signed in, verified or not). With ' +
      'profile fields: changes the caller’s own profile (verified only).',
    params: emailPath,
    body: z.union([tokenRequestSchema, profileUpdateSchema]),
    answers: {
      200: ok('The token and profile, or the change.', z.union([tokenAnswerSchema, modifiedAnswerSchema])),
      ...refused(400, 403, 404),
    },
  },
  profile: {
    access: 'user',
    othersForAdmins: { path: 'email' },
    tag: 'Users',
    summary: 'A profile',
    description: 'Your own, even before verification; admins may read any.',
    params: emailPath,
    answers: { 200: ok('The profile.', userProfileSchema), ...refused(403, 404) },
  },
  isAdmin: {
    access: 'user',
    othersForAdmins: { path: 'email' },
    tag: 'Users',
    summary: 'Is this user an admin?',
    params: emailPath,
    answers: { 200: ok('Whether the user is an admin.', adminAnswerSchema), ...refused(403, 404) },
  },
  list: {
    access: 'admin',
    tag: 'Users',
    summary: 'List users',
    query: userListQuerySchema,
    answers: { 200: page('A page of users, oldest first.', userListItemSchema), ...refused(400) },
  },
  promote: {
    access: 'admin',
    tag: 'Users',
    summary: 'Make a user an admin',
    description: 'A blocked user is refused (409): unblock them first.',
    params: emailPath,
    answers: {
      200: ok('`modifiedCount` is 0 when already an admin.', modifiedAnswerSchema),
      ...refused(404, 409),
    },
  },
} satisfies Record<string, RouteContract>;

/** The users calls. Identity comes from the session only, never from the body. */
export const userRoutes: FastifyPluginAsync<{
  db: Db;
  media: MediaStore;
  /** ADMIN_EMAILS: those accounts are admins again at every sign-in. */
  adminEmails: readonly string[];
}> = async (app, { db, media, adminEmails }) => {
  const { isListed } = adminEmailRole(adminEmails);

  /*
   * One path, two calls: `{name, email}` asks for the session's bearer token (right after
   * sign-in or sign-up, verified or not); profile fields update the caller's own profile.
   */
  defineRoute(app, 'put', '/user/:email', contracts.tokenOrProfile, async (input, request) => {
    const { caller, session } = input;
    if (!isSelf(caller, input.params.email)) {
      throw new HttpError(403, 'You can only do this for your own account.');
    }
    // Which of the two bodies the contract declares is sent decides the call.
    const body = asObject(request.body);

    if ('email' in body) {
      const { email } = input.bodyAs(tokenRequestSchema);
      if (!isSelf(caller, email))
        throw new HttpError(403, 'That is not the e-mail address you are signed in with.');
      const row = await findUserByEmail(db, caller.email);
      if (!row) throw noSuchUser();
      return { token: session.token, user: toUserProfile(row) } satisfies TokenAnswer;
    }

    // The dashboard's profile is for verified accounts (the token, above, is for any).
    if (!caller.emailVerified) throw new HttpError(403, authMessages.verify);
    const update = input.bodyAs(profileUpdateSchema);
    if (update.image) await requireStoredImage(media, update.image);
    return { modifiedCount: await updateProfile(db, caller.id, update) } satisfies ModifiedAnswer;
  });

  defineRoute(app, 'get', '/user/:email', contracts.profile, async ({ caller, params }, request) => {
    // Your own profile even before verification: the web app needs it to show the "unverified" card.
    if (!isSelf(caller, params.email)) useAdminRights(request, caller, 'You can only see your own profile.');
    const row = await findUserByEmail(db, params.email);
    if (!row) throw noSuchUser();
    return toUserProfile(row) satisfies UserProfile;
  });

  defineRoute(app, 'get', '/admin/:email', contracts.isAdmin, async ({ caller, params }, request) => {
    if (!isSelf(caller, params.email)) {
      useAdminRights(request, caller, 'You can only ask about your own account.');
    }
    const row = await findUserByEmail(db, params.email);
    if (!row) throw noSuchUser();
    // What the account is, not whether its admin rights may be used now: an admin without the
    // two-factor sign-in that ADMIN_TWO_FACTOR=required asks for still sees the dashboard, whose
    // first admin call answers TWO_FACTOR_REQUIRED and so leads them to set it up.
    return { admin: isAdminAccount(row) } satisfies AdminAnswer;
  });

  defineRoute(app, 'get', '/user', contracts.list, async ({ query }, _request, reply) =>
    sendPage(reply, await listUsers(db, { ...query, q: query.q || undefined }, isListed)),
  );

  defineRoute(app, 'put', '/user/admin/:email', contracts.promote, async ({ caller, params }) => {
    const modifiedCount = await promoteToAdmin(db, params.email, caller);
    if (modifiedCount === null) throw noSuchUser();
    if (modifiedCount === 'blocked') throw new HttpError(409, userAdminMessages.promoteBlocked);
    return { modifiedCount } satisfies ModifiedAnswer;
  });

  await app.register(moderationRoutes, { db, isListedAdmin: isListed });
};
