import { type UserProfile } from '@tgde/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ACCOUNT_QUERY_KEY } from '../../../session/session';
import { api } from '../../../lib/api';

/**
 * GET /api/user/{email}: the signed-in user's own profile. A 401/403 here signs out (SPEC.md §8),
 * which lib/api.ts reports to the session.
 */
export function profileQueryOptions(email: string) {
  return queryOptions({
    queryKey: [...ACCOUNT_QUERY_KEY, 'profile', email],
    queryFn: ({ signal }) => api.get<UserProfile>(`/user/${encodeURIComponent(email)}`, { signal }),
  });
}

export function useProfile(email: string) {
  return useQuery(profileQueryOptions(email));
}
