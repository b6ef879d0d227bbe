import { useQuery } from '@tanstack/react-query';
import { destinationsQueryOptions } from '../../../queries/catalogue-queries';

/** The home preview and /destination share one cached 'destinations' list. */
export function useDestinations() {
  return useQuery(destinationsQueryOptions());
}
