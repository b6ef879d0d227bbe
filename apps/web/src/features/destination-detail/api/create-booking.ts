import {
  type Booking,
  type BookingConflictAnswer,
  type CreateBooking,
  type PlacesConflictAnswer,
} from '@tgde/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api';
import { availabilityKeys, bookingKeys } from '../../../queries/booking-queries';
import { departureKeys } from '../../../queries/departure-queries';

/**
 * The booking request: the fields the server reads, plus those the earlier product sent, which the
 * server ignores (it takes the owner, name and cost from the session and the destination).
 */
export type NewBooking = CreateBooking & Pick<Booking, 'bookingName' | 'cost' | 'userName' | 'userEmail'>;

/**
 * POST /api/bookedDestination: 201 {insertedId}, or 409 with the plan already set for that day, or
 * 409 with the places left when there are too few, or 409 when the departure is closed or cancelled.
 * Either way the places left may have changed.
 */
export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (booking: NewBooking) => api.post<{ insertedId: string }>('/bookedDestination', booking),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
    onSettled: () =>
      Promise.all(
        [availabilityKeys.all, departureKeys.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

/** The existing plan of a 409 answer, or null for any other failure. */
export function conflictOf(error: unknown): BookingConflictAnswer['confirmBooking'] | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const plan = (error.body as Partial<BookingConflictAnswer> | null)?.confirmBooking;
  return plan && typeof plan.date === 'string' && typeof plan.bookingName === 'string' ? plan : null;
}

/** The refusal of a 409 for too few places left (its sentence names the day), or null for any other failure. */
export function placesConflictOf(error: unknown): PlacesConflictAnswer | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const body = error.body as Partial<PlacesConflictAnswer> | null;
  return body && typeof body.remaining === 'number' && typeof body.message === 'string'
    ? { message: body.message, remaining: body.remaining }
    : null;
}

/** The sentence of any other 409 (the departure closed or cancelled), or null for any other failure. */
export function departureRefusalOf(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 409 || conflictOf(error)) return null;
  const message = (error.body as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : null;
}
