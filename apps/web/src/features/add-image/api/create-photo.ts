import { type CreatePhoto, type InsertedAnswer } from '@tgde/contracts';
import { partialMatchKey, useMutation, useQueryClient, type Query } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { photoKeys } from '../../../lib/photo-keys';

/** POST /api/photos: records an uploaded image as a gallery photo; the uploader is the session's. */
export function createPhoto(photo: CreatePhoto): Promise<InsertedAnswer> {
  return api.post<InsertedAnswer>('/photos', photo);
}

/** Every list that can show the new photo: the home carousel, the gallery and a destination's photos. */
export function showsPhotos(query: Pick<Query, 'queryKey'>): boolean {
  return [photoKeys.gallery, photoKeys.ofDestinations].some((key) => partialMatchKey(query.queryKey, key));
}

export function useCreatePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPhoto,
    onSuccess: () => queryClient.invalidateQueries({ predicate: showsPhotos }),
  });
}
