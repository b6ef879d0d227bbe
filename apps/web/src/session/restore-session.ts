import { clearAccessToken, getAccessToken, getTokenScope } from '../lib/access-token';
import { hasBrowserSessionMarker } from '../lib/browser-session';
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

  if (storedLoginVerdict(getTokenScope(), hasBrowserSessionMarker()) === 'discard') {
    clearAccessToken();
    // The browser session that signed in is over; its server session should end with it.
    await signOutOnServer(token).catch(() => undefined);
    return null;
  }

  const answer = await getSession();
  if (!answer) {
    // Revoked, expired, or ended by a password reset: the token is worth nothing now.
    if (getAccessToken() === token) clearAccessToken();
    return null;
  }
  return userFromSession(answer.user);
}
