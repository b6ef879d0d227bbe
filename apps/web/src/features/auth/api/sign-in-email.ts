import { type SignInForm, type TwoFactorRedirect } from '@tgde/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** better-auth's answer to a sign-in or sign-up: the new session's token and its user. */
export interface AuthUserAnswer {
  token: string;
  user: { email: string; name: string };
}

/**
 * POST /api/auth/sign-in/email. With rememberMe the session cookie lasts 30 days, without it the
 * browser drops it on closing. Sent without a bearer: an old token has nothing to say here. An
 * account with two-factor sign-in answers `twoFactorRedirect` instead (api/sign-in-second-step.ts).
 */
export function signInEmail(form: SignInForm): Promise<AuthUserAnswer | TwoFactorRedirect> {
  return api.post<AuthUserAnswer | TwoFactorRedirect>(
    '/auth/sign-in/email',
    { email: form.email, password: form.password, rememberMe: Boolean(form.rememberMe) },
    { token: null, authFailure: 'ignore' },
  );
}

export function useSignInEmail() {
  return useMutation({ mutationFn: signInEmail });
}
