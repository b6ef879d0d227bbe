import type { ApiError } from '@tgde/contracts';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Auth } from './auth';
import { authMountContract } from './auth-calls';
import { AUTH_BASE_PATH, CLIENT_IP_HEADER } from './terms';

declare module 'fastify' {
  interface FastifyInstance {
    /** The better-auth instance; the guards in ./guards read sessions through it. */
    betterAuth: Auth;
    /** ADMIN_TWO_FACTOR: whether requireAdmin wants the admin to have two-factor sign-in on. */
    adminTwoFactor: 'required' | 'optional';
  }
}

// Hop-by-hop and length headers describe the Node request, not the Fetch Request we build from it.
const DROPPED_REQUEST_HEADERS = new Set(['connection', 'content-length', 'transfer-encoding', 'keep-alive']);

/** The Fastify request as a Fetch Request for auth.handler, with our client-address header set. */
export function toFetchRequest(request: FastifyRequest, publicUrl: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || DROPPED_REQUEST_HEADERS.has(name) || name === CLIENT_IP_HEADER) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  // Whatever the client sent under this name is gone; this is the address Fastify trusts.
  headers.set(CLIENT_IP_HEADER, request.ip);

  const body = request.body;
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && Buffer.isBuffer(body);
  return new Request(new URL(request.url, publicUrl), {
    method: request.method,
    headers,
    // Copied into a plain Uint8Array: the Fetch body types do not accept Node's Buffer directly.
    body: hasBody ? new Uint8Array(body) : null,
  });
}

/**
 * What a refused origin is told: better-auth's own "Invalid origin" leaves a visitor who opened the
 * site under another name (127.0.0.1 for localhost) and its operator without a clue.
 */
export const originMessage = (publicUrl: string) =>
  `This site only accepts sign-ins from its own address, ${publicUrl}. Open it there and try again. ` +
  '(Running the site yourself? Set PUBLIC_URL to the address you open it at.)';

function refusesOrigin(body: Buffer | null): boolean {
  if (!body) return false;
  try {
    const { code } = JSON.parse(body.toString('utf8')) as { code?: unknown };
    return code === 'INVALID_ORIGIN' || code === 'MISSING_OR_NULL_ORIGIN';
  } catch {
    return false;
  }
}

/** Status, every header (each set-cookie on its own line) and body of better-auth's answer. */
export async function sendFetchResponse(
  request: FastifyRequest,
  reply: FastifyReply,
  response: Response,
  publicUrl?: string,
): Promise<FastifyReply> {
  const { method } = request;
  const pathname = request.url.split('?')[0] ?? '';
  reply.status(response.status);
  response.headers.forEach((value, name) => {
    if (name === 'set-cookie' || name === 'content-length') return;
    reply.header(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  const body = response.body ? Buffer.from(await response.arrayBuffer()) : null;
  if (response.status === 403 && publicUrl && refusesOrigin(body)) {
    return reply.type('application/json').send({ message: originMessage(publicUrl) } satisfies ApiError);
  }
  // A refusal's JSON goes out as an object, so that its sentences take the caller's language
  // (http/answer-language.ts) like every other answer's.
  if (body && body.length > 0 && response.status >= 400 && isJson(response)) {
    try {
      return reply.send(JSON.parse(body.toString('utf8')) as unknown);
    } catch {
      return reply.send(body);
    }
  }
  if (body && body.length > 0) return reply.send(body);
  // better-auth answers unknown paths with an empty 404; every refusal of ours carries a sentence.
  if (response.status >= 400) {
    const message =
      response.status === 404 ? `There is no API call ${method} ${pathname}.` : 'The request was refused.';
    return reply.type('application/json').send({ message } satisfies ApiError);
  }
  return reply.send();
}

const isJson = (response: Response) => /\bjson\b/i.test(response.headers.get('content-type') ?? '');

const authRoutes: FastifyPluginAsync<{ auth: Auth; publicUrl: string }> = async (
  app,
  { auth, publicUrl },
) => {
  // better-auth reads the body itself (JSON or form); here it stays the bytes the client sent.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.route({
    method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    url: '/*',
    config: { contract: authMountContract },
    handler: async (request, reply) =>
      sendFetchResponse(request, reply, await auth.handler(toFetchRequest(request, publicUrl)), publicUrl),
  });
};

/**
 * Mounts better-auth under /api/auth and makes it reachable from every route (app.betterAuth), so
 * that features can call requireUser / requireVerifiedUser / requireAdmin. Call on the root instance.
 */
export async function registerAuth(
  app: FastifyInstance,
  auth: Auth,
  publicUrl: string,
  adminTwoFactor: 'required' | 'optional' = 'optional',
): Promise<void> {
  app.decorate('betterAuth', auth);
  app.decorate('adminTwoFactor', adminTwoFactor);
  await app.register(authRoutes, { prefix: AUTH_BASE_PATH, auth, publicUrl });
}
