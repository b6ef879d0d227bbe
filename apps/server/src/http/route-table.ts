import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { accessGuards } from '../auth/access';
import type { Access, OperationContract, RouteContract } from './route-contract';

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

// The preHandler of each access level, made once and shared by every route of that level.
const guardHooks = Object.fromEntries(
  Object.entries(accessGuards).map(([access, guard]) => [
    access,
    guard
      ? ((async (request) => {
          await guard(request);
        }) satisfies preHandlerAsyncHookHandler)
      : undefined,
  ]),
) as Record<Access, preHandlerAsyncHookHandler | undefined>;

/**
 * Records each route as it is added, with its contract, and makes the route enforce the access its
 * contract declares. A route under /api without a contract throws: the app does not start. Call
 * first thing after creating the app.
 */
export function recordRoutes(app: FastifyInstance): void {
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
    const guard = contract ? guardHooks[contract.access] : undefined;
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
