import type { Server } from 'node:http';
import type { FastifyHttpOptions } from 'fastify';

/**
 * How long a client may hold a connection, so that slow or silent clients cannot tie up the server
 * for others (docs/operations.md, "Limits and timeouts"):
 * - the whole request (headers and body) must arrive within `requestTimeoutMs`, else 408;
 * - the headers within 10 s (or the request timeout, if shorter): a connection that says nothing
 *   is closed;
 * - an idle keep-alive connection is closed after 5 s;
 * - a socket on which nothing moves at all is closed after twice the request timeout.
 * Node checks running requests against these limits once a second.
 */
export function connectionLimits(requestTimeoutMs: number): FastifyHttpOptions<Server> {
  return {
    requestTimeout: requestTimeoutMs,
    keepAliveTimeout: 5_000,
    connectionTimeout: requestTimeoutMs * 2,
    http: {
      headersTimeout: Math.min(10_000, requestTimeoutMs),
      connectionsCheckingInterval: 1_000,
    },
  };
}
