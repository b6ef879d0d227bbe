import { type CreatePhoto, type InsertedAnswer } from '@tgde/contracts';
import { useMutation, useQueryClient, type Query } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST /api/photos: records an uploaded image as a gallery photo; the uploader is the session's. */
export function createPhoto(photo: CreatePhoto): Promise<InsertedAnswer> {
  return api.post<InsertedAnswer>('/photos', photo);
}

/**
 * Every list that can show the new photo: the home carousel and the gallery (keys under 'photos')
 * and a destination's photos ('destinationPhoto', after its API path).
 */
export function showsPhotos(query: Pick<Query, 'queryKey'>): boolean {
  const [root] = query.queryKey;
  return root === 'photos' || root === 'destinationPhoto';
}

export function useCreatePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPhoto,
    onSuccess: () => queryClient.invalidateQueries({ predicate: showsPhotos }),
  });
}
