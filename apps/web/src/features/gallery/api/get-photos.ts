import { type Photo } from '@tgde/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getPagedList } from '../../../lib/paged-list';

export interface PhotoPage {
  photos: Photo[];
  /** All photos there are, from the X-Total-Count header. */
  total: number;
}

export interface PhotoPageParams {
  limit: number;
  offset?: number;
}

export async function getPhotos(
  { limit, offset = 0 }: PhotoPageParams,
  signal?: AbortSignal,
): Promise<PhotoPage> {
  const { items, total } = await getPagedList<Photo>('/photos', { limit, offset }, signal);
  return { photos: items, total };
}

/** SPEC.md §7 caches photos as 'photos'; each page of them is its own entry. */
export function photosQueryOptions(params: PhotoPageParams) {
  return queryOptions({
    queryKey: ['photos', { limit: params.limit, offset: params.offset ?? 0 }],
    queryFn: ({ signal }) => getPhotos(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function usePhotos(params: PhotoPageParams) {
  return useQuery(photosQueryOptions(params));
}
