import type { FastifyRequest } from 'fastify';
import type { AccessGuards } from '../http/route-contract';
import { requireAdmin, requireSession, requireVerifiedUser, type AuthSession, type AuthUser } from './guards';

declare module '../http/route-contract' {
  // What the route table hands a handler: the session's user, and the session with its token.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the supertype
  interface RouteCaller extends AuthUser {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- as above
  interface RouteSession extends AuthSession {}
}

/** Runs a check on the caller, then answers their session (looked up once per request). */
const admitting =
  (check: (request: FastifyRequest) => Promise<unknown>) =>
  async (request: FastifyRequest): Promise<AuthSession> => {
    await check(request);
    return requireSession(request);
  };

/**
 * The guard each declared access runs before the handler, so that a route's contract cannot
 * promise less than it enforces; the route table (http/route-table.ts) is given these by app.ts and
 * hands the admitted caller to the handler. `owner` lets verified callers through: whose record it
 * is, only the service can tell, and it answers someone else's as unknown (404).
 */
export const accessGuards: AccessGuards = {
  user: requireSession,
  verified: admitting(requireVerifiedUser),
  owner: admitting(requireVerifiedUser),
  admin: admitting(requireAdmin),
};
