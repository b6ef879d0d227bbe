import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPagedList } from '../../../lib/paged-list';

/**
 * Under the 'notifications' key like every list of the inbox: opening, reading or deleting a
 * message invalidates ['notifications'], and the red badge follows at once.
 */
export const unreadCountQueryKey = ['notifications', 'unread-count'] as const;

/**
 * How many contact messages are unread, for the red badge next to Notifications: the total of
 * GET /api/notifications?unread=true, asking for one row only. Admins only; refreshed every minute.
 */
export function unreadCountQueryOptions() {
  return queryOptions({
    queryKey: unreadCountQueryKey,
    queryFn: async ({ signal }) =>
      (await getPagedList<unknown>('/notifications', { unread: true, limit: 1 }, signal)).total,
    refetchInterval: 60_000,
  });
}

export function useUnreadCount(enabled: boolean) {
  return useQuery({ ...unreadCountQueryOptions(), enabled });
}
