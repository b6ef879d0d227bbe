import { partialMatchKey, type Query } from '@tanstack/react-query';
import { showsCatalogue } from './catalogue-queries';

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

/**
 * What a new or removed review changes: the /reviews list and, when it is about a destination, that
 * destination's average and count on the cards and on its page.
 */
export function showsReviews(query: Pick<Query, 'queryKey'>): boolean {
  return partialMatchKey(query.queryKey, reviewKeys.all) || showsCatalogue(query);
}
