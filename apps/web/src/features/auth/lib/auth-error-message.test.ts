import { ACCOUNT_BLOCKED_CODE, userAdminMessages } from '@tgde/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api';
import { authErrorMessage, authMessages } from './auth-error-message';
import { googleErrorMessage } from './google-error-message';

const refusal = (status: number, code?: string, message = 'Server sentence.') =>
  new ApiError(status, { message, ...(code ? { code } : {}) } as { message: string }, '');

describe('authErrorMessage', () => {
  it('explains network failures and rate limits the same way everywhere', () => {
    expect(authErrorMessage(new ApiError(0, null, 'offline'), 'sign-in')).toBe(
      'Cannot reach the server. Check your connection and try again.',
    );
    expect(authErrorMessage(refusal(429), 'reset-request')).toBe(
      'Too many attempts. Please wait a minute and try again.',
    );
  });

  it('words wrong credentials without saying which part was wrong', () => {
    expect(authErrorMessage(refusal(401, 'INVALID_EMAIL_OR_PASSWORD'), 'sign-in')).toBe(
      'Wrong email or password.',
    );
    expect(authErrorMessage(refusal(404, 'USER_NOT_FOUND'), 'sign-in')).toBe('Wrong email or password.');
  });

  it('says when an address is taken', () => {
    expect(authErrorMessage(refusal(422, 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL'), 'sign-up')).toBe(
      authMessages.emailInUse,
    );
  });

  it('tells reset and verification links apart', () => {
    expect(authErrorMessage(refusal(400, 'INVALID_TOKEN'), 'reset')).toBe(authMessages.resetLinkInvalid);
    expect(authErrorMessage(refusal(401, 'INVALID_TOKEN'), 'verify')).toBe(authMessages.verifyLinkInvalid);
    expect(authErrorMessage(refusal(401, 'TOKEN_EXPIRED'), 'verify')).toBe(authMessages.linkExpired);
    expect(authErrorMessage(refusal(400, 'PASSWORD_TOO_SHORT'), 'reset')).toBe(
      'Must be 6 character or longer',
    );
  });

  it("falls back to the server's sentence, and never shows a bare 500", () => {
    expect(authErrorMessage(refusal(503, 'MAIL_NOT_SENT', 'We could not send the e-mail.'), 'resend')).toBe(
      'We could not send the e-mail.',
    );
    expect(authErrorMessage(refusal(500, undefined, 'Internal Server Error'), 'sign-up')).toBe(
      authMessages.serverTrouble,
    );
    expect(authErrorMessage(new TypeError('boom'), 'sign-in')).toBe(authMessages.fallback);
  });
});

describe('googleErrorMessage', () => {
  it('explains an address that belongs to a password account', () => {
    expect(googleErrorMessage('account_not_linked')).toMatch(
      /^An account with this e-mail already exists with another sign-in method/,
    );
  });

  it('explains a cancelled sign-in and anything unknown', () => {
    expect(googleErrorMessage('access_denied')).toMatch(/cancelled/);
    expect(googleErrorMessage('something_new')).toMatch(/did not work/);
  });

  it('says that the account is blocked, for Google and password sign-ins alike', () => {
    expect(googleErrorMessage(ACCOUNT_BLOCKED_CODE)).toBe(userAdminMessages.blocked);
    expect(authErrorMessage(refusal(403, ACCOUNT_BLOCKED_CODE, userAdminMessages.blocked), 'sign-in')).toBe(
      userAdminMessages.blocked,
    );
  });
});
