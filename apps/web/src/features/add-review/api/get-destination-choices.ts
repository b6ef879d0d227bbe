import { type Destination } from '@tgde/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export interface DestinationChoice {
  id: string;
  name: string;
}

/** The destinations a review can be about, by name. */
export function destinationChoices(destinations: Destination[]): DestinationChoice[] {
  return destinations
    .map((d) => ({ id: d._id, name: d.destinationName }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

/** GET /api/destination under SPEC.md's cache name 'destinations', shared with the other lists. */
export function destinationChoicesQueryOptions() {
  return queryOptions({
    queryKey: ['destinations'] as const,
    queryFn: ({ signal }) => api.get<Destination[]>('/destination', { signal }),
    select: destinationChoices,
  });
}

export function useDestinationChoices() {
  return useQuery(destinationChoicesQueryOptions());
}
