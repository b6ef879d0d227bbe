import { useQuery } from '@tanstack/react-query';
import { profileQueryOptions } from '../../../queries/profile-query';

/**
 * The booking form starts with the phone number of the traveller's profile: the profile pages'
 * query, so both share one answer and a profile update refreshes it.
 */
export function useProfilePhone(email: string) {
  return useQuery({
    ...profileQueryOptions(email),
    enabled: email !== '',
    select: (profile) => profile.phone ?? '',
  });
}
