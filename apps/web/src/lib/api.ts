import { TWO_FACTOR_REQUIRED_CODE, type ApiError as ApiErrorBody, type Locale } from '@tgde/contracts';
import { getAccessToken } from './access-token';
import { recordAnswer } from './offline-answers';
import { storedAt } from './offline-rules';

const API_BASE = '/api';

/** How a request reaches the API: the browser's fetch, or the server's own when it renders a page. */
export type ApiFetch = (url: string, init: RequestInit) => Promise<Response>;
let apiFetch: ApiFetch = (url, init) => fetch(url, init);

/**
 * The server renders the public pages with the same queries as the browser; it answers their calls
 * itself, in-process, through this.
 */
export function setApiFetch(fetcher: ApiFetch): void {
  apiFetch = fetcher;
}

let apiLanguage: Locale = 'en';

/** The page's language: every call asks for its answers (messages, destinations' texts) in it. */
export function setApiLanguage(locale: Locale): void {
  apiLanguage = locale;
}

/** Said when the server cannot be reached (network trouble, or the server is down). */
export const UNREACHABLE_SENTENCE = 'Could not reach the server. Check your connection and try again.';
/** Said when a change is attempted while the device is offline: it is never kept to send later. */
export const OFFLINE_WRITE_SENTENCE =
  'You are offline: this was not saved. Try again when you are back online.';

let clientSentence: (text: string) => string = (text) => text;

/**
 * The page's translation of the sentences made here (above), so that they reach the pages in the
 * page's language, as the server's own refusals do. main.tsx sets it once the catalogue is loaded.
 */
export function setClientSentences(translate: (text: string) => string): void {
  clientSentence = translate;
}

/** The browser says it has no network at all (false while it merely might have a weak one). */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** A refused or failed call. `status` is 0 when the server could not be reached at all. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ApiErrorBody | null;

  constructor(status: number, body: ApiErrorBody | null, fallback: string) {
    super(body?.message ?? fallback);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  /** better-auth's machine-readable reason (`INVALID_EMAIL_OR_PASSWORD`, …), when the body has one. */
  get code(): string | undefined {
    const code = (this.body as { code?: unknown } | null)?.code;
    return typeof code === 'string' ? code : undefined;
  }

  /** The server's reason for one field, e.g. to show under a form control. */
  fieldError(path: string): string | undefined {
    return this.body?.errors?.find((e) => e.path === path)?.message;
  }
}

/**
 * The refusal of a change made offline. It has a body, so that forms that show the server's reason
 * ("Failed to send email. {reason}") show this sentence too.
 */
export function offlineWriteError(): ApiError {
  const message = clientSentence(OFFLINE_WRITE_SENTENCE);
  return new ApiError(0, { message }, message);
}

type AuthFailureHandler = (error: ApiError) => void;
let authFailureHandler: AuthFailureHandler | null = null;

/**
 * A 401/403 on a call made with a token means the session is gone, so the client signs
 * out. The accounts feature registers that reaction here (this module must not know about React);
 * the returned function unregisters it. Calls that expect a 403 as a normal answer (promotion)
 * pass `authFailure: 'ignore'`.
 */
export function onAuthFailure(handler: AuthFailureHandler): () => void {
  authFailureHandler = handler;
  return () => {
    if (authFailureHandler === handler) authFailureHandler = null;
  };
}

/** True for the answers that mean "this token no longer counts": 401 and 403. */
export function isAuthFailure(status: number): boolean {
  return status === 401 || status === 403;
}

/** An admin call refused until the admin turns two-factor sign-in on (ADMIN_TWO_FACTOR=required). */
export function isTwoFactorRequired(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403 && error.code === TWO_FACTOR_REQUIRED_CODE;
}

let twoFactorRequiredHandler: AuthFailureHandler | null = null;

/**
 * The reaction to a TWO_FACTOR_REQUIRED refusal: the session is fine, so instead of signing out,
 * the app leads the admin to the set-up. Registered like onAuthFailure.
 */
