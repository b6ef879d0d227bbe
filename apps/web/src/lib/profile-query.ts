import { type UserProfile } from '@tgde/contracts';
import { queryOptions } from '@tanstack/react-query';
import { ACCOUNT_QUERY_KEY } from '../session/session';
import { api } from './api';

/**
 * GET /api/user/{email}: the signed-in user's own profile, read by the profile pages and by the
 * booking form (its phone). A 401/403 here signs out, which lib/api.ts reports.
 */
export function profileQueryOptions(email: string) {
  return queryOptions({
    queryKey: [...ACCOUNT_QUERY_KEY, 'profile', email],
    queryFn: ({ signal }) => api.get<UserProfile>(`/user/${encodeURIComponent(email)}`, { signal }),
  });
}
