import { type UserProfile } from '@tgde/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ACCOUNT_QUERY_KEY } from '../../../session/session';

/**
 * GET /api/user/{email}: the booking form starts with the phone number of the traveller's profile.
 * Same key as the profile pages' query, so both share one answer and a profile update refreshes it.
 */
function profileQueryOptions(email: string) {
  return queryOptions({
    queryKey: [...ACCOUNT_QUERY_KEY, 'profile', email],
    queryFn: ({ signal }) => api.get<UserProfile>(`/user/${encodeURIComponent(email)}`, { signal }),
  });
}

export function useProfilePhone(email: string) {
  return useQuery({
    ...profileQueryOptions(email),
    enabled: email !== '',
    select: (profile) => profile.phone ?? '',
  });
}
