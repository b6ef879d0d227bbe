import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST /api/auth/send-verification-email: a new verification mail for the signed-in address. */
export function sendVerificationEmail(email: string): Promise<{ status: boolean }> {
  return api.post<{ status: boolean }>('/auth/send-verification-email', { email }, { authFailure: 'ignore' });
}

export function useSendVerificationEmail() {
  return useMutation({ mutationFn: sendVerificationEmail });
}
