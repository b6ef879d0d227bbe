import { TOTAL_COUNT_HEADER, type Photo } from '@tgde/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

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
  const { data, headers } = await apiRequest<Photo[]>('/photos', { query: { limit, offset }, signal });
  const total = Number(headers.get(TOTAL_COUNT_HEADER));
  return { photos: data, total: Number.isFinite(total) && total >= data.length ? total : data.length };
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
