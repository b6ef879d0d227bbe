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
import type { Db } from '../../db/client';
import type { AnnounceCatalogueChange } from '../../domain/catalogue-changes';
import { idPath, ok, refused } from '../../http/api-answers';
import type { RouteContract } from '../../http/route-contract';
import { defineRoute } from '../../http/route-table';
import { deleteAccount } from './delete-account';
import { endMySession, exportMyData, MY_SESSIONS_LIMIT, mySessions } from './service';

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
  defineRoute(app, 'get', '/me/export', contracts.export, async ({ caller, session }, _request, reply) => {
    const data: DataExport = await exportMyData(db, caller.id, session.token, now());
    return reply
      .header(
        'content-disposition',
        `attachment; filename="${dataExportFileName(data.exportedAt.slice(0, 10))}"`,
      )
      .header('cache-control', 'private, no-store')
      .send(data);
  });

  defineRoute(app, 'delete', '/me', contracts.deleteAccount, async ({ caller, session, body }) => {
    await deleteAccount(db, {
      userId: caller.id,
      sessionToken: session.token,
      password: body.password,
      now: now(),
    });
    changed();
    return { message: accountDeletionMessages.deleted };
  });

  defineRoute(
    app,
    'get',
    '/me/sessions',
    contracts.sessions,
    async ({ caller, session }): Promise<MySession[]> =>
      mySessions(db, caller.id, session.token, now(), MY_SESSIONS_LIMIT),
  );

  defineRoute(app, 'delete', '/me/sessions/:id', contracts.endSession, async ({ caller, params }) => {
    await endMySession(db, caller.id, params.id);
    return { message: sessionMessages.signedOut };
  });
};
