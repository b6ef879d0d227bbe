import { type Destination } from '@tgde/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { destinationsQueryOptions } from '../../../queries/catalogue-queries';

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

/** The shared catalogue query, as choices. */
export function destinationChoicesQueryOptions() {
  return queryOptions({ ...destinationsQueryOptions(), select: destinationChoices });
}

export function useDestinationChoices() {
  return useQuery(destinationChoicesQueryOptions());
}
