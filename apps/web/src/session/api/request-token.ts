import { type TokenAnswer } from '@tgde/contracts';
import { api } from '../../lib/api';

/**
 * PUT /api/user/{email} with {name, email}: the bearer token of the session that the
 * sign-in just opened. The caller names that session: the token of the sign-in answer, or null for
 * the new session cookie (after Google); a stale stored token must never answer in its place.
 */
export function requestToken(
  who: { email: string; name: string },
  session: string | null,
): Promise<TokenAnswer> {
  return api.put<TokenAnswer>(`/user/${encodeURIComponent(who.email)}`, who, {
    token: session,
    authFailure: 'ignore',
  });
}
