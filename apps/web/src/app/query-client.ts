import { QueryClient } from '@tanstack/react-query';
import { ApiError, isOffline } from '../lib/api';

/**
 * A 4xx will not change by asking again; network trouble and 5xx might, unless the browser is
 * offline: then the failure shows at once (with "Try again") instead of a spinner that waits.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isOffline()) return false;
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // The catalogue changes rarely; a minute of freshness saves a refetch on every page switch.
        staleTime: 60_000,
        retry: shouldRetry,
        refetchOnWindowFocus: false,
        // Asked even while the browser says it is offline: the service worker may answer from its
        // cache (My Bookings on the road). Only retries wait for the network.
        networkMode: 'offlineFirst',
      },
      // A change made offline runs at once and is refused (lib/api.ts), never held back to be sent
      // later without the person knowing.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
