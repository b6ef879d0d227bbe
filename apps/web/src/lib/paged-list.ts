import { TOTAL_COUNT_HEADER } from '@tgde/contracts';
import { apiRequest, type RequestOptions } from './api';

/** One page of a list call and how many items the whole list has. */
export interface PagedList<T> {
  items: T[];
  /** From the X-Total-Count header; never less than what this page holds. */
  total: number;
}

/** The server's count from the X-Total-Count header; 0 when it is missing or not a number. */
export function countFromHeader(value: string | null): number {
  const count = Number(value);
  return Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
}

/**
 * GET a paged list (`?limit=&offset=` and any filters): its items and the total the server counted.
 * Every paged call of the API answers the same way, so this is the one place that reads the header.
 */
export async function getPagedList<T>(
  path: string,
  query: RequestOptions['query'],
  signal?: AbortSignal,
): Promise<PagedList<T> & { headers: Headers }> {
  const { data, headers } = await apiRequest<T[]>(path, { query, signal });
  const items = Array.isArray(data) ? data : [];
  return {
    items,
    total: Math.max(countFromHeader(headers.get(TOTAL_COUNT_HEADER)), items.length),
    headers,
  };
}

/** Where page `page` (0-based) of `size` items starts. */
export function pageOffset(page: number, size: number): number {
  return Math.max(0, Math.floor(page)) * size;
}

/** How many pages `total` items fill; at least one, so an empty list still has "page 1 of 1". */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}
