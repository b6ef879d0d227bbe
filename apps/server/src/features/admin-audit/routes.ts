import { auditEntrySchema, auditListQuerySchema, type AuditLogEntry } from '@tgde/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { page, refused } from '../../http/api-answers';
import { sendPage } from '../../http/paging';
import type { RouteContract } from '../../http/route-contract';
import { defineRoute } from '../../http/route-table';
import { auditEntries } from './service';

const contracts = {
  list: {
    access: 'admin',
    tag: 'Users',
    summary: 'The audit trail: what admins did',
    description:
      'Newest first, 50 a page unless `limit` says otherwise; `action` keeps one action’s entries. ' +
      'Each entry says when, who, what and to which record, with the fields it changed before and ' +
      'after. There is no call that changes or removes an entry.',
    query: auditListQuerySchema,
    answers: { 200: page('A page of the audit trail, newest first.', auditEntrySchema), ...refused(400) },
  },
} satisfies Record<string, RouteContract>;

/** GET /api/admin/audit: the admins' Activity page. Read only, by design. */
export const adminAuditRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  defineRoute(
    app,
    'get',
    '/admin/audit',
    contracts.list,
    async ({ query }, _request, reply) =>
      sendPage(reply, await auditEntries(db, query)) satisfies AuditLogEntry[],
  );
};
