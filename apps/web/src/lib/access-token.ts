import { forgetPersonalAnswers } from './offline-answers';

/** The API's bearer token is kept in localStorage under this name. */
export const ACCESS_TOKEN_KEY = 'accessToken';

/**
 * Kept next to the token: how long the login that produced it should last. 'browser-session' is a
 * sign-in without "Remember me" (see lib/stored-login-rule.ts for what start-up does with it);
 * a token without this flag counts as remembered.
 */
export const ACCESS_TOKEN_SCOPE_KEY = 'accessTokenScope';
export type TokenScope = 'remembered' | 'browser-session';

// localStorage throws in some privacy modes and does not exist outside a browser (unit tests);
// a missing store simply means "not signed in".
function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function getAccessToken(): string | null {
  try {
    return storage()?.getItem(ACCESS_TOKEN_KEY) ?? null;
  } catch {
    return null;
  }
}

export function getTokenScope(): TokenScope {
  try {
    return storage()?.getItem(ACCESS_TOKEN_SCOPE_KEY) === 'browser-session'
      ? 'browser-session'
      : 'remembered';
  } catch {
    return 'remembered';
  }
}

export function setAccessToken(token: string, scope: TokenScope = 'remembered'): void {
  try {
    storage()?.setItem(ACCESS_TOKEN_KEY, token);
    if (scope === 'browser-session') storage()?.setItem(ACCESS_TOKEN_SCOPE_KEY, scope);
    else storage()?.removeItem(ACCESS_TOKEN_SCOPE_KEY);
  } catch {
    // Quota or privacy mode: the session still works until the page is closed.
  }
}

export function clearAccessToken(): void {
  // The answers kept offline for this login go with it (session.tsx waits for that where it matters).
  void forgetPersonalAnswers();
  try {
    storage()?.removeItem(ACCESS_TOKEN_KEY);
    storage()?.removeItem(ACCESS_TOKEN_SCOPE_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
