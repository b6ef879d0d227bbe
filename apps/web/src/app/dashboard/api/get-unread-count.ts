import { queryOptions, useQuery } from '@tanstack/react-query';
import { notificationKeys } from '../../../features/admin-notifications/api/notification-keys';
import { getPagedList } from '../../../lib/paged-list';

/**
 * How many contact messages are unread, for the red badge next to Notifications: the total of
 * GET /api/notifications?unread=true, asking for one row only. Admins only; refreshed every minute.
 */
export function unreadCountQueryOptions() {
  return queryOptions({
    queryKey: notificationKeys.unreadCount,
    queryFn: async ({ signal }) =>
      (await getPagedList<unknown>('/notifications', { unread: true, limit: 1 }, signal)).total,
    refetchInterval: 60_000,
  });
}

export function useUnreadCount(enabled: boolean) {
  return useQuery({ ...unreadCountQueryOptions(), enabled });
}
