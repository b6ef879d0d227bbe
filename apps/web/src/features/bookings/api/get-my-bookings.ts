import { useQuery } from '@tanstack/react-query';
import { myBookingsQueryOptions } from '../../../queries/booking-queries';

/** The signed-in traveller's bookings, soonest trip first (the server's order). */
export function useMyBookings(email: string) {
  return useQuery({ ...myBookingsQueryOptions(email), enabled: email !== '' });
}
