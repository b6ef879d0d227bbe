import { type UserProfile } from '@tgde/contracts';
import { queryOptions } from '@tanstack/react-query';
import { ACCOUNT_QUERY_KEY } from '../session/session';
import { api } from '../lib/api';

export const profileKeys = {
  /** One account's profile; under the account's key, so signing out drops it. */
  of: (email: string) => [...ACCOUNT_QUERY_KEY, 'profile', email] as const,
};

/**
 * GET /api/user/{email}: the signed-in user's own profile, read by the profile pages and by the
 * booking form (its phone). A 401/403 here signs out, which lib/api.ts reports.
 */
export function profileQueryOptions(email: string) {
  return queryOptions({
    queryKey: profileKeys.of(email),
    queryFn: ({ signal }) => api.get<UserProfile>(`/user/${encodeURIComponent(email)}`, { signal }),
  });
}
