import { type ModifiedAnswer } from '@tgde/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { userKeys } from './get-users';

/**
 * PUT (block) or DELETE (unblock) /api/user/blocked/{email}. Blocking ends the user's sessions; the
 * server refuses admins and the caller (409, with a sentence), which never signs the admin out.
 */
export function setBlocked({ email, blocked }: { email: string; blocked: boolean }): Promise<ModifiedAnswer> {
  const path = `/user/blocked/${encodeURIComponent(email)}`;
  return blocked
    ? api.put<ModifiedAnswer>(path, undefined, { authFailure: 'ignore' })
    : api.delete<ModifiedAnswer>(path, { authFailure: 'ignore' });
}

export function useSetBlocked() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setBlocked,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
