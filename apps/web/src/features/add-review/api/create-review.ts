import { type CreateReview, type InsertedAnswer } from '@tgde/contracts';
import { useMutation, useQueryClient, type Query } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST /api/review: the reviewer's name is the session's, never sent from here. */
export function createReview(review: CreateReview): Promise<InsertedAnswer> {
  return api.post<InsertedAnswer>('/review', review);
}

/**
 * What a new review changes: the /reviews list ('reviews') and, when it is about a destination,
 * that destination's average and count on the cards ('destinations') and its page ('destination').
 */
export function showsReviews(query: Pick<Query, 'queryKey'>): boolean {
  const [root] = query.queryKey;
  return root === 'reviews' || root === 'destinations' || root === 'destination';
}

export function useCreateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReview,
    onSuccess: () => queryClient.invalidateQueries({ predicate: showsReviews }),
  });
}
