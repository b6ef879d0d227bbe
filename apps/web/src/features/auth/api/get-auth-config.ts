import { type AuthConfigAnswer } from '@tgde/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const authConfigKeys = {
  all: ['auth-config'] as const,
};

/** GET /api/auth-config: whether this server offers Google sign-in. */
export const authConfigQueryOptions = queryOptions({
  queryKey: authConfigKeys.all,
  queryFn: ({ signal }) => api.get<AuthConfigAnswer>('/auth-config', { signal }),
  staleTime: 10 * 60_000,
});

export function useAuthConfig() {
  return useQuery(authConfigQueryOptions);
}
