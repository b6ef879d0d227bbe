import { type ModifiedAnswer } from '@tgde/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { userKeys } from './get-users';

/**
 * PUT /api/user/admin/{email}. A 403 here means "not allowed", shown as 'Failed to make
 * an Admin', and must not sign the admin out, hence authFailure 'ignore'.
 */
export function makeAdmin(email: string): Promise<ModifiedAnswer> {
  return api.put<ModifiedAnswer>(`/user/admin/${encodeURIComponent(email)}`, undefined, {
    authFailure: 'ignore',
  });
}

export function useMakeAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: makeAdmin,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
