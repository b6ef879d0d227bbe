import { useQuery } from '@tanstack/react-query';
import { destinationQueryOptions } from '../../../queries/catalogue-queries';

export function useDestination(id: string) {
  return useQuery(destinationQueryOptions(id));
}
