import { type SiteStats } from '@tgde/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const siteStatsKeys = {
  all: ['site-stats'] as const,
};

/*
 * GET /api/stats: the home page's figures, counted by the server from the bookings and reviews.
 * The home page's server render fetches them (its PageData), and the browser asks again once the
 * page is open: a kept render may predate the latest payments.
 */
export function siteStatsQueryOptions() {
  return queryOptions({
    queryKey: siteStatsKeys.all,
    queryFn: ({ signal }) => api.get<SiteStats>('/stats', { signal }),
    staleTime: 0,
  });
}

export function useSiteStats() {
  return useQuery(siteStatsQueryOptions());
}
