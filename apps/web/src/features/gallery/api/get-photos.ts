import { type Photo } from '@tgde/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getPagedList } from '../../../lib/paged-list';
import { photoKeys } from '../../../queries/photo-keys';

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

/** Photos are cached under 'photos'; each page of them is its own entry. */
export function photosQueryOptions(params: PhotoPageParams) {
  return queryOptions({
    queryKey: photoKeys.galleryPage({ limit: params.limit, offset: params.offset ?? 0 }),
    queryFn: ({ signal }) => getPhotos(params, signal),
    placeholderData: keepPreviousData,
  });
}

/** The home carousel shows the first 6 photos. */
export const PHOTOS_PREVIEW_COUNT = 6;

/** The home carousel's photos. */
export function photosPreviewQueryOptions() {
  return photosQueryOptions({ limit: PHOTOS_PREVIEW_COUNT });
}

export function usePhotosPreview() {
  return useQuery(photosPreviewQueryOptions());
}
