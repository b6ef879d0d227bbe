import {
  accountDeletionMessages,
  dataExportFileName,
  deleteAccountSchema,
  dataExportSchema,
  mySessionSchema,
  sessionMessages,
  type DataExport,
  type MySession,
} from '@tgde/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { requireSession } from '../../auth/guards';
import type { Db } from '../../db/client';
import type { AnnounceCatalogueChange } from '../../domain/catalogue-changes';
import { idPath, ok, refused } from '../../http/api-answers';
import { parseInput } from '../../http/errors';
import type { RouteContract } from '../../http/route-contract';
import { deleteAccount } from './delete-account';
import { endMySession, exportMyData, MY_SESSIONS_LIMIT, mySessions } from './service';

interface IdParams {
  Params: { id: string };
}

const contracts = {
  export: {
    access: 'user',
    tag: 'Users',
    summary: 'Download my data',
    description:
      'Everything the product holds about the caller, as one JSON file (`Content-Disposition: attachment`): profile, bookings, payments, reviews, photos, contact messages sent while signed in, signed-in devices. No secrets (password hashes, tokens).',
    answers: { 200: ok('The data, as a file.', dataExportSchema) },
  },
  sessions: {
    access: 'user',
    tag: 'Users',
    summary: 'My signed-in devices',
    description: `The caller’s sessions that have not ended, the one asking first (\`current\`), then the last used: at most ${MY_SESSIONS_LIMIT}.`,
    answers: { 200: ok('The devices.', z.array(mySessionSchema)) },
  },
  deleteAccount: {
    access: 'user',
    tag: 'Users',
    summary: 'Delete my account',
    description:
      'Erases the caller’s account: it can no longer sign in, and its name, address, phone and photo disappear everywhere (reviews read “Former traveller”). Paid bookings stay for the books without personal data; unpaid ones go. Needs `{password}`, or for an account without one a sign-in in the last 10 minutes. 409 while paid trips lie ahead, and for the last administrator.',
    body: deleteAccountSchema,
    answers: {
      200: ok('Deleted.', z.object({ message: z.string() })),
      ...refused(400, 403, 409),
    },
  },
  endSession: {
    access: 'user',
    tag: 'Users',
    summary: 'Sign out one of my devices',
    description: 'Ends one of the caller’s sessions (its token opens nothing more). Another user’s: 404.',
    params: idPath('session'),
    answers: {
      200: ok('Signed out.', z.object({ message: z.string() })),
      ...refused(404),
    },
  },
} satisfies Record<string, RouteContract>;

/** The signed-in user's own account: their data as a file, and their signed-in devices. */
export const meRoutes: FastifyPluginAsync<{
  db: Db;
  now: () => Date;
  /** Told when an account is erased: its reviews' names and its photos change on public pages. */
  changed: AnnounceCatalogueChange;
}> = async (app, { db, now, changed }) => {
  app.get('/me/export', { config: { contract: contracts.export } }, async (request, reply) => {
    const { user, token } = await requireSession(request);
    const data: DataExport = await exportMyData(db, user.id, token, now());
    return reply
      .header(
        'content-disposition',
        `attachment; filename="${dataExportFileName(data.exportedAt.slice(0, 10))}"`,
      )
      .header('cache-control', 'private, no-store')
      .send(data);
  });

  app.delete('/me', { config: { contract: contracts.deleteAccount } }, async (request) => {
    const { user, token } = await requireSession(request);
    const { password } = parseInput(deleteAccountSchema, request.body ?? {});
    await deleteAccount(db, { userId: user.id, sessionToken: token, password, now: now() });
    changed();
    return { message: accountDeletionMessages.deleted };
  });

  app.get(
    '/me/sessions',
    { config: { contract: contracts.sessions } },
    async (request): Promise<MySession[]> => {
      const { user, token } = await requireSession(request);
      return mySessions(db, user.id, token, now(), MY_SESSIONS_LIMIT);
    },
  );

  app.delete<IdParams>(
    '/me/sessions/:id',
    { config: { contract: contracts.endSession } },
    async (request) => {
      const { user } = await requireSession(request);
      await endMySession(db, user.id, request.params.id);
      return { message: sessionMessages.signedOut };
    },
  );
};
