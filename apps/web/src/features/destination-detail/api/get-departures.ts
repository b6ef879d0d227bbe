import { useQuery } from '@tanstack/react-query';
import { departuresQueryOptions } from '../../../queries/departure-queries';

/** The departures of `range` (null: nothing to ask, no day of it can be booked). */
export function useDepartures(destinationId: string, range: { from: string; to: string } | null) {
  return useQuery({
    ...departuresQueryOptions(destinationId, range ?? { from: '', to: '' }),
    enabled: range !== null,
  });
}
