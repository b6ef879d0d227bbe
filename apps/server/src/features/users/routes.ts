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
import {
  isAdminAccount,
  requireAdmin,
  requireSession,
  requireUser,
  requireVerifiedUser,
  useAdminRights,
} from '../../auth/guards';
import { emailPath, ok, page, refused } from '../../http/api-answers';
import { HttpError, parseInput } from '../../http/errors';
import { sendPage } from '../../http/paging';
import type { RouteContract } from '../../http/route-contract';
import { requireStoredImage } from '../../http/stored-image';
import type { MediaStore } from '../../infra/images/store';
import { moderationRoutes } from './moderation-routes';
import { findUserByEmail, listUsers, promoteToAdmin, toUserProfile, updateProfile } from './service';
import { isSelf, noSuchUser } from './user-refusals';

type EmailParams = { Params: { email: string } };

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
  app.put<EmailParams>(
    '/user/:email',
    { config: { contract: contracts.tokenOrProfile } },
    async (request) => {
      const { user, token } = await requireSession(request);
      if (!isSelf(user, request.params.email)) {
        throw new HttpError(403, 'You can only do this for your own account.');
      }
      const body = asObject(request.body);

      if ('email' in body) {
        const { email } = parseInput(tokenRequestSchema, body);
        if (!isSelf(user, email))
          throw new HttpError(403, 'That is not the e-mail address you are signed in with.');
        const row = await findUserByEmail(db, user.email);
        if (!row) throw noSuchUser();
        return { token, user: toUserProfile(row) } satisfies TokenAnswer;
      }

      // The dashboard's profile is for verified accounts.
      const verified = await requireVerifiedUser(request);
      const update = parseInput(profileUpdateSchema, body);
      if (update.image) await requireStoredImage(media, update.image);
      return { modifiedCount: await updateProfile(db, verified.id, update) } satisfies ModifiedAnswer;
    },
  );

  app.get<EmailParams>('/user/:email', { config: { contract: contracts.profile } }, async (request) => {
    const user = await requireUser(request);
    // Your own profile even before verification: the web app needs it to show the "unverified" card.
    if (!isSelf(user, request.params.email))
      useAdminRights(request, user, 'You can only see your own profile.');
    const row = await findUserByEmail(db, request.params.email);
    if (!row) throw noSuchUser();
    return toUserProfile(row) satisfies UserProfile;
  });

  app.get<EmailParams>('/admin/:email', { config: { contract: contracts.isAdmin } }, async (request) => {
    const user = await requireUser(request);
    if (!isSelf(user, request.params.email)) {
      useAdminRights(request, user, 'You can only ask about your own account.');
    }
    const row = await findUserByEmail(db, request.params.email);
    if (!row) throw noSuchUser();
    // What the account is, not whether its admin rights may be used now: an admin without the
    // two-factor sign-in that ADMIN_TWO_FACTOR=required asks for still sees the dashboard, whose
    // first admin call answers TWO_FACTOR_REQUIRED and so leads them to set it up.
    return { admin: isAdminAccount(row) } satisfies AdminAnswer;
  });

  app.get('/user', { config: { contract: contracts.list } }, async (request, reply) => {
    const search = parseInput(userListQuerySchema, request.query);
    return sendPage(reply, await listUsers(db, { ...search, q: search.q || undefined }, isListed));
  });

  app.put<EmailParams>('/user/admin/:email', { config: { contract: contracts.promote } }, async (request) => {
    const modifiedCount = await promoteToAdmin(db, request.params.email, await requireAdmin(request));
    if (modifiedCount === null) throw noSuchUser();
    if (modifiedCount === 'blocked') throw new HttpError(409, userAdminMessages.promoteBlocked);
    return { modifiedCount } satisfies ModifiedAnswer;
  });

  await app.register(moderationRoutes, { db, isListedAdmin: isListed });
};
