/*
 * What the service worker (src/sw.ts) keeps for offline use, and under which name. Shared with the
 * pages, which read the header below and delete the personal caches when someone signs out. Pure:
 * no browser APIs, so that the rules are unit-tested.
 */

/** Set on every answer the service worker stores: when it came from the server (ISO date-time). */
export const STORED_AT_HEADER = 'x-tgde-stored-at';

/** The pages already seen (their HTML), for everyone: they hold nothing personal. */
export const PAGES_CACHE = 'tgde-pages';
/** Public API answers asked for without a sign-in (destinations, reviews, photos, site info, figures). */
export const PUBLIC_API_CACHE = 'tgde-public-api';
/**
 * The answers of one signed-in session: `tgde-personal-<hash of its bearer token>`. Only one such
 * cache exists at a time, and signing out deletes it.
 */
export const PERSONAL_CACHE_PREFIX = 'tgde-personal-';

export function personalCacheName(credentialHash: string): string {
  return `${PERSONAL_CACHE_PREFIX}${credentialHash}`;
}

export function isPersonalCache(name: string): boolean {
  return name.startsWith(PERSONAL_CACHE_PREFIX);
}

/**
 * How the service worker answers a request:
 * - `page`: a page's HTML, from the network, else the copy seen last, else the app shell;
 * - `public`: a public API answer, from the network, else the copy seen last;
 * - `personal`: an answer for the bearer token it carries, kept in that token's cache;
 * - `personal-document`: a booking's document (receipt, credit note) opened by a plain link, which
 *   carries the session cookie but no token: kept in the signed-in session's cache;
 * - `sign-out`: the session ends: its cache is deleted;
 * - `network`: not touched (writes, other API calls, other origins).
 */
export type CacheRule = 'page' | 'public' | 'personal' | 'personal-document' | 'sign-out' | 'network';

export interface RequestFacts {
  method: string;
  /** The address's path, without the query. */
  pathname: string;
  sameOrigin: boolean;
  /** The request's mode: 'navigate' for a page the browser opens. */
  mode: string;
  /** It carries an Authorization header (our bearer token). */
  authorized: boolean;
}

/** Public catalogue reads: the same answer for everybody. */
const PUBLIC_API = [
  /^\/api\/destination(\/[^/]+)?$/,
  /^\/api\/destination\/[^/]+\/availability$/,
  /^\/api\/destinationPhoto\/[^/]+$/,
  /^\/api\/review$/,
  /^\/api\/photos$/,
  /^\/api\/site-info$/,
  /^\/api\/stats$/,
  /^\/api\/auth-config$/,
  /^\/api\/payment-config$/,
];

/**
 * A signed-in traveller's own reads that My Bookings and its documents need: the session check,
 * the bookings, one booking and its documents, the admin check the dashboard asks for and the
 * profile.
 */
const PERSONAL_API = [
  /^\/api\/auth\/get-session$/,
  /^\/api\/booking$/,
  /^\/api\/booking\/[^/]+$/,
  /^\/api\/booking\/[^/]+\/[^/]+$/,
  /^\/api\/admin\/[^/]*(@|%40)[^/]*$/,
  /^\/api\/user\/[^/]+$/,
];

/** A booking's document (`/api/booking/{id}/receipt`, `/credit-note`), which a plain link opens. */
const BOOKING_DOCUMENT = /^\/api\/booking\/[^/]+\/[^/]+$/;

const matches = (patterns: RegExp[], pathname: string) => patterns.some((pattern) => pattern.test(pathname));

export function cacheRule({ method, pathname, sameOrigin, mode, authorized }: RequestFacts): CacheRule {
  if (!sameOrigin) return 'network';
  if (method === 'POST' && pathname === '/api/auth/sign-out') return 'sign-out';
  if (method !== 'GET') return 'network';
  if (pathname === '/api' || pathname.startsWith('/api/')) {
    const personal = matches(PERSONAL_API, pathname);
    const isPublic = matches(PUBLIC_API, pathname);
    // A token's answers are that session's, even for a public read: they leave with it.
    if (authorized) return personal || isPublic ? 'personal' : 'network';
    if (BOOKING_DOCUMENT.test(pathname)) return 'personal-document';
    return isPublic ? 'public' : 'network';
  }
  // The built files are the precache's; uploaded pictures are kept by the browser's own cache
  // (a year, content-addressed names).
  if (mode === 'navigate' && !pathname.startsWith('/media/') && !pathname.startsWith('/assets/'))
    return 'page';
  return 'network';
}

/**
 * The answer came from the service worker's cache, not from the server: when the server gave it
 * (a Date), else null.
 */
export function storedAt(headers: Pick<Headers, 'get'>): Date | null {
  const value = headers.get(STORED_AT_HEADER);
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}
