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
 * How late the event loop ran its last check, in ms: a timer every `intervalMs` that notes how far
 * past its time it fired. A task that holds the loop shows as that lateness at the next check.
 * Not under-pressure's measure: Node's delay histogram missed a single long task here (its samples
 * stayed at the resolution), and under-pressure reads an interval without a sample as an infinite
 * delay, so that one task that outlasted the interval turned every request of the next interval
 * away whatever the limit.
 */
function watchEventLoopLag(intervalMs: number): { lag: () => number; stop: () => void } {
  let lag = 0;
  let due = performance.now() + intervalMs;
  const timer = setInterval(() => {
    const now = performance.now();
    lag = Math.max(0, now - due);
    due = now + intervalMs;
  }, intervalMs);
  timer.unref();
  return { lag: () => lag, stop: () => clearInterval(timer) };
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
 * Retry-After instead of waiting in a queue that grows without bound: when the event loop lags,
 * when many queries already wait for a database connection, or when the database does not answer
 * a ping (then nothing would work anyway, and a quick sentence beats a hang). Requests already
 * running are not affected, and neither are the built app's files (passesUnderPressure).
 */
export async function registerOverloadProtection(
  app: FastifyInstance,
  database: Database,
  limits: OverloadLimits = defaultOverloadLimits,
): Promise<void> {
  if (limits.maxEventLoopDelayMs > 0) {
    const loop = watchEventLoopLag(limits.sampleIntervalMs);
    app.addHook('onClose', async () => loop.stop());
    app.addHook('onRequest', async (request, reply) => {
      if (loop.lag() <= limits.maxEventLoopDelayMs || passesUnderPressure(request.url)) return;
      refuse(reply, BUSY_MESSAGE);
    });
  }
  await app.register(underPressure, {
    // The event loop is watched above; under-pressure checks the database.
    maxEventLoopDelay: 0,
    sampleInterval: limits.sampleIntervalMs,
    healthCheckInterval: limits.sampleIntervalMs,
    healthCheck: async () => {
      if (database.waiting() > limits.maxWaitingQueries) return false;
      // A ping is answered after whatever the event loop is doing: it gets at least as long as
      // the lag that is still tolerated.
      const patience = Math.max(2 * limits.sampleIntervalMs, limits.maxEventLoopDelayMs, 1000);
      return withTimeout(database.ping(), patience).catch(() => false);
    },
    pressureHandler: async (request, reply, type) => {
      // Resolving without an answer lets the request go on.
      if (passesUnderPressure(request.url)) return;
      // The health check fails when the database is unreachable or its queue is long.
      const databaseDown = type === 'healthCheck' && database.waiting() <= limits.maxWaitingQueries;
      refuse(reply, databaseDown ? DATABASE_DOWN_MESSAGE : BUSY_MESSAGE);
    },
  });
}
