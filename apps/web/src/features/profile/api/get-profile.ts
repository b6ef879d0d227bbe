import { useQuery } from '@tanstack/react-query';
import { profileQueryOptions } from '../../../queries/profile-query';

export function useProfile(email: string) {
  return useQuery(profileQueryOptions(email));
}
