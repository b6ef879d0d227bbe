/*
 * Calls to the server's API for set-up: what a test only needs in place (an account, a booking, a
 * destination) is made this way, so that each test is about the page it opens. Free of vitest, so
 * that global-setup.ts can use it too.
 */

export interface CallOptions {
  /** A session token, sent as a bearer token. */
  token?: string;
  /** Sent as JSON. */
  body?: unknown;
}

/** One request to `baseUrl + path`, with the Origin a browser on our pages sends (better-auth checks it). */
export function call(
  baseUrl: string,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<Response> {
  const headers: Record<string, string> = { origin: baseUrl };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  return fetch(`${baseUrl}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
}

/** The answer's JSON when its status is `status`; otherwise fails with the status and the answer. */
export async function answer<T>(res: Response, status: number, what = res.url): Promise<T> {
  const text = await res.text();
  if (res.status !== status) throw new Error(`${what} answered ${res.status}, not ${status}: ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

/** call() and answer() in one: the JSON of an answer that must have `status`. */
export async function callFor<T>(
  baseUrl: string,
  method: string,
  path: string,
  status: number,
  options: CallOptions = {},
): Promise<T> {
  return answer<T>(await call(baseUrl, method, path, options), status, `${method} ${path}`);
}
