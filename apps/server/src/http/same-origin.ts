import type { ApiError } from '@tgde/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { cookieValue } from './cookies';

export const CROSS_SITE_MESSAGE =
  'This change came from a page of another site, so it was refused. Open Travel Guide DE itself and try again.';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface SameOriginOptions {
  /** The origins of our own pages (PUBLIC_URL: in development that is Vite's origin). */
  origins: string[];
  /** The session cookie's name; a request without it cannot act as anyone. */
  sessionCookie: string;
  /** Paths that check their callers otherwise (better-auth checks origins itself; webhooks sign). */
  exempt: (path: string) => boolean;
}

function sendsSessionCookie(request: FastifyRequest, name: string): boolean {
  const cookie = request.headers.cookie;
  return cookieValue(cookie, name) !== undefined || cookieValue(cookie, `__Secure-${name}`) !== undefined;
}

/**
 * A browser attaches the session cookie to requests that any page sends to us, including pages of
 * another origin on the same site (a subdomain, another port). A change made with the cookie alone
 * is therefore accepted only when the browser says it came from one of our own pages: `Origin`,
 * which browsers send with every unsafe request, or failing that `Sec-Fetch-Site: same-origin`.
 * Calls with a bearer token are left alone: no other page can make a browser send our
 * Authorization header.
 */
export function registerSameOriginCheck(app: FastifyInstance, options: SameOriginOptions): void {
  const allowed = new Set(options.origins.map((o) => new URL(o).origin));
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return;
    const path = request.url.split('?')[0] ?? '';
    if (!path.startsWith('/api/') || options.exempt(path)) return;
    if (request.headers.authorization) return;
    if (!sendsSessionCookie(request, options.sessionCookie)) return;
    const origin = request.headers.origin;
    const fetchSite = request.headers['sec-fetch-site'];
    const ours = origin ? allowed.has(origin) : fetchSite === 'same-origin';
    if (!ours) return reply.status(403).send({ message: CROSS_SITE_MESSAGE } satisfies ApiError);
  });
}
