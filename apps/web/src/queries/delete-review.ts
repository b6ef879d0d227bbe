import { type DeletedAnswer } from '@tgde/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/api';
import { showsReviews } from './review-keys';

/**
 * DELETE /api/review/{id}: its author, or an admin. Refreshes the lists and the ratings after it,
 * refused or not (a 404 means someone removed it first).
 */
export function useDeleteReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<DeletedAnswer>(`/review/${encodeURIComponent(id)}`),
    onSettled: () => queryClient.invalidateQueries({ predicate: showsReviews }),
  });
}
