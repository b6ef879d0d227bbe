import { mailProblemSchema, type MailProblem } from '@tgde/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { idPath, ok, refused } from '../../http/api-answers';
import { recordId } from '../../http/ids';
import type { RouteContract } from '../../http/route-contract';
import { defineRoute } from '../../http/route-table';
import { mailProblems, retryMail } from './service';

const contracts = {
  list: {
    access: 'admin',
    tag: 'Mail',
    summary: 'Mail that did not go out',
    description:
      'Mails being retried after a failed attempt, and mails given up after a day of attempts (or refused for good by the mail server), newest first.',
    answers: { 200: ok('The mails with problems.', z.array(mailProblemSchema)) },
  },
  retry: {
    access: 'admin',
    tag: 'Mail',
    summary: 'Send a failed mail again',
    description:
      'Queues a failed mail again with a fresh day of attempts. 409 for a mail that is not failed.',
    params: idPath('mail'),
    answers: { 200: ok('The mail, queued again.', mailProblemSchema), ...refused(404, 409) },
  },
} satisfies Record<string, RouteContract>;

/** The admins' view of the mail queue: what did not go out, and sending a failed mail again. */
export const adminMailRoutes: FastifyPluginAsync<{ db: Db; wake: () => void }> = async (
  app,
  { db, wake },
) => {
  defineRoute(app, 'get', '/admin/mail', contracts.list, async (): Promise<MailProblem[]> =>
    mailProblems(db),
  );

  defineRoute(
    app,
    'post',
    '/admin/mail/:id/retry',
    contracts.retry,
    async ({ params }): Promise<MailProblem> => {
      const mail = await retryMail(db, recordId(params.id, 'Mail'));
      wake();
      return mail;
    },
  );
};
