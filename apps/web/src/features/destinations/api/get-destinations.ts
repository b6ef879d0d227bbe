import { type Destination } from '@tgde/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** SPEC.md §7 caches the list as 'destinations'; the home preview and /destination share it. */
export const destinationsQueryKey = ['destinations'] as const;

export function getDestinations(signal?: AbortSignal): Promise<Destination[]> {
  return api.get<Destination[]>('/destination', { signal });
}

export function destinationsQueryOptions() {
  return queryOptions({
    queryKey: destinationsQueryKey,
    queryFn: ({ signal }) => getDestinations(signal),
  });
}

export function useDestinations() {
  return useQuery(destinationsQueryOptions());
}
