/*
 * The "this browser session is still running" marker of lib/stored-login-rule.ts: a cookie without
 * an expiry date. The browser keeps such a cookie for all its tabs and drops it when the browser
 * session ends, exactly like the server's own session cookie of a sign-in without "Remember me".
 * It carries no secret (only "1") and the server never reads it.
 */
import { cookieValue } from '@tgde/contracts';

const MARKER_COOKIE = 'tgde_browser_session';

function cookies(): string {
  try {
    return typeof document === 'undefined' ? '' : document.cookie;
  } catch {
    return '';
  }
}

export function hasBrowserSessionMarker(): boolean {
  return cookieValue(cookies(), MARKER_COOKIE) === '1';
}

export function markBrowserSession(): void {
  try {
    if (typeof document !== 'undefined') document.cookie = `${MARKER_COOKIE}=1; Path=/; SameSite=Strict`;
  } catch {
    // Cookies blocked: a login without "Remember me" then ends with this page.
  }
}
