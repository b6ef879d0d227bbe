import { and, eq, inArray, lt, lte, notInArray, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { jobs } from '../../db/schema';

/*
 * Work done later, durably, in the product's own database (docs/decisions/0011-jobs-in-postgres.md).
 * A job is a row written in the same transaction as the change that causes it, so it exists exactly
 * when the change does. Workers in every server process claim due rows with FOR UPDATE SKIP LOCKED:
 * one claimant per row, however many servers share the database. A claimed row carries a short
 * lease that its worker renews while it works; a worker killed while holding jobs leaves them to be
 * claimed again once the lease runs out.
 */

export type JobRow = typeof jobs.$inferSelect;

export interface NewJob {
  kind: string;
  payload?: unknown;
  /** Not before this time; omitted: now. */
  runAt?: Date;
  /** At most one row with this key is ever written (a scheduled pass's time slot). */
  uniqueKey?: string;
}

/** Writes a job; with `uniqueKey`, only when no job has that key yet. Answers whether it wrote one. */
export async function enqueue(db: DbOrTx, job: NewJob): Promise<boolean> {
  const written = await db
    .insert(jobs)
    .values({
      kind: job.kind,
      payload: job.payload ?? {},
      ...(job.runAt ? { runAt: job.runAt } : {}),
      ...(job.uniqueKey ? { uniqueKey: job.uniqueKey } : {}),
    })
    .onConflictDoNothing({ target: jobs.uniqueKey })
    .returning({ id: jobs.id });
  return written.length === 1;
}

/** A failure that retrying cannot mend (a mailbox that does not exist): the job fails at once. */
export class PermanentJobError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PermanentJobError';
  }
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** How long a failing job is retried, counted from when it was queued: more than a day. */
export const GIVE_UP_AFTER_MS = 25 * HOUR;

/**
 * When a job that just failed is tried again, or null when it has failed for long enough. Within its
 * first hour every minute (an outage of up to an hour is over within two minutes of its end), then
 * every ten minutes for the next five hours, then every half hour.
 */
export function nextAttemptAt(queuedAt: Date, now: Date): Date | null {
  const age = now.getTime() - queuedAt.getTime();
  if (age >= GIVE_UP_AFTER_MS) return null;
  const wait = age < HOUR ? MINUTE : age < 6 * HOUR ? 10 * MINUTE : 30 * MINUTE;
  return new Date(now.getTime() + wait);
}

/**
 * Runs a job. It may answer `{ keep }`: the payload the finished job keeps instead of the one it ran
 * with, written in the statement that marks it done (a sent mail keeps no body).
 */
export type JobHandler = (payload: unknown, job: JobRow) => Promise<{ keep: unknown } | void>;

export interface Schedule {
  /** The job kind that runs the pass (it needs a handler too). */
  kind: string;
  everyMs: number;
}

export interface JobRunnerOptions {
  db: Db;
  handlers: Record<string, JobHandler>;
  /** Passes queued once per `everyMs` slot by whichever server gets there first. */
  schedules?: Schedule[];
  clock?: () => Date;
  log: (message: string, error?: unknown) => void;
  /**
   * How long a claimed job stays with its worker without a renewal; the worker renews it every
   * third of that while it works, so only a dead worker's jobs are taken over.
   */
  leaseMs?: number;
  /** Jobs claimed at a time. */
  batch?: number;
}

export interface JobRunner {
  /**
   * Queues the scheduled passes that are due and runs every job due now, until none is left (jobs
   * that fail are put back with a later time). Answers how many ran. It runs after any pass of
   * this process that is under way, so when it returns every job due by then has run. Tests call
   * it after moving the clock; the loop started by `start` calls it too.
   */
  runDue(): Promise<number>;
  /** Polls every `pollMs` on a timer that does not keep the process alive. */
  start(pollMs: number): void;
  /** A pass soon, for a job just queued (it may still be in a transaction that has not committed). */
  wake(): void;
  /** Stops polling and waits for the pass that is running. */
  stop(): Promise<void>;
}

/** How soon after `wake` the pass runs: time for the transaction that queued the job to commit. */
const WAKE_DELAY_MS = 30;

