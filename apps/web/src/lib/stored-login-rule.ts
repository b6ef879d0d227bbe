import { type TokenScope } from './access-token';

/*
 * "Remember me" (SPEC.md §2). The server already does its part: a remembered sign-in gets a 30-day
 * cookie, any other one a cookie that the browser drops when it closes. Our bearer token, though,
 * lives in localStorage (CONTRACT.md), which survives a browser restart; left alone it would keep
 * a "not remembered" login alive for as long as the server session lasts.
 *
 * So a token from a sign-in without "Remember me" is stored with the flag 'browser-session', and
 * every tab that is signed in keeps a marker in sessionStorage, which the browser also clears when
 * it closes. On start-up, such a token without the marker belonged to an earlier browser session:
 * it is discarded and signed out on the server.
 *
 * sessionStorage belongs to one tab, though, so a new tab (a typed address, the link in a
 * verification mail) starts without the marker while the first tab is still open. Before
 * discarding, a new tab therefore asks the open tabs of this browser (BroadcastChannel,
 * lib/browser-session.ts); if one of them holds the marker, the browser session is still running
 * and the token stays.
 */

export type StartupVerdict = 'keep' | 'ask-other-tabs' | 'discard';

/**
 * What start-up does with a stored token. `otherTabAlive` is the answer of the other tabs, once
 * asked (undefined before).
 */
export function storedLoginVerdict(
  scope: TokenScope,
  tabMarker: boolean,
  otherTabAlive?: boolean,
): StartupVerdict {
  if (scope === 'remembered' || tabMarker) return 'keep';
  if (otherTabAlive === undefined) return 'ask-other-tabs';
  return otherTabAlive ? 'keep' : 'discard';
}
