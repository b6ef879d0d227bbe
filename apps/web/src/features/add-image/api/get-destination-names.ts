import { DEFAULT_PHOTO_PLACE, type Destination } from '@tgde/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { destinationsQueryOptions } from '../../../queries/catalogue-queries';

/** The names for the Location select, alphabetically. */
export function destinationNames(destinations: Destination[]): string[] {
  return destinations.map((d) => d.destinationName).sort((a, b) => a.localeCompare(b, 'en'));
}

/**
 * The default location, 'Berlin', is always offered, even before the destinations have loaded or if
 * they could not be, so the form can be sent at once; the server checks the name.
 */
export function locationOptions(names: string[] | undefined): string[] {
  const list = names ?? [];
  return list.includes(DEFAULT_PHOTO_PLACE) ? list : [DEFAULT_PHOTO_PLACE, ...list];
}

/** The shared catalogue query; this form only needs the names, which `select` picks out. */
export function destinationNamesQueryOptions() {
  return queryOptions({ ...destinationsQueryOptions(), select: destinationNames });
}

export function useDestinationNames() {
  return useQuery(destinationNamesQueryOptions());
}
