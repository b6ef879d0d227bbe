import { type SiteInfo } from '@tgde/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api';

/*
 * GET /api/site-info: the operator and the settings the legal pages, the booking dialog and the
 * payment page quote. One query, so they share one cache entry; the legal pages' server render
 * fetches it too (their PageData).
 */
export const siteInfoKeys = {
  all: ['site-info'] as const,
};

export function siteInfoQueryOptions() {
  return queryOptions({
    queryKey: siteInfoKeys.all,
    queryFn: ({ signal }) => api.get<SiteInfo>('/site-info', { signal }),
    // Set when the server starts: it does not change while the page is open.
    staleTime: Infinity,
  });
}

export function useSiteInfo() {
  return useQuery(siteInfoQueryOptions());
}
