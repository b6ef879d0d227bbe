import { ACCOUNT_BLOCKED_CODE, userAdminMessages } from '@tgde/contracts';

/**
 * Why a Google sign-in came back with `?error=…` (better-auth's redirect codes), in words a person
 * understands; they stand in for the old identity library's codes (account exists with another
 * sign-in method, pop-up closed …).
 */
export function googleErrorMessage(code: string): string {
  switch (code) {
    case 'account_not_linked':
      return 'An account with this e-mail already exists with another sign-in method. Log in with your e-mail and password instead (verify your e-mail address first, then Google sign-in works too).';
    case 'access_denied':
      return 'Google sign-in was cancelled. You can try again, or log in with your e-mail and password.';
    case 'state_mismatch':
    case 'state_not_found':
    case 'state_invalid':
    case 'please_restart_the_process':
      return 'The Google sign-in took too long or was started in another window. Please try again.';
    case 'email_not_found':
      return 'Google did not tell us your e-mail address, so we cannot sign you in. Please register with your e-mail address instead.';
    case 'email_not_verified':
      return 'Your Google e-mail address is not verified yet. Verify it with Google, or register with your e-mail address.';
    case ACCOUNT_BLOCKED_CODE:
      return userAdminMessages.blocked;
    case 'signup_disabled':
      return 'New accounts cannot be created with Google right now. Please register with your e-mail address.';
    default:
      return 'Google sign-in did not work. Please try again, or log in with your e-mail and password.';
  }
}

/**
 * A failed Google sign-in returns to the login or register page with `?error=…` (GoogleButton's
 * returnPath): the message to show there first, or null when the page was opened normally.
 */
export function googleReturnError(params: URLSearchParams): string | null {
  const code = params.get('error');
  return code ? googleErrorMessage(code) : null;
}
