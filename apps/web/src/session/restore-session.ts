import { clearAccessToken, getAccessToken, getTokenScope } from '../lib/access-token';
import { askOtherTabs, hasBrowserSessionMarker, markBrowserSession } from '../lib/browser-session';
import { storedLoginVerdict } from '../lib/stored-login-rule';
import { getSession } from './api/get-session';
import { signOutOnServer } from './api/sign-out';
import { userFromSession, type SessionUser } from './session-user';

/**
 * Start-up with a stored token (loaded only then, so visitors' first page does not carry it):
 * apply the "remember me" rule of lib/stored-login-rule.ts, then ask the server who the token
 * belongs to. Resolves null when there is no valid login; throws when the server cannot be reached
 * (the token then stays for the next visit).
 */
export async function restoreSession(): Promise<SessionUser | null> {
  const token = getAccessToken();
  if (!token) return null;

  const scope = getTokenScope();
  const marker = hasBrowserSessionMarker();
  let verdict = storedLoginVerdict(scope, marker);
  if (verdict === 'ask-other-tabs') verdict = storedLoginVerdict(scope, marker, await askOtherTabs());
  if (verdict === 'discard') {
    clearAccessToken();
    // The browser session that signed in is over; its server session should end with it.
    await signOutOnServer(token).catch(() => undefined);
    return null;
  }
  markBrowserSession();

  const answer = await getSession();
  if (!answer) {
    // Revoked, expired, or ended by a password reset: the token is worth nothing now.
    if (getAccessToken() === token) clearAccessToken();
    return null;
  }
  return userFromSession(answer.user);
}
