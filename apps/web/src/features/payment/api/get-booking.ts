import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api';
import { bookingQueryOptions } from '../../../lib/booking-queries';

/** The booking to pay for: the traveller's own, else the server answers 404. */
export function useBooking(id: string) {
  return useQuery(bookingQueryOptions(id));
}

/** Unknown, not an id, or someone else's: all the same "not found" to the traveller. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
