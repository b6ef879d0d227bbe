/*
 * The reviews' cache keys: the reviews feature lists them and Add Review refreshes that list, so
 * the keys live here rather than in either feature.
 */

const REVIEWS = ['reviews'] as const;

export const reviewKeys = {
  /** Every list of GET /api/review. */
  all: REVIEWS,
  /** The /reviews page's endless list, a page at a time. */
  pages: (limit: number) => [...REVIEWS, 'pages', { limit }] as const,
};
