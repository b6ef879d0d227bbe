import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
} from 'fastify';
import type { z } from 'zod';
import { parseInput } from './errors';
import type {
  AccessGuards,
  HttpMethod,
  OperationContract,
  RouteCaller,
  RouteContract,
  RouteSession,
} from './route-contract';

export interface RouteEntry {
  method: string;
  /** The path as registered, with `:params` and `*`. */
  url: string;
  /** What the route declares; every route under /api has one. */
  contract?: RouteContract;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route of the app as it was registered (the API document and tests read this list). */
    routeTable: RouteEntry[];
    /**
     * Routes that another payment setup registers and this one does not, so that the API document
     * names every call whatever the setup of the server serving it.
     */
    routesOfOtherSetups: RouteEntry[];
  }
}

export const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/');

// The session each request's access guard admitted, for defineRoute's handler to hand on.
const admittedSessions = new WeakMap<FastifyRequest, RouteSession>();

/**
 * Records each route as it is added, with its contract, and makes the route enforce the access its
 * contract declares. A route under /api without a contract throws: the app does not start. Call
 * first thing after creating the app.
 */
export function recordRoutes(app: FastifyInstance, guards: AccessGuards): void {
  // The preHandler of each access level, made once and shared by every route of that level.
  const hookOf = (guard: AccessGuards[keyof AccessGuards]): preHandlerAsyncHookHandler =>
    async function admit(request) {
      admittedSessions.set(request, await guard(request));
    };
  const guardHooks: Record<keyof AccessGuards, preHandlerAsyncHookHandler> = {
    user: hookOf(guards.user),
    verified: hookOf(guards.verified),
    owner: hookOf(guards.owner),
    admin: hookOf(guards.admin),
  };
  const table: RouteEntry[] = [];
  app.decorate('routeTable', table);
  app.decorate('routesOfOtherSetups', [] as RouteEntry[]);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const contract = route.config?.contract;
    if (!contract && isApiPath(route.url)) {
      throw new Error(
        `${methods.join(',')} ${route.url} declares no contract: register it with config.contract ` +
          '(its access, answers and summary; see http/route-contract.ts).',
      );
    }
    const guard = contract && contract.access !== 'public' ? guardHooks[contract.access] : undefined;
    if (guard) {
      // First, before the route's own hooks: nothing of the route runs for a caller it refuses.
      route.preHandler = [guard, ...(route.preHandler === undefined ? [] : [route.preHandler].flat())];
    }
    for (const method of methods) table.push({ method, url: route.url, ...(contract ? { contract } : {}) });
  });
}

/**
 * Records a route this payment setup does not register (`path` below the plugin's prefix), so that
 * the API document still names it.
 */
export function recordRouteOfOtherSetup(
  app: FastifyInstance,
  method: string,
  path: string,
  contract: OperationContract,
): void {
  app.routesOfOtherSetups.push({ method, url: `${app.prefix}${path}`, contract });
}

type Parsed<S> = S extends z.core.$ZodType ? z.output<S> : undefined;

/** What a route's handler is handed, typed from its contract. */
export interface RouteInput<C extends OperationContract> {
  /**
   * The path parameters, query and body, each checked against the contract's schema when the
   * handler first reads it (so that the handler's own refusals before that keep their order); a
   * failure is a 400 whose `errors` lists each bad field. A missing body is read as `{}`.
   * A multipart body is the handler's to read (request.parts()).
   */
  readonly params: C extends { params: infer P } ? Parsed<P> : undefined;
  readonly query: C extends { query: infer Q } ? Parsed<Q> : undefined;
  readonly body: C extends { bodyType: 'multipart/form-data' }
    ? undefined
    : C extends { body: infer B }
      ? Parsed<B>
      : undefined;
  /** The caller the access guard admitted; nobody on a public route. */
  readonly caller: C['access'] extends 'public' ? undefined : RouteCaller;
  /** The admitted caller's session (its token); nobody's on a public route. */
  readonly session: C['access'] extends 'public' ? undefined : RouteSession;
  /**
   * For a body the contract declares as alternatives (z.union): the body read as the one the
   * handler chose, with the same 400 as `body`.
   */
  bodyAs<S extends z.core.$ZodType>(schema: S): z.output<S>;
}

export type RouteHandler<C extends OperationContract> = (
  input: RouteInput<C>,
  request: FastifyRequest,
  reply: FastifyReply,
) => unknown;

function inputOf<C extends OperationContract>(contract: C, request: FastifyRequest): RouteInput<C> {
  const session = admittedSessions.get(request);
  const parsed = new Map<string, unknown>();
  const once = (part: string, schema: z.core.$ZodType | undefined, raw: () => unknown) => {
    if (!schema) return undefined;
    if (!parsed.has(part)) parsed.set(part, parseInput(schema, raw()));
    return parsed.get(part);
  };
  const multipart = contract.bodyType === 'multipart/form-data';
  const input = {
    get params() {
      return once('params', contract.params, () => request.params);
    },
    get query() {
      return once('query', contract.query, () => request.query);
    },
    get body() {
      return multipart ? undefined : once('body', contract.body, () => request.body ?? {});
    },
    caller: session?.user,
    session,
    bodyAs: (schema: z.core.$ZodType) => parseInput(schema, request.body ?? {}),
  };
  // The conditional types above are what each contract makes of this one object.
  return input as unknown as RouteInput<C>;
}

/**
 * Registers an /api route from its one declaration: the contract says who may call it (the guard
 * runs first and admits the caller), what it reads (parsed into the handler's typed input) and
 * what it answers (the API document). `config` adds route settings such as `rateLimit`.
 */
export function defineRoute<const C extends OperationContract>(
  app: FastifyInstance,
  method: HttpMethod,
  url: string,
  contract: C,
  handler: RouteHandler<C>,
  options: { config?: Omit<FastifyContextConfig, 'contract'> } = {},
): void {
  app.route({
    method: method.toUpperCase() as Uppercase<HttpMethod>,
    url,
    config: { ...options.config, contract },
    handler: (request, reply) => handler(inputOf(contract, request), request, reply),
  });
}
