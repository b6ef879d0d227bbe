import { useQuery } from '@tanstack/react-query';
import { availabilityQueryOptions } from '../../../queries/booking-queries';

/** The places left each day of `range` (null: nothing to ask, the month cannot be booked). */
export function useAvailability(destinationId: string, range: { from: string; to: string } | null) {
  return useQuery({
    ...availabilityQueryOptions(destinationId, range ?? { from: '', to: '' }),
    enabled: range !== null,
  });
}
