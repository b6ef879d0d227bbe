import { type ModifiedAnswer } from '@tgde/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { userKeys } from './get-users';

/**
 * DELETE /api/user/admin/{email}. The server refuses (409, with a sentence) the caller's own role, the
 * last admin and an address on ADMIN_EMAILS; those are shown, and never sign the admin out.
 */
export function removeAdmin(email: string): Promise<ModifiedAnswer> {
  return api.delete<ModifiedAnswer>(`/user/admin/${encodeURIComponent(email)}`, { authFailure: 'ignore' });
}

export function useRemoveAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAdmin,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
