import { type AdminAnswer } from '@tgde/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { ACCOUNT_QUERY_KEY } from '../session';

export const adminStatusKeys = {
  /** The check for one address; verifying it asks again. */
  of: (email: string, emailVerified: boolean) =>
    [...ACCOUNT_QUERY_KEY, 'admin', email, emailVerified] as const,
};

/**
 * GET /api/admin/{email}: the server's check of admin rights. The server counts them only
 * for a verified address, so the key includes `emailVerified`: verifying asks again.
 */
export function adminStatusQueryOptions(email: string, emailVerified: boolean) {
  return queryOptions({
    queryKey: adminStatusKeys.of(email, emailVerified),
    queryFn: ({ signal }) => api.get<AdminAnswer>(`/admin/${encodeURIComponent(email)}`, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useAdminStatus(user: { email: string; emailVerified: boolean } | null) {
  return useQuery({
    ...adminStatusQueryOptions(user?.email ?? '', user?.emailVerified ?? false),
    enabled: user !== null,
  });
}
