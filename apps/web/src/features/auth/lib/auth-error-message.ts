import { messages } from '@tgde/contracts';
import { ApiError } from '../../../lib/api';

/** What the person was doing when the server refused: some codes read differently per form. */
export type AuthAction =
  | 'sign-in'
  | 'sign-up'
  | 'reset-request'
  | 'reset'
  | 'verify'
  | 'resend'
  | 'google'
  | 'two-factor'
  | 'passkey';

export const authMessages = {
  network: 'Cannot reach the server. Check your connection and try again.',
  tooMany: 'Too many attempts. Please wait a minute and try again.',
  wrongCredentials: 'Wrong email or password.',
  emailInUse:
    'An account with this e-mail address already exists. Log in, or reset your password if you forgot it.',
  userNotFound: 'We could not find an account with this e-mail address.',
  resetLinkInvalid: 'This password reset link is invalid or has already been used. Please ask for a new one.',
  linkExpired: 'This link has expired. Please ask for a new one.',
  verifyLinkInvalid: 'This verification link is not valid. It may be incomplete, or a newer one replaced it.',
  alreadyVerified: 'Your e-mail address is already verified.',
  serverTrouble: 'Something went wrong on our side. Please try again in a few minutes.',
  wrongCode: 'That code is not right. Check your authenticator app and try again.',
  wrongBackupCode: 'That backup code is not right, or it has been used already.',
  signInExpired: 'This sign-in has expired. Please enter your e-mail address and password again.',
  passkeyUnknown: 'This passkey does not belong to an account here. Sign in with your password.',
  fallback: 'Something went wrong. Please try again.',
} as const;

/**
 * A sentence a person understands for a refused or failed identity call (shown as small
 * red text under the form). better-auth's codes decide where they exist; the server's own sentence
 * is the fallback, and a network failure or 429 reads the same everywhere.
 */
export function authErrorMessage(error: unknown, action: AuthAction): string {
  if (!(error instanceof ApiError)) return authMessages.fallback;
  if (error.status === 0) return authMessages.network;
  if (error.status === 429) return authMessages.tooMany;

  switch (error.code) {
    case 'INVALID_EMAIL_OR_PASSWORD':
    case 'INVALID_PASSWORD':
    case 'CREDENTIAL_ACCOUNT_NOT_FOUND':
      return authMessages.wrongCredentials;
    case 'USER_ALREADY_EXISTS':
    case 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL':
      return authMessages.emailInUse;
    case 'USER_NOT_FOUND':
      // A sign-in never says whether an address has an account (nor does a reset, which never fails).
      return action === 'sign-in' ? authMessages.wrongCredentials : authMessages.userNotFound;
    case 'PASSWORD_TOO_SHORT':
      return messages.passwordShort;
    case 'INVALID_TOKEN':
      return action === 'verify' ? authMessages.verifyLinkInvalid : authMessages.resetLinkInvalid;
    case 'TOKEN_EXPIRED':
      return authMessages.linkExpired;
    case 'EMAIL_ALREADY_VERIFIED':
      return authMessages.alreadyVerified;
    case 'INVALID_CODE':
      return authMessages.wrongCode;
    case 'INVALID_BACKUP_CODE':
      return authMessages.wrongBackupCode;
    case 'INVALID_TWO_FACTOR_COOKIE':
    case 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE':
      return authMessages.signInExpired;
    case 'PASSKEY_NOT_FOUND':
      return authMessages.passkeyUnknown;
    default:
      break;
  }
  if (error.status >= 500 && error.status !== 503) return authMessages.serverTrouble;
  // Our own refusals (field rules, MAIL_NOT_SENT …) are already sentences for people.
  return error.body?.message ?? authMessages.fallback;
}
