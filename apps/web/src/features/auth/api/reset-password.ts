import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST /api/auth/reset-password: sets the new password and ends every session of the account. */
export function resetPassword(input: { token: string; newPassword: string }): Promise<{ status: boolean }> {
  return api.post<{ status: boolean }>('/auth/reset-password', input, { token: null, authFailure: 'ignore' });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
