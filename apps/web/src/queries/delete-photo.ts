import { type DeletedAnswer } from '@tgde/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/api';
import { showsPhotos } from './photo-keys';

/**
 * DELETE /api/photos/{id}: its uploader, or an admin. Refreshes every photo list after it, refused
 * or not (a 404 means someone removed it first).
 */
export function useDeletePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<DeletedAnswer>(`/photos/${encodeURIComponent(id)}`),
    onSettled: () => queryClient.invalidateQueries({ predicate: showsPhotos }),
  });
}
