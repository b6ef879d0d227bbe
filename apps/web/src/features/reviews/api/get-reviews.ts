import { type Review } from '@tgde/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { getPagedList, type PagedList } from '../../../lib/paged-list';
import { reviewKeys } from '../../../queries/review-keys';

/** A multiple of 2 and 3, so the grid's rows end full on every layout. */
export const REVIEWS_PAGE_SIZE = 12;

/** GET /api/review?limit=&offset=: newest first, total in X-Total-Count. */
export async function getReviews(
  params: { limit: number; offset: number },
  signal?: AbortSignal,
): Promise<PagedList<Review>> {
  const { items, total } = await getPagedList<Review>('/review', params, signal);
  return { items, total };
}

/** Where the next page starts, or undefined once every review the server counted is here. */
export function nextReviewOffset(last: PagedList<Review>, pages: PagedList<Review>[]): number | undefined {
  if (last.items.length === 0) return undefined;
  const fetched = pages.reduce((sum, page) => sum + page.items.length, 0);
  return fetched < last.total ? fetched : undefined;
}

/** Every fetched review once: a review added meanwhile shifts the pages by one. */
export function flattenReviewPages(pages: PagedList<Review>[]): Review[] {
  const seen = new Set<string>();
  return pages.flatMap((page) =>
    page.items.filter((review) => !seen.has(review._id) && seen.add(review._id)),
  );
}

/** Under lib/review-keys.ts' key, which adding a review refreshes. */
export function reviewPagesQueryOptions(limit = REVIEWS_PAGE_SIZE) {
  return infiniteQueryOptions({
    queryKey: reviewKeys.pages(limit),
    queryFn: ({ pageParam, signal }) => getReviews({ limit, offset: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: nextReviewOffset,
  });
}

export function useReviewPages() {
  return useInfiniteQuery(reviewPagesQueryOptions());
}
