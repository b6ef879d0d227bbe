import { type AuditAction, type AuditLogEntry } from '@tgde/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getPagedList, pageOffset } from '../../../lib/paged-list';

export const ACTIVITY_PAGE_SIZE = 20;

/** The Activity page's filter: one action, or '' for all of them. */
export interface ActivityView {
  action: AuditAction | '';
  /** 0-based. */
  page: number;
}

export const activityKeys = {
  all: ['admin', 'audit'] as const,
  page: ({ action, page }: ActivityView) => [...activityKeys.all, { action, page }] as const,
};

/** GET /api/admin/audit: a page of the trail, newest first, optionally one action's entries. */
export function activityQueryOptions(view: ActivityView) {
  return queryOptions({
    queryKey: activityKeys.page(view),
    queryFn: ({ signal }) =>
      getPagedList<AuditLogEntry>(
        '/admin/audit',
        {
          action: view.action || undefined,
          limit: ACTIVITY_PAGE_SIZE,
          offset: pageOffset(view.page, ACTIVITY_PAGE_SIZE),
        },
        signal,
      ),
    // Admin actions elsewhere do not refresh this key: read the trail afresh on every visit.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function useActivity(view: ActivityView) {
  return useQuery(activityQueryOptions(view));
}
