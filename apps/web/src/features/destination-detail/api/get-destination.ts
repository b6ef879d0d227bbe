import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api';
import { destinationQueryOptions } from '../../../lib/catalogue-queries';

export function useDestination(id: string) {
  return useQuery(destinationQueryOptions(id));
}

/** The server's "no such destination", as opposed to a failure worth trying again. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
