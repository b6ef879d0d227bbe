/** SPEC.md §3: the API's bearer token is kept in localStorage under this name. */
export const ACCESS_TOKEN_KEY = 'accessToken';

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

export function setAccessToken(token: string): void {
  try {
    storage()?.setItem(ACCESS_TOKEN_KEY, token);
  } catch {
    // Quota or privacy mode: the session still works until the page is closed.
  }
}

export function clearAccessToken(): void {
  try {
    storage()?.removeItem(ACCESS_TOKEN_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
