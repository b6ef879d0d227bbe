import { type SignUpForm } from '@tgde/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { type AuthUserAnswer } from './sign-in-email';

/**
 * POST /api/auth/sign-up/email: creates the account, signs it in (not verified yet) and sends the
 * verification mail.
 */
export function signUpEmail(form: SignUpForm): Promise<AuthUserAnswer> {
  return api.post<AuthUserAnswer>('/auth/sign-up/email', form, { token: null, authFailure: 'ignore' });
}

export function useSignUpEmail() {
  return useMutation({ mutationFn: signUpEmail });
}
