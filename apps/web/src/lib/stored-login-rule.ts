import { type TokenScope } from './access-token';

/*
 * "Remember me" (docs/decisions/0003). The server already does its part: a remembered sign-in gets a 30-day
 * cookie, any other one a cookie that the browser drops when its session ends. Our bearer token,
 * though, lives in localStorage, which survives a browser restart; left alone it would
 * keep a "not remembered" login alive for as long as the server session lasts.
 *
 * So a token from a sign-in without "Remember me" is stored with the flag 'browser-session', and
 * signing in sets a marker cookie without an expiry date (lib/browser-session.ts), which every tab
 * of the browser sees and which the browser drops when its session ends. On start-up, such a token
 * without the marker belonged to an earlier browser session: it is discarded and signed out on the
 * server.
 */

export type StartupVerdict = 'keep' | 'discard';

/** What start-up does with a stored token, given whether the browser-session marker is there. */
export function storedLoginVerdict(scope: TokenScope, browserSessionMarker: boolean): StartupVerdict {
  return scope === 'remembered' || browserSessionMarker ? 'keep' : 'discard';
}
