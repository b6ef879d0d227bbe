import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

/** The server's count from the X-Total-Count header; 0 when it is missing or not a number. */
export function countFromHeader(value: string | null): number {
  const count = Number(value);
  return Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
}

/**
 * How many contact messages are unread, for the red badge next to Notifications: the total of
 * GET /api/notifications?unread=true, asking for one row only. Admins only; refreshed every minute.
 */
export function unreadCountQueryOptions() {
  return queryOptions({
    queryKey: ['notifications', 'unread-count'],
    queryFn: async ({ signal }) => {
      const res = await apiRequest<unknown>('/notifications', { query: { unread: true, limit: 1 }, signal });
      return countFromHeader(res.headers.get('x-total-count'));
    },
    refetchInterval: 60_000,
  });
}

export function useUnreadCount(enabled: boolean) {
  return useQuery({ ...unreadCountQueryOptions(), enabled });
}
