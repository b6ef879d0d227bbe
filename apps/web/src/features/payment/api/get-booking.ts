import { useQuery } from '@tanstack/react-query';
import { bookingQueryOptions } from '../../../queries/booking-queries';

/**
 * The booking to pay for: the traveller's own, else the server answers 404 (unknown, not an id, or
 * someone else's: all the same "not found" to the traveller).
 */
export function useBooking(id: string) {
  return useQuery(bookingQueryOptions(id));
}
