import type { FastifyInstance } from 'fastify';

export interface RouteEntry {
  method: string;
  /** The path as registered, with `:params` and `*`. */
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route of the app as it was registered (tests fuzz them all from this list). */
    routeTable: RouteEntry[];
  }
}

/** Records each route as it is added. Call first thing after creating the app. */
export function recordRoutes(app: FastifyInstance): void {
  const table: RouteEntry[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) table.push({ method, url: route.url });
  });
}
