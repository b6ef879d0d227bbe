import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const verifyEmailKeys = {
  all: ['verify-email'] as const,
  /** One link's answer. */
  token: (token: string) => ['verify-email', token] as const,
};

/**
 * GET /api/auth/verify-email?token=… for the link in the verification mail. A query rather than a
 * mutation: it is safe to repeat (an address already verified answers status true), and one
 * cached answer per token survives React's double effects and a remount.
 */
export function verifyEmailQueryOptions(token: string) {
  return queryOptions({
    queryKey: verifyEmailKeys.token(token),
    queryFn: ({ signal }) =>
      api.get<{ status: boolean }>('/auth/verify-email', { query: { token }, signal, authFailure: 'ignore' }),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

export function useVerifyEmail(token: string) {
  return useQuery({ ...verifyEmailQueryOptions(token), enabled: token !== '' });
}
