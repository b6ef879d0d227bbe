import { type CreateReview, type InsertedAnswer } from '@tgde/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { showsReviews } from '../../../queries/review-keys';

/**
 * POST /api/review: the reviewer's name is the session's, never sent from here. `edited`: the
 * server kept one review per destination and changed the traveller's earlier one (200, not 201).
 */
export async function createReview(review: CreateReview): Promise<InsertedAnswer & { edited: boolean }> {
  const { data, status } = await apiRequest<InsertedAnswer>('/review', { method: 'POST', body: review });
  return { ...data, edited: status === 200 };
}

export function useCreateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReview,
    onSuccess: () => queryClient.invalidateQueries({ predicate: showsReviews }),
  });
}