export function onTwoFactorRequired(handler: AuthFailureHandler): () => void {
  twoFactorRequiredHandler = handler;
  return () => {
    if (twoFactorRequiredHandler === handler) twoFactorRequiredHandler = null;
  };
}

/**
 * For calls made outside apiRequest (the upload's XMLHttpRequest): a 401/403 answer to a call that
 * sent a token ends the session exactly as it does for every other protected call. Other statuses
 * are ignored, so callers may pass any ApiError. A 403 asking for two-factor sign-in is no end.
 */
export function reportAuthFailure(error: ApiError): void {
  if (isTwoFactorRequired(error)) twoFactorRequiredHandler?.(error);
  else if (isAuthFailure(error.status)) authFailureHandler?.(error);
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON; FormData is sent as multipart (image uploads). */
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
  authFailure?: 'sign-out' | 'ignore';
  /**
   * The bearer token to send instead of the stored one; null sends none, so that only the session
   * cookie speaks (right after a sign-in, before its token is stored, or to sign out an old token).
   */
  token?: string | null;
}

export interface ApiResponse<T> {
  data: T;
  headers: Headers;
  status: number;
}

export function buildUrl(path: string, query?: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

function isErrorBody(value: unknown): value is ApiErrorBody {
  return typeof value === 'object' && value !== null && typeof (value as ApiErrorBody).message === 'string';
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** One call to our API with its headers; most callers want `api.get` and friends below. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
  const method = options.method ?? 'GET';
  // Refused here, never queued: the person must know that the change was not made.
  if (method !== 'GET' && isOffline()) throw offlineWriteError();
  const headers = new Headers({ accept: 'application/json', 'accept-language': apiLanguage });
  const token = options.token === undefined ? getAccessToken() : options.token;
  if (token) headers.set('authorization', `Bearer ${token}`);

  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body; // the browser sets the multipart boundary itself
  } else if (options.body !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(options.body);
  }

  const url = buildUrl(path, options.query);
  let response: Response;
  try {
    response = await apiFetch(url, {
      method,
      headers,
      body,
      signal: options.signal,
      credentials: 'same-origin',
    });
  } catch (cause) {
    // Aborts are TanStack Query cancelling a call nobody needs any more: let them through as is.
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    if (method !== 'GET' && isOffline()) throw offlineWriteError();
    throw new ApiError(0, null, clientSentence(UNREACHABLE_SENTENCE));
  }
  // The service worker answers from its cache when offline; such answers say since when.
  if (method === 'GET') recordAnswer(url, storedAt(response.headers));

  const data = await readJson(response);
  if (!response.ok) {
    const error = new ApiError(
      response.status,
      isErrorBody(data) ? data : null,
      `The server answered ${response.status}.`,
    );
    if (token && options.authFailure !== 'ignore') reportAuthFailure(error);
    throw error;
  }
  return { data: data as T, headers: response.headers, status: response.status };
}

type BodylessOptions = Omit<RequestOptions, 'method' | 'body'>;

export const api = {
  get: async <T>(path: string, options?: BodylessOptions) => (await apiRequest<T>(path, options)).data,
  delete: async <T>(path: string, options?: BodylessOptions) =>
    (await apiRequest<T>(path, { ...options, method: 'DELETE' })).data,
  post: async <T>(path: string, body?: unknown, options?: BodylessOptions) =>
    (await apiRequest<T>(path, { ...options, method: 'POST', body })).data,
  put: async <T>(path: string, body?: unknown, options?: BodylessOptions) =>
    (await apiRequest<T>(path, { ...options, method: 'PUT', body })).data,
  patch: async <T>(path: string, body?: unknown, options?: BodylessOptions) =>
    (await apiRequest<T>(path, { ...options, method: 'PATCH', body })).data,
};

/** The server's "there is no such thing" (or none of yours), as opposed to a failure worth trying again. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** A sentence for a toast or an error panel, whatever was thrown. */
export function errorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (error instanceof ApiError) return error.message;
  return fallback;
}
