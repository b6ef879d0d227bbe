import { cookieValue, type ApiError } from '@tgde/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';

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
  /** The session a request signs in as, whichever way it sends it (auth's, passed in by the app). */
  sessionOf: (request: FastifyRequest) => Promise<{ token: string } | null>;
}

function sendsSessionCookie(request: FastifyRequest, name: string): boolean {
  const cookie = request.headers.cookie;
  return cookieValue(cookie, name) !== undefined || cookieValue(cookie, `__Secure-${name}`) !== undefined;
}

/**
 * The session token an `Authorization: Bearer …` header carries (better-auth's signed form
 * `token.signature` too, %-escaped or not), or undefined for any other header.
 */
function bearerToken(authorization: string | undefined): string | undefined {
  if (!authorization || authorization.slice(0, 7).toLowerCase() !== 'bearer ') return undefined;
  let token = authorization.slice(7).trim();
  try {
    token = decodeURIComponent(token);
  } catch {
    // Not %-escaped after all: the token as sent.
  }
  return token.split('.')[0] || undefined;
}

/**
 * True when the Authorization header, not the cookie, signs the call in: its bearer token is the
 * session the call acts as. Any other header (another scheme, a token that opens nothing or fails
 * its signature) leaves the cookie to speak, and better-auth then reads the session from it.
 */
async function signedInByBearer(
  request: FastifyRequest,
  sessionOf: SameOriginOptions['sessionOf'],
): Promise<boolean> {
  const token = bearerToken(request.headers.authorization);
  if (token === undefined) return false;
  const session = await sessionOf(request);
  return session !== null && session.token === token;
}

/**
 * A browser attaches the session cookie to requests that any page sends to us, including pages of
 * another origin on the same site (a subdomain, another port). A change made with the cookie alone
 * is therefore accepted only when the browser says it came from one of our own pages: `Origin`,
 * which browsers send with every unsafe request, or failing that `Sec-Fetch-Site: same-origin`.
 * Calls that a bearer token signs in are left alone (no other page can make a browser send our
 * Authorization header), but only those: beside an Authorization header that signs nobody in, the
 * cookie still acts, and so is still checked.
 */
export function registerSameOriginCheck(app: FastifyInstance, options: SameOriginOptions): void {
  const allowed = new Set(options.origins.map((o) => new URL(o).origin));
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return;
    const path = request.url.split('?')[0] ?? '';
    if (!path.startsWith('/api/') || options.exempt(path)) return;
    if (!sendsSessionCookie(request, options.sessionCookie)) return;
    if (await signedInByBearer(request, options.sessionOf)) return;
    const origin = request.headers.origin;
    const fetchSite = request.headers['sec-fetch-site'];
    const ours = origin ? allowed.has(origin) : fetchSite === 'same-origin';
    if (!ours) return reply.status(403).send({ message: CROSS_SITE_MESSAGE } satisfies ApiError);
  });
}
