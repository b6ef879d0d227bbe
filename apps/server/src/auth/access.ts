import type { FastifyRequest } from 'fastify';
import type { Access } from '../http/route-contract';
import { requireAdmin, requireUser, requireVerifiedUser } from './guards';

type Guard = (request: FastifyRequest) => Promise<unknown>;

/**
 * The guard each declared access runs before the handler, so that a route's contract cannot
 * promise less than it enforces. `owner` lets verified callers through: whose record it is, only
 * the service can tell, and it answers someone else's as unknown (404).
 */
export const accessGuards: Record<Access, Guard | undefined> = {
  public: undefined,
  user: requireUser,
  verified: requireVerifiedUser,
  owner: requireVerifiedUser,
  admin: requireAdmin,
};
