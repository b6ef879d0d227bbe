import { OCCUPANCY_PAGE_SIZE, type AdminStats, type Occupancy } from '@tgde/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { adminBookingsKeys } from '../../../queries/booking-queries';
import { getPagedList, pageOffset } from '../../../lib/paged-list';

/*
 * Kept under the admin's booking lists' key, so that a cancellation from All Bookings refreshes
 * the Overview too.
 */
const STATS = [...adminBookingsKeys.all, 'stats'] as const;
const statsKeys = {
  all: STATS,
  occupancy: (page: number) => [...STATS, 'occupancy', page] as const,
};

/** GET /api/admin/stats (admins): the Overview's figures. */
export function adminStatsQueryOptions() {
  return queryOptions({
    queryKey: statsKeys.all,
    queryFn: ({ signal }) => api.get<AdminStats>('/admin/stats', { signal }),
  });
}

export function useAdminStats() {
  return useQuery(adminStatsQueryOptions());
}

/** GET /api/admin/stats/occupancy (admins): page `page` (0-based) of the occupancy table. */
export function occupancyPageQueryOptions(page: number) {
  return queryOptions({
    queryKey: statsKeys.occupancy(page),
    queryFn: ({ signal }) =>
      getPagedList<Occupancy>(
        '/admin/stats/occupancy',
        { limit: OCCUPANCY_PAGE_SIZE, offset: pageOffset(page, OCCUPANCY_PAGE_SIZE) },
        signal,
      ),
    // The page on screen stays while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useOccupancyPage(page: number) {
  return useQuery(occupancyPageQueryOptions(page));
}
