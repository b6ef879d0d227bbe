import { type Photo } from '@tgde/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { type Translator } from '../../../i18n/i18n-context';
import { api } from '../../../lib/api';
import { photoKeys } from '../../../queries/photo-keys';

/** A multiple of 2, 3 and 4, so every grid layout ends a page on a full row (as the gallery's). */
export const DESTINATION_PHOTOS_PAGE_SIZE = 24;

/** GET /api/destinationPhoto/{destinationName}: one page of that destination's photos, newest first. */
export function getDestinationPhotos(
  destinationName: string,
  { limit, offset }: { limit: number; offset: number },
  signal?: AbortSignal,
): Promise<Photo[]> {
  return api.get<Photo[]>(`/destinationPhoto/${encodeURIComponent(destinationName)}`, {
    query: { limit, offset },
    signal,
  });
}

/**
 * Where the next page starts, or undefined when there is none. This list has no total count (no
 * X-Total-Count header), so a full page means "maybe more" and a shorter one means "that was all".
 */
export function nextDestinationPhotoOffset(
  lastPage: Photo[],
  pages: Photo[][],
  limit = DESTINATION_PHOTOS_PAGE_SIZE,
): number | undefined {
  if (lastPage.length < limit) return undefined;
  return pages.reduce((sum, page) => sum + page.length, 0);
}

/** Every fetched photo once, in order (a photo added meanwhile shifts the pages by one). */
export function flattenDestinationPhotos(pages: Photo[][]): Photo[] {
  const seen = new Set<string>();
  const photos: Photo[] = [];
  for (const photo of pages.flat()) {
    if (seen.has(photo._id)) continue;
    seen.add(photo._id);
    photos.push(photo);
  }
  return photos;
}

/** "Photo 3 of 7"; "Photo 3 of 24+" while more may follow (the total is not known). */
export function photoPosition(index: number, shown: number, hasMore: boolean, t: Translator['t']): string {
  return t('Photo {number} of {total}', { number: index + 1, total: `${shown}${hasMore ? '+' : ''}` });
}

/** Under photoKeys.ofDestination, which adding a photo refreshes: one added from the dashboard shows here. */
export function destinationPhotosQueryOptions(destinationName: string) {
  const limit = DESTINATION_PHOTOS_PAGE_SIZE;
  return infiniteQueryOptions({
    queryKey: photoKeys.ofDestination(destinationName),
    queryFn: ({ pageParam, signal }) =>
      getDestinationPhotos(destinationName, { limit, offset: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage: Photo[], pages: Photo[][]) =>
      nextDestinationPhotoOffset(lastPage, pages, limit),
  });
}

export function useDestinationPhotos(destinationName: string) {
  return useInfiniteQuery(destinationPhotosQueryOptions(destinationName));
}
