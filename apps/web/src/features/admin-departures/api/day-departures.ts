import { type Departure } from '@tgde/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { adminBookingsKeys, availabilityKeys } from '../../../queries/booking-queries';
import { departureKeys, departuresQueryOptions } from '../../../queries/departure-queries';

/** The departures of one destination on one day (none asked for until a destination is chosen). */
export function useDayDepartures(destinationId: string, date: string) {
  return useQuery({
    ...departuresQueryOptions(destinationId, { from: date, to: date }),
    enabled: destinationId !== '',
  });
}

export type DepartureAction = 'close' | 'cancel';

/**
 * POST /api/admin/departures/{id}/close (no new bookings) or …/cancel (every booking cancelled,
 * the paid ones refunded, each traveller mailed); the answer is the departure as it now stands. A
 * cancel changes the day's bookings and the places left, so those lists are refreshed too.
 */
export function useDepartureAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: DepartureAction }) =>
      api.post<Departure>(`/admin/departures/${encodeURIComponent(id)}/${action}`, {}),
    onSettled: () =>
      Promise.all(
        [departureKeys.all, adminBookingsKeys.all, availabilityKeys.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
