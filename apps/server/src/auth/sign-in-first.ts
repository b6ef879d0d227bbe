import { APIError } from 'better-auth/api';
import { authMessages } from './terms';

/** The calls under /api/auth that act on the caller's own account: only a signed-in caller may. */
const ACCOUNT_CALLS = new Set([
  '/two-factor/enable',
  '/two-factor/disable',
  '/passkey/verify-registration',
  '/passkey/delete-passkey',
  '/passkey/update-passkey',
]);

/** The second step of a sign-in: with a session, or with the cookie of the first step. */
const SECOND_STEP_CALLS = new Set(['/two-factor/verify-totp', '/two-factor/verify-backup-code']);

const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?tgde\.session_token=/;
const TWO_FACTOR_COOKIE = /(?:^|;\s*)(?:__Secure-)?tgde\.two_factor=/;

/**
 * A call about one's own account sent without any credential answers 401 with our sentence, as
 * every protected call does, rather than a complaint about its body: better-auth reads the body
 * before it looks for the session. Whether a credential that is sent is valid stays better-auth's
 * to decide.
 */
export function refuseWithoutCredentials(path: string, headers: Headers | undefined): void {
  const needsSession = ACCOUNT_CALLS.has(path);
  const secondStep = SECOND_STEP_CALLS.has(path);
  if (!needsSession && !secondStep) return;
  const cookie = headers?.get('cookie') ?? '';
  const credentialed =
    Boolean(headers?.get('authorization')) ||
    SESSION_COOKIE.test(cookie) ||
    (secondStep && TWO_FACTOR_COOKIE.test(cookie));
  if (!credentialed) {
    throw new APIError('UNAUTHORIZED', { message: authMessages.signIn, code: 'UNAUTHORIZED' });
  }
}
