import { type ModifiedAnswer, type ProfileUpdate } from '@tgde/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { profileQueryOptions } from '../../../queries/profile-query';

/** PUT /api/user/{email} with profile fields: answers modifiedCount (1 = saved). */
export function updateProfile(email: string, update: ProfileUpdate): Promise<ModifiedAnswer> {
  return api.put<ModifiedAnswer>(`/user/${encodeURIComponent(email)}`, update);
}

export function useUpdateProfile(email: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: ProfileUpdate) => updateProfile(email, update),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryOptions(email).queryKey }),
  });
}
