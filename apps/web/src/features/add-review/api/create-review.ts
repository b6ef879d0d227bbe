import { type CreateReview, type InsertedAnswer } from '@tgde/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { showsReviews } from '../../../lib/review-keys';

/** POST /api/review: the reviewer's name is the session's, never sent from here. */
export function createReview(review: CreateReview): Promise<InsertedAnswer> {
  return api.post<InsertedAnswer>('/review', review);
}

export function useCreateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReview,
    onSuccess: () => queryClient.invalidateQueries({ predicate: showsReviews }),
  });
}
