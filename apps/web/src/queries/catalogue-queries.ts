import { type Destination, type DestinationSearch } from '@tgde/contracts';
import { keepPreviousData, partialMatchKey, queryOptions, type Query } from '@tanstack/react-query';
import { api } from '../lib/api';
import { getPagedList, type PagedList } from '../lib/paged-list';

/*
 * The catalogue as several features read it (the public lists, the booking page, Add Image's
 * locations, Add Review's choices, the admin's tables and edit form): one query each, so they share
 * one cache entry, and a change made in one shows in all.
 */

const LISTS = ['destinations'] as const;
const DETAILS = ['destination'] as const;

/** The catalogue's cache keys: the features that change destinations refresh what these name. */
export const catalogueKeys = {
  /** Every list and search of destinations. */
  lists: LISTS,
  /** One search, normalized (normalizeDestinationSearch). */
  search: (search: DestinationSearch) => [...LISTS, 'search', search] as const,
  /** Every destination's own record. */
  details: DETAILS,
  detail: (id: string) => [...DETAILS, id] as const,
};

/** Whether a query shows destinations: the lists, the searches and each destination's own record. */
export function showsCatalogue(query: Pick<Query, 'queryKey'>): boolean {
  return [LISTS, DETAILS].some((key) => partialMatchKey(query.queryKey, key));
}

/** GET /api/destination: every destination on offer, cached as 'destinations'. */
export function destinationsQueryOptions() {
  return queryOptions({
    queryKey: catalogueKeys.lists,
    queryFn: ({ signal }) => api.get<Destination[]>('/destination', { signal }),
  });
}

/** GET /api/destination/{id}: one destination; an unknown or archived id is a 404. */
export function destinationQueryOptions(id: string) {
  return queryOptions({
    queryKey: catalogueKeys.detail(id),
    queryFn: ({ signal }) => api.get<Destination>(`/destination/${encodeURIComponent(id)}`, { signal }),
  });
}

/** One page of a search: the matching destinations and how many match in all. */
export type DestinationSearchResult = PagedList<Destination>;

/**
 * The search with its unset fields left out and its words trimmed, so that two ways of writing the
 * same search (an empty q, an undefined sort) share one cache entry, on the server that renders
 * the page and in the browser that hydrates it.
 */
export function normalizeDestinationSearch(search: DestinationSearch): DestinationSearch {
  const q = search.q?.trim();
  return {
    ...(q ? { q } : {}),
    ...(search.minCost !== undefined ? { minCost: search.minCost } : {}),
    ...(search.maxCost !== undefined ? { maxCost: search.maxCost } : {}),
    ...(search.minRating !== undefined ? { minRating: search.minRating } : {}),
    ...(search.sort !== undefined ? { sort: search.sort } : {}),
    limit: search.limit,
    offset: search.offset,
  };
}

/**
 * GET /api/destination?q=&minCost=&maxCost=&minRating=&sort=&limit=&offset=: one page of the
 * destinations that match, the total in X-Total-Count. Under 'destinations', so that a change an
 * admin makes to the catalogue refreshes the searches too.
 */
export function destinationSearchQueryOptions(search: DestinationSearch) {
  const normalized = normalizeDestinationSearch(search);
  return queryOptions({
    queryKey: catalogueKeys.search(normalized),
    queryFn: async ({ signal }): Promise<DestinationSearchResult> => {
      const { items, total } = await getPagedList<Destination>('/destination', { ...normalized }, signal);
      return { items, total };
    },
    // The cards stay while the next search or page loads, instead of jumping to a spinner.
    placeholderData: keepPreviousData,
  });
}
