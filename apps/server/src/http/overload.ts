import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Database } from '../db/client';
import { DATABASE_DOWN_MESSAGE, HttpError, RETRY_AFTER_SECONDS } from './errors';

export interface OverloadLimits {
  /** Event-loop lag (ms) above which new requests are turned away; 0: not measured. */
  maxEventLoopDelayMs: number;
  /** Queries waiting for a database connection above which new requests are turned away. */
  maxWaitingQueries: number;
  /** How often the load is measured and the database is pinged (ms). */
  sampleIntervalMs: number;
  /**
   * How many of the latest samples are looked at (default 5): requests are turned away only while
   * most of them were over the limit.
   */
  samplesLookedAt?: number;
}

export const defaultOverloadLimits: OverloadLimits = {
  maxEventLoopDelayMs: 1000,
  maxWaitingQueries: 100,
  sampleIntervalMs: 1000,
};

export const BUSY_MESSAGE = 'The server is very busy right now. Please try again in a few seconds.';

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timed out')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * The built web app's content-hashed files: a page already on screen fetches its own code from
 * here as it goes (the next page's chunk, its catalogue). Turning them away would break that page
 * while sparing the server next to nothing: they need no database and are sent from disk.
 */
export const passesUnderPressure = (url: string): boolean => url.startsWith('/assets/');

/**
 * What `registerOverloadProtection` decides on, kept apart from its timer so that it can be tried
 * with made-up lags: the last `size` checks of the event loop, and whether most of them ran later
 * than the limit. One late check (a process that waited for a CPU, one long task, however long)
 * turns nobody away; a loop that stays behind, check after check, does.
 */
export class LagRecord {
  private lags: number[] = [];

  constructor(
    private readonly limitMs: number,
    private readonly size: number,
  ) {}

  /** Notes how late (ms) a check ran. */
  note(lagMs: number): void {
    this.lags.push(lagMs);
    if (this.lags.length > this.size) this.lags.shift();
  }

  /** How many of the checks looked at ran later than the limit. */
  over(): number {
    return this.lags.filter((lag) => lag > this.limitMs).length;
  }

  /** True when most of the last `size` checks ran later than the limit. */
  sustained(): boolean {
    return this.over() * 2 > this.size;
  }

  /** The latest check among those looked at: the longest task that held the loop, or wait for a CPU. */
  longestMs(): number {
    return Math.max(0, ...this.lags);
  }
}

/**
 * Watches the event loop with a timer every `intervalMs` that notes how far past its time it
 * fired: a task that holds the loop shows as that lateness at the next check. Not under-pressure's
 * measure: Node's delay histogram missed a single long task here (its samples stayed at the
 * resolution), and under-pressure reads an interval without a sample as an infinite delay, so that
 * one task that outlasted the interval turned every request of the next interval away whatever
 * the limit. `onTrip` hears when the lag becomes sustained.
 */
function watchEventLoopLag(
  limits: Pick<OverloadLimits, 'maxEventLoopDelayMs' | 'sampleIntervalMs'> & { samplesLookedAt: number },
  onTrip: (record: LagRecord) => void,
): { busy: () => boolean; stop: () => void } {
  const record = new LagRecord(limits.maxEventLoopDelayMs, limits.samplesLookedAt);
  let busy = false;
  let due = performance.now() + limits.sampleIntervalMs;
  const timer = setInterval(() => {
    const now = performance.now();
    record.note(Math.max(0, now - due));
    due = now + limits.sampleIntervalMs;
    const was = busy;
    busy = record.sustained();
    if (busy && !was) onTrip(record);
  }, limits.sampleIntervalMs);
  timer.unref();
  return { busy: () => busy, stop: () => clearInterval(timer) };
}

/**
 * A health check that fails only when `check` failed twice in a row: one ping answered late
 * because the whole process waited for a CPU is no database gone.
 */
function failingTwice(check: () => Promise<boolean>): () => Promise<boolean> {
  let failedBefore = false;
  return async () => {
    const ok = await check();
    const healthy = ok || !failedBefore;
    failedBefore = !ok;
    return healthy;
  };
}

/**
 * The 503 of a server under pressure, with the wait it asks for. Thrown, so that the answer leaves
 * through our error handler as `{message}`.
 */
function refuse(reply: FastifyReply, message: string): never {
  reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
  throw new HttpError(503, message);
}

/**
 * When the process or its database cannot keep up, new requests get an immediate 503 with
 * Retry-After instead of waiting in a queue that grows without bound: when the event loop lagged
 * at most of its last checks (LagRecord), when many queries already wait for a database
 * connection, or when the database does not answer two pings in a row (then nothing would work
 * anyway, and a quick sentence beats a hang). Requests already running are not affected, and
 * neither are the built app's files (passesUnderPressure). When the lag guard trips it logs the
 * longest stall it saw, which names the size of the task to look for.
 */
export async function registerOverloadProtection(
  app: FastifyInstance,
  database: Database,
  limits: OverloadLimits = defaultOverloadLimits,
): Promise<void> {
  if (limits.maxEventLoopDelayMs > 0) {
    const samplesLookedAt = limits.samplesLookedAt ?? 5;
    const loop = watchEventLoopLag({ ...limits, samplesLookedAt }, (record) => {
      app.log.warn(
        {
          samplesOver: record.over(),
          samplesLookedAt,
          longestTaskMs: Math.round(record.longestMs()),
          limitMs: limits.maxEventLoopDelayMs,
        },
        'Turning new requests away: the event loop lagged beyond its limit at most of its last checks',
      );
    });
    app.addHook('onClose', async () => loop.stop());
    app.addHook('onRequest', async (request, reply) => {
      if (!loop.busy() || passesUnderPressure(request.url)) return;
      refuse(reply, BUSY_MESSAGE);
    });
  }
  await app.register(underPressure, {
    // The event loop is watched above; under-pressure checks the database.
    maxEventLoopDelay: 0,
    sampleInterval: limits.sampleIntervalMs,
    healthCheckInterval: limits.sampleIntervalMs,
    healthCheck: failingTwice(async () => {
      if (database.waiting() > limits.maxWaitingQueries) return false;
      // A ping is answered after whatever the event loop is doing: it gets at least as long as
      // the lag that is still tolerated.
      const patience = Math.max(2 * limits.sampleIntervalMs, limits.maxEventLoopDelayMs, 1000);
      return withTimeout(database.ping(), patience).catch(() => false);
    }),
    pressureHandler: async (request, reply, type) => {
      // Resolving without an answer lets the request go on.
      if (passesUnderPressure(request.url)) return;
      // The health check fails when the database is unreachable or its queue is long.
      const databaseDown = type === 'healthCheck' && database.waiting() <= limits.maxWaitingQueries;
      refuse(reply, databaseDown ? DATABASE_DOWN_MESSAGE : BUSY_MESSAGE);
    },
  });
}
