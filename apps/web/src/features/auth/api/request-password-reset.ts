import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/**
 * POST /api/auth/request-password-reset. The server answers the same whether or not the address
 * has an account, so nobody can find out who has one; the mail links to /reset-password?token=….
 */
export function requestPasswordReset(email: string): Promise<{ status: boolean }> {
  return api.post<{ status: boolean }>('/auth/request-password-reset', { email }, { authFailure: 'ignore' });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
