import type { AuditDetails, AuditListQuery, AuditLogEntry } from '@tgde/contracts';
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';
import type { Page } from '../../http/paging';

type Row = typeof auditLog.$inferSelect;

function toEntry(row: Row): AuditLogEntry {
  return {
    _id: row.id,
    at: row.at.toISOString(),
    actor: row.actor,
    action: row.action,
    target: row.target,
    // Written by recordAudit only, always as an object (contracts' AuditDetails).
    details: (row.details as AuditDetails | null) ?? null,
  };
}

/**
 * One page of the audit trail, newest first (by the order of writing: `seq`, never a clock), only
 * one action's entries if asked, and how many match in all. The trail is only ever read here:
 * nothing in the app changes or removes an entry, and the database would refuse it.
 */
export async function auditEntries(db: Db, query: AuditListQuery): Promise<Page<AuditLogEntry>> {
  const where = query.action === undefined ? undefined : eq(auditLog.action, query.action);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.seq))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return { items: rows.map(toEntry), total: totals?.total ?? 0 };
}
