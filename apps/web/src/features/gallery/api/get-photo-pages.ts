import { type Photo } from '@tgde/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { type Translator } from '../../../i18n/i18n-context';
import { photoKeys } from '../../../queries/photo-keys';
import { getPhotos, type PhotoPage } from './get-photos';

/*
 * The gallery's endless list: the same GET /api/photos as the home carousel, a page at a time.
 * It lives apart from get-photos.ts so that the home page's first JavaScript does not carry it.
 */

/** A multiple of 2, 3 and 4, so every grid layout ends each page on a full row. */
export const GALLERY_PAGE_SIZE = 24;

/**
 * Where the next page starts, or undefined when there is none: every photo the server counted has
 * been fetched, or the last page came back empty (photos deleted meanwhile). Offsets count what the
 * server sent, duplicates included, because that is how far into its list we are.
 */
export function nextPhotoOffset(lastPage: PhotoPage, pages: PhotoPage[]): number | undefined {
  if (lastPage.photos.length === 0) return undefined;
  const fetched = pages.reduce((sum, page) => sum + page.photos.length, 0);
  return fetched < lastPage.total ? fetched : undefined;
}

/**
 * All fetched photos in order, each once: a photo added while someone scrolls shifts the list by
 * one, so the next page can repeat the last photo of the previous one.
 */
export function flattenPhotoPages(pages: PhotoPage[]): Photo[] {
  const seen = new Set<string>();
  const photos: Photo[] = [];
  for (const page of pages) {
    for (const photo of page.photos) {
      if (seen.has(photo._id)) continue;
      seen.add(photo._id);
      photos.push(photo);
    }
  }
  return photos;
}

/** The newest count the server reported, never less than what is on screen. */
export function photoTotal(pages: PhotoPage[], shown: number): number {
  return Math.max(pages.at(-1)?.total ?? 0, shown);
}

/** "Showing 48 of 500 photos". */
export function showingText(shown: number, total: number, t: Translator['t']): string {
  return t('Showing {shown} of {total, plural, one {{total} photo} other {{total} photos}}', {
    shown,
    total,
  });
}

/** Under 'photos' like every photo list, so adding a photo refreshes them all at once. */
export function photoPagesQueryOptions(limit = GALLERY_PAGE_SIZE) {
  return infiniteQueryOptions({
    queryKey: photoKeys.galleryPages(limit),
    queryFn: ({ pageParam, signal }) => getPhotos({ limit, offset: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: nextPhotoOffset,
  });
}

export function usePhotoPages(limit = GALLERY_PAGE_SIZE) {
  return useInfiniteQuery(photoPagesQueryOptions(limit));
}
