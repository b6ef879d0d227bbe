import { useQuery } from '@tanstack/react-query';
import { myBookingsQueryOptions } from '../../../queries/booking-queries';
import { useProfilePhone } from './get-profile-phone';
import { prefillPhone } from './prefill-phone';

/**
 * The booking form's first phone (prefillPhone): the profile and the traveller's bookings are asked
 * for together, and the bookings are waited for only when the profile has no phone. Both are the
 * queries that the profile pages and My Bookings show, so a change in either refreshes this too.
 */
export function usePrefillPhone(email: string): { isPending: boolean; phone: string } {
  const profile = useProfilePhone(email);
  const bookings = useQuery({ ...myBookingsQueryOptions(email), enabled: email !== '' });
  const fromProfile = profile.data ?? '';
  return {
    isPending: profile.isPending || (!fromProfile && bookings.isPending),
    phone: prefillPhone(fromProfile, bookings.data),
  };
}
