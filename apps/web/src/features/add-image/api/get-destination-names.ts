import { DEFAULT_PHOTO_PLACE, type Destination } from '@tgde/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/*
 * GET /api/destination under the same key and with the same data as the destinations feature
 * (SPEC.md §7 caches it as 'destinations'), so the two share one cache entry; this feature only
 * needs the names, which `select` picks out.
 */
export function getDestinations(signal?: AbortSignal): Promise<Destination[]> {
  return api.get<Destination[]>('/destination', { signal });
}

/** The names for the Location select, alphabetically. */
export function destinationNames(destinations: Destination[]): string[] {
  return destinations.map((d) => d.destinationName).sort((a, b) => a.localeCompare(b, 'en'));
}

/**
 * SPEC.md §5's default 'Berlin' is always offered, even before the destinations have loaded or if
 * they could not be, so the form can be sent at once; the server checks the name.
 */
export function locationOptions(names: string[] | undefined): string[] {
  const list = names ?? [];
  return list.includes(DEFAULT_PHOTO_PLACE) ? list : [DEFAULT_PHOTO_PLACE, ...list];
}

export function destinationNamesQueryOptions() {
  return queryOptions({
    queryKey: ['destinations'] as const,
    queryFn: ({ signal }) => getDestinations(signal),
    select: destinationNames,
  });
}

export function useDestinationNames() {
  return useQuery(destinationNamesQueryOptions());
}
