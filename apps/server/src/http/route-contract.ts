import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { ZodOpenApiParameters, ZodOpenApiResponseObject } from 'zod-openapi';

/*
 * What an /api route promises, declared where the route is registered (`config: { contract }`):
 * who may call it, what it reads and what it answers. The route table records it, the access is
 * enforced from it (http/route-table.ts), the OpenAPI document and the reference page are built
 * from it, and the authorization spec (test/authorization.test.ts) calls every route as each kind
 * of caller and checks the answer against it.
 */

/**
 * Who may call a route:
 * - `public`: anyone;
 * - `user`: signed in, verified or not (401 otherwise);
 * - `verified`: signed in with a verified address (401, then 403);
 * - `owner`: as `verified`, on a record of the caller's own: someone else's answers 404, as if it
 *   did not exist (the contract names the record in `owns`);
 * - `admin`: a verified administrator (401, then 403).
 */
export const ACCESS_LEVELS = ['public', 'user', 'verified', 'owner', 'admin'] as const;
export type Access = (typeof ACCESS_LEVELS)[number];

/** The records an `owner` route's `:id` can name. */
export type OwnedRecord = 'booking' | 'review' | 'photo';

/** The payment setups: some routes exist only under one of them. */
export type PaymentSetup = 'stripe' | 'test-payments';

/** The sections of the API reference, in the order it shows them. */
export const API_TAGS = [
  'Destinations',
  'Reviews',
  'Photos and images',
  'Bookings',
  'Payments',
  'Users',
  'Accounts',
  'Messages',
  'Mail',
  'Service',
] as const;
export type ApiTag = (typeof API_TAGS)[number];

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** A zod object (or a plain object of zod fields) describing named parameters. */
type Parameters = NonNullable<ZodOpenApiParameters['path']>;

interface ContractBase {
  tag: ApiTag;
  summary: string;
  description?: string;
  params?: Parameters;
  query?: Parameters;
  headers?: Parameters;
  body?: z.ZodType;
  /** How the body is sent; JSON unless said otherwise. */
  bodyType?: 'application/json' | 'multipart/form-data';
  /** Status → answer, besides the refusals the access implies (added by the document). */
  answers: Record<number, ZodOpenApiResponseObject>;
  /** Registered only under this payment setup. */
  onlyWith?: PaymentSetup;
  /**
   * Where the call names whose record or account it acts on, when an administrator may name
   * someone else's there (`{path: 'id'}`: an owner route's record; `{path: 'email'}`;
   * `{query: 'user'}`). Anyone else is refused there as the access says; an admin who may not use
   * admin rights now (auth/guards adminRefusal: two-factor sign-in) is refused as on admin routes.
   */
  othersForAdmins?: { path: string } | { query: string };
}

interface OwnerContract extends ContractBase {
  access: 'owner';
  /** What record the `:id` path parameter names. */
  owns: OwnedRecord;
}

interface OtherContract extends ContractBase {
  access: Exclude<Access, 'owner'>;
  owns?: never;
}

/** One API call's contract. */
export type OperationContract = OwnerContract | OtherContract;

/** A call answered under a wildcard route, documented by its own method and OpenAPI path. */
export type DelegatedCall = OperationContract & { method: HttpMethod; path: string };

/**
 * A wildcard route answered by a library that checks its callers itself (better-auth under
 * /api/auth): open at the mount, each call it answers documented, with its own access, in `calls`.
 */
export interface DelegatedContract {
  access: 'public';
  calls: readonly DelegatedCall[];
}

export type RouteContract = OperationContract | DelegatedContract;

export const isDelegated = (contract: RouteContract): contract is DelegatedContract => 'calls' in contract;

/**
 * The caller an access guard admitted. Empty here: the auth layer, which knows its users, fills it
 * in (auth/access.ts), so that this shared layer needs not import it.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by declaration merging
export interface RouteCaller {}

/** The admitted caller with their session's token (data export, signing out other devices …). */
export interface RouteSession {
  user: RouteCaller;
  token: string;
}

/** Refuses a caller below an access level (401, 403), or answers their session. */
export type AccessGuard = (request: FastifyRequest) => Promise<RouteSession>;

/** The guard of each access level but `public`, passed in by the composition (app.ts). */
export type AccessGuards = Record<Exclude<Access, 'public'>, AccessGuard>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Required on every route under /api: registering one without it throws. */
    contract?: RouteContract;
  }
}
