import { pageHref, type PageId } from '@tgde/contracts';

/** Where a finished sign-in goes when there is nowhere to return to. */
export const DEFAULT_AFTER_LOGIN = pageHref('home');

// Pages that make no sense to return to after signing in: they would show the form again.
const AUTH_PAGES = new Set(
  (
    [
      'login',
      'register',
      'forgotPassword',
      'resetPassword',
      'verifyEmail',
      'googleCallback',
    ] satisfies PageId[]
  ).map((id) => pageHref(id).toLowerCase()),
);

const PARSE_BASE = 'http://redirect.invalid';
// eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/**
 * A path of this site to go to after signing in, from `?redirect=` or router state, both of which
 * anybody can put into a link. Only same-origin paths pass (no `https://evil.example`, no `//evil`
 * or `/\evil`, which browsers read as another host); anything else gives the fallback.
 */
export function safeRedirectTarget(raw: unknown, fallback: string = DEFAULT_AFTER_LOGIN): string {
  if (typeof raw !== 'string' || !raw.startsWith('/') || raw.startsWith('//')) return fallback;
  if (raw.includes('\\') || CONTROL_CHARACTERS.test(raw)) return fallback;
  let url: URL;
  try {
    url = new URL(raw, PARSE_BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== PARSE_BASE) return fallback;
  if (AUTH_PAGES.has(url.pathname.toLowerCase().replace(/\/+$/, ''))) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The router state RequireAuth leaves for the login page: the page the visitor wanted. */
export interface FromState {
  from?: { pathname?: string; search?: string; hash?: string };
}

/** `?redirect=` first (it survives a reload), then router state, then the fallback. */
export function redirectTargetOf(
  search: URLSearchParams,
  state: unknown,
  fallback: string = DEFAULT_AFTER_LOGIN,
): string {
  const fromQuery = search.get('redirect');
  if (fromQuery) return safeRedirectTarget(fromQuery, fallback);
  const from = (state as FromState | null)?.from;
  if (from?.pathname)
    return safeRedirectTarget(`${from.pathname}${from.search ?? ''}${from.hash ?? ''}`, fallback);
  return fallback;
}

/** `/login?redirect=…` for a page that needs a signed-in user. */
export function loginPathFor(target: string): string {
  const safe = safeRedirectTarget(target, '');
  const login = pageHref('login');
  return safe && safe !== DEFAULT_AFTER_LOGIN ? `${login}?redirect=${encodeURIComponent(safe)}` : login;
}