export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { db, handlers, log } = options;
  // An injected clock moves the jobs' time forward (tests reach a retry or a reminder without
  // waiting), never back: a job written at the database's time must come due whatever the clock.
  const injected = options.clock;
  const clock = injected ? () => new Date(Math.max(injected().getTime(), Date.now())) : () => new Date();
  const leaseMs = options.leaseMs ?? 20_000;
  const batch = options.batch ?? 10;
  const schedules = options.schedules ?? [];
  /** The last slot each schedule was queued for by this process: one insert per slot, not per poll. */
  const queuedSlot = new Map<string, number>();

  async function queueScheduled(now: Date): Promise<void> {
    for (const schedule of schedules) {
      const slot = Math.floor(now.getTime() / schedule.everyMs) * schedule.everyMs;
      if (queuedSlot.get(schedule.kind) === slot) continue;
      await enqueue(db, {
        kind: schedule.kind,
        runAt: new Date(slot),
        uniqueKey: `${schedule.kind}@${new Date(slot).toISOString()}`,
      });
      queuedSlot.set(schedule.kind, slot);
    }
  }

  /** Claims due jobs other than `seen` (those this pass ran already: a failure waits for the next). */
  async function claim(now: Date, seen: Set<string>): Promise<JobRow[]> {
    const due = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          or(
            and(eq(jobs.status, 'queued'), lte(jobs.runAt, now)),
            // A worker that died while running it: its lease is over.
            and(eq(jobs.status, 'running'), lt(jobs.lockedUntil, now)),
          ),
          seen.size > 0 ? notInArray(jobs.id, [...seen]) : undefined,
        ),
      )
      .orderBy(jobs.runAt)
      .limit(batch)
      .for('update', { skipLocked: true });
    return db
      .update(jobs)
      .set({
        status: 'running',
        attempts: sql`${jobs.attempts} + 1`,
        lockedUntil: new Date(now.getTime() + leaseMs),
      })
      .where(inArray(jobs.id, due))
      .returning();
  }

  async function run(job: JobRow): Promise<void> {
    const handler = handlers[job.kind];
    try {
      if (!handler) throw new PermanentJobError(`No handler for jobs of kind "${job.kind}"`);
      const finished = await handler(job.payload, job);
      await db
        .update(jobs)
        .set({
          status: 'done',
          finishedAt: clock(),
          lockedUntil: null,
          lastError: null,
          ...(finished ? { payload: finished.keep } : {}),
        })
        .where(and(eq(jobs.id, job.id), eq(jobs.status, 'running')));
    } catch (error) {
      const now = clock();
      const message = error instanceof Error ? error.message : String(error);
      // A scheduled pass is not retried: the next slot runs it again anyway.
      const scheduled = schedules.some((schedule) => schedule.kind === job.kind);
      const next = error instanceof PermanentJobError || scheduled ? null : nextAttemptAt(job.createdAt, now);
      log(
        next
          ? `Job ${job.kind} ${job.id} failed (attempt ${job.attempts}); trying again at ${next.toISOString()}`
          : `Job ${job.kind} ${job.id} failed for good after ${job.attempts} attempt(s)`,
        error,
      );
      await db
        .update(jobs)
        .set(
          next
            ? { status: 'queued', runAt: next, lockedUntil: null, lastError: message.slice(0, 2000) }
            : { status: 'failed', finishedAt: now, lockedUntil: null, lastError: message.slice(0, 2000) },
        )
        .where(and(eq(jobs.id, job.id), eq(jobs.status, 'running')));
    }
  }

  async function drain(): Promise<number> {
    await queueScheduled(clock());
    const seen = new Set<string>();
    /** Claimed by this pass and not finished: their leases are renewed while the pass works. */
    const held = new Set<string>();
    const renew = setInterval(() => {
      if (held.size === 0) return;
      db.update(jobs)
        .set({ lockedUntil: new Date(clock().getTime() + leaseMs) })
        .where(and(inArray(jobs.id, [...held]), eq(jobs.status, 'running')))
        .catch((error: unknown) => log('Could not renew the lease of running jobs', error));
    }, leaseMs / 3);
    renew.unref();
    try {
      for (;;) {
        const claimed = await claim(clock(), seen);
        if (claimed.length === 0) return seen.size;
        for (const job of claimed) held.add(job.id);
        // One after the other: a batch of mails goes through one SMTP connection at a time anyway.
        for (const job of claimed) {
          seen.add(job.id);
          await run(job);
          held.delete(job.id);
        }
      }
    } finally {
      clearInterval(renew);
    }
  }

  /*
   * The passes of this process run one after the other (the poll, a wake, a test's runDue): a
   * pass that returns has seen every job it could claim finish, and none is still being sent by
   * a pass beside it. Servers beside each other are kept apart by SKIP LOCKED.
   */
  let chain: Promise<unknown> = Promise.resolve();
  function runDue(): Promise<number> {
    const next = chain.then(drain);
    chain = next.catch(() => undefined);
    return next;
  }

  let timer: NodeJS.Timeout | undefined;
  let pollMs = 0;
  let stopped = false;
  let running: Promise<void> | undefined;
  let again = false;

  function pass(): void {
    if (stopped) return;
    if (running) {
      // Asked for while a pass runs: one more right after it, for jobs it may have missed.
      again = true;
      return;
    }
    clearTimeout(timer);
    running = runDue()
      .then(() => undefined)
      .catch((error: unknown) => log('A job pass failed', error))
      .finally(() => {
        running = undefined;
        if (stopped) return;
        if (again) {
          again = false;
          pass();
        } else if (pollMs > 0) {
          schedule(pollMs);
        }
      });
  }

  function schedule(ms: number): void {
    clearTimeout(timer);
    timer = setTimeout(pass, ms);
    timer.unref();
  }

  return {
    runDue,
    start(ms) {
      pollMs = ms;
      schedule(0);
    },
    wake() {
      if (stopped) return;
      if (running) again = true;
      else schedule(WAKE_DELAY_MS);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

/** The scheduled clean-up pass (hourly: app.ts). */
export const RETENTION_JOB = 'retention';

/** How long finished jobs are kept: long enough for an admin to look into last week's mail. */
const KEEP_FINISHED_MS = 30 * 24 * HOUR;

/** Deletes jobs that finished (done or failed) more than 30 days before `now`. */
export async function deleteFinishedJobs(db: Db, now: Date): Promise<number> {
  const deleted = await db
    .delete(jobs)
    .where(
      and(
        inArray(jobs.status, ['done', 'failed']),
        lt(jobs.finishedAt, new Date(now.getTime() - KEEP_FINISHED_MS)),
      ),
    )
    .returning({ id: jobs.id });
  return deleted.length;
}
