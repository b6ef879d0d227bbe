import { type Booking } from '@tgde/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/api';
import { adminBookingsKeys, availabilityKeys, bookingKeys } from './booking-queries';
import { departureKeys } from './departure-queries';

/**
 * POST /api/booking/{id}/cancel: cancels a paid booking and refunds it in full; the answer is the
 * booking, now cancelled (asking again refunds nothing more). Its owner may do it until free
 * cancellation ends (later: 409 with the sentence saying so); an admin may do it any time. My
 * Bookings and All Bookings both cancel: each list and the places left are refreshed.
 */
export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<Booking>(`/booking/${encodeURIComponent(id)}/cancel`, {}),
    onSettled: () =>
      Promise.all(
        [bookingKeys.all, adminBookingsKeys.all, availabilityKeys.all, departureKeys.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
