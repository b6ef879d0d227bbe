import { type DeletedAnswer } from '@tgde/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { bookingKeys } from '../../../queries/booking-queries';

/** DELETE /api/booking/{id}: only while unpaid (a paid booking answers 409). */
export function useDeleteBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<DeletedAnswer>(`/booking/${encodeURIComponent(id)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
  });
}
