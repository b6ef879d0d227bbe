import { type CreatePhoto, type InsertedAnswer } from '@tgde/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { showsPhotos } from '../../../queries/photo-keys';

export { showsPhotos };

/** POST /api/photos: records an uploaded image as a gallery photo; the uploader is the session's. */
export function createPhoto(photo: CreatePhoto): Promise<InsertedAnswer> {
  return api.post<InsertedAnswer>('/photos', photo);
}

export function useCreatePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPhoto,
    onSuccess: () => queryClient.invalidateQueries({ predicate: showsPhotos }),
  });
}
