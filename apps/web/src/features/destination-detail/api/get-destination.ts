import { type Destination } from '@tgde/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api';

/** GET /api/destination/{id}: one destination; an unknown id (or one that is not an id) is a 404. */
export function getDestination(id: string, signal?: AbortSignal): Promise<Destination> {
  return api.get<Destination>(`/destination/${encodeURIComponent(id)}`, { signal });
}

export function destinationQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['destination', id] as const,
    queryFn: ({ signal }) => getDestination(id, signal),
  });
}

export function useDestination(id: string) {
  return useQuery(destinationQueryOptions(id));
}

/** The server's "no such destination", as opposed to a failure worth trying again. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
