import { type AdminStats } from '@tgde/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { adminBookingsKeys } from '../../../lib/booking-queries';

/**
 * GET /api/admin/stats (admins): the Overview's figures. Kept under the admin's booking lists' key,
 * so that a cancellation from All Bookings refreshes them too.
 */
export function adminStatsQueryOptions() {
  return queryOptions({
    queryKey: [...adminBookingsKeys.all, 'stats'] as const,
    queryFn: ({ signal }) => api.get<AdminStats>('/admin/stats', { signal }),
  });
}

export function useAdminStats() {
  return useQuery(adminStatsQueryOptions());
}
