import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/** The origin of the test config (PUBLIC_URL), sent as a browser on our own pages would. */
export const ORIGIN = 'http://localhost:3000';

export interface SignedIn {
  res: LightMyRequestResponse;
  /** The session token, for `Authorization: Bearer`. */
  token: string;
  /** The session cookie(s) as a browser would send them back. */
  cookie: string;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** `name=value; …` from the set-cookie headers of an answer, leaving out cookies being deleted. */
export function cookieHeader(res: LightMyRequestResponse): string {
  return res.cookies
    .filter((c) => c.value !== '' && c.maxAge !== 0)
    .map((c) => `${c.name}=${c.value}`)
    .join('; ');
}

export function postJson(
  app: FastifyInstance,
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
  remoteAddress?: string,
) {
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', origin: ORIGIN, ...headers },
    payload: JSON.stringify(body),
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

/**
 * `method url` with these headers and, when a body is given, that body as JSON with our Origin (as
 * the web app's api client sends it: a content type only when there is a body).
 */
export function requestJson(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  headers: Record<string, string> = {},
  body?: unknown,
) {
  return app.inject({
    method,
    url,
    ...(body === undefined
      ? { headers }
      : {
          headers: { ...headers, 'content-type': 'application/json', origin: ORIGIN },
          payload: JSON.stringify(body),
        }),
  });
}

/**
 * requestJson on the app `current()` gives when called: a test file's `call`, made before its
 * beforeAll builds the app.
 */
export const jsonCaller =
  (current: () => FastifyInstance) =>
  (
    method: Parameters<typeof requestJson>[1],
    url: string,
    headers: Record<string, string> = {},
    body?: unknown,
  ) =>
    requestJson(current(), method, url, headers, body);

/** No session: the headers of a caller signed in nowhere. */
export const anonymous: Record<string, string> = {};

/** The headers of a call made as `who`. */
export const as = (who: SignedIn): Record<string, string> => bearer(who.token);

function signedIn(res: LightMyRequestResponse): SignedIn {
  if (res.statusCode !== 200) throw new Error(`Expected 200, got ${res.statusCode}: ${res.body}`);
  const { token } = res.json<{ token: string }>();
  return { res, token, cookie: cookieHeader(res) };
}

export async function signUp(
  app: FastifyInstance,
  user: { name?: string; email: string; password?: string },
): Promise<SignedIn> {
  return signedIn(
    await postJson(app, '/api/auth/sign-up/email', {
      name: user.name ?? 'Test Traveller',
      email: user.email,
      password: user.password ?? 'secret-pass',
    }),
  );
}

export async function signIn(
  app: FastifyInstance,
  user: { email: string; password?: string; rememberMe?: boolean },
): Promise<SignedIn> {
  return signedIn(
    await postJson(app, '/api/auth/sign-in/email', {
      email: user.email,
      password: user.password ?? 'secret-pass',
      ...(user.rememberMe === undefined ? {} : { rememberMe: user.rememberMe }),
    }),
  );
}
