import { MAIL_PROBLEMS_LIMIT, mailNotFailedMessage, type MailProblem } from '@tgde/contracts';
import { and, desc, eq, gte, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobs } from '../../db/schema';
import { HttpError, notFound } from '../../http/errors';
import type { JobRow } from '../../infra/jobs/queue';
import { MAIL_JOB, mailJobSummary } from '../../infra/mail/mail-queue';

function toProblem(row: JobRow): MailProblem {
  return {
    _id: row.id,
    ...mailJobSummary(row.payload),
    status: row.status === 'failed' ? 'failed' : 'retrying',
    attempts: row.attempts,
    lastError: row.lastError,
    queuedAt: row.createdAt.toISOString(),
    nextAttemptAt: row.status === 'failed' ? null : row.runAt.toISOString(),
  };
}

/** Mails that failed for good, and mails waiting for another attempt after a failure; newest first. */
export async function mailProblems(db: Db): Promise<MailProblem[]> {
  const rows = await db
    .select()
    .from(jobs)
    .where(
      and(
        eq(jobs.kind, MAIL_JOB),
        or(eq(jobs.status, 'failed'), and(eq(jobs.status, 'queued'), gte(jobs.attempts, 1))),
      ),
    )
    .orderBy(desc(jobs.seq))
    .limit(MAIL_PROBLEMS_LIMIT);
  return rows.map(toProblem);
}

/**
 * Queues a failed mail again, as if new: due now, with a fresh day of retries. Only a failed mail:
 * one still being retried goes out by itself, and sending one that went out would send it twice.
 */
export async function retryMail(db: Db, id: string): Promise<MailProblem> {
  const [row] = await db
    .update(jobs)
    .set({ status: 'queued', attempts: 0, runAt: new Date(), createdAt: new Date(), finishedAt: null })
    .where(and(eq(jobs.id, id), eq(jobs.kind, MAIL_JOB), eq(jobs.status, 'failed')))
    .returning();
  if (row) return toProblem(row);
  const [existing] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.id, id), eq(jobs.kind, MAIL_JOB)));
  if (!existing) throw notFound('There is no such mail.');
  throw new HttpError(409, mailNotFailedMessage);
}
