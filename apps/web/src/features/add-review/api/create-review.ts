import { type CreateReview, type InsertedAnswer } from '@tgde/contracts';
import { partialMatchKey, useMutation, useQueryClient, type Query } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { showsCatalogue } from '../../../lib/catalogue-queries';
import { reviewKeys } from '../../../lib/review-keys';

/** POST /api/review: the reviewer's name is the session's, never sent from here. */
export function createReview(review: CreateReview): Promise<InsertedAnswer> {
  return api.post<InsertedAnswer>('/review', review);
}

/**
 * What a new review changes: the /reviews list and, when it is about a destination, that
 * destination's average and count on the cards and on its page.
 */
export function showsReviews(query: Pick<Query, 'queryKey'>): boolean {
  return partialMatchKey(query.queryKey, reviewKeys.all) || showsCatalogue(query);
}

export function useCreateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReview,
    onSuccess: () => queryClient.invalidateQueries({ predicate: showsReviews }),
  });
}
