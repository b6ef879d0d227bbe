import { ACCOUNT_BLOCKED_CODE } from '@tgde/contracts';
import { germanMessages } from '@tgde/contracts/catalogues';
import { describe, expect, it } from 'vitest';
import { authMessages } from './auth-error-message';
import { googleErrorMessage } from './google-error-message';
import { PASSWORDS_DIFFER } from './new-password-schema';

/*
 * These sentences are made outside a component and reach the page through `sentence()`, which the
 * catalogue test cannot see (it finds only `t('…')` calls): each needs a German text all the same.
 */
const german = germanMessages('web');
const missing = (texts: string[]) => texts.filter((text) => !Object.hasOwn(german, text));

describe('the sign-in sentences', () => {
  it('have a German text for each refusal authErrorMessage words', () => {
    expect(missing(Object.values(authMessages))).toEqual([]);
  });

  it("have a German text for each Google sign-in's failure", () => {
    const codes = [
      'account_not_linked',
      'access_denied',
      'state_mismatch',
      'email_not_found',
      'email_not_verified',
      ACCOUNT_BLOCKED_CODE,
      'signup_disabled',
      'something_new',
    ];
    expect(missing(codes.map(googleErrorMessage))).toEqual([]);
  });

  it('have a German text for the new password form', () => {
    expect(missing([PASSWORDS_DIFFER])).toEqual([]);
  });
});
