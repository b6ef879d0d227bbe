import { type Destination } from '@tgde/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api';

/*
 * The catalogue as several features read it (the public lists, the booking page, Add Image's
 * locations, Add Review's choices, the admin's tables and edit form): one query each, so they share
 * one cache entry, and a change made in one shows in all.
 */

/** GET /api/destination: every destination on offer. SPEC.md §7 caches it as 'destinations'. */
export function destinationsQueryOptions() {
  return queryOptions({
    queryKey: ['destinations'] as const,
    queryFn: ({ signal }) => api.get<Destination[]>('/destination', { signal }),
  });
}

/** GET /api/destination/{id}: one destination; an unknown or archived id is a 404. */
export function destinationQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['destination', id] as const,
    queryFn: ({ signal }) => api.get<Destination>(`/destination/${encodeURIComponent(id)}`, { signal }),
  });
}
