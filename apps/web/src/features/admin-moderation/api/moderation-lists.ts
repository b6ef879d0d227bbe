import { type ModeratedPhoto, type ModeratedReview } from '@tgde/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getPagedList, pageOffset } from '../../../lib/paged-list';

export const MODERATION_PAGE_SIZE = 10;

export const moderationKeys = {
  all: ['admin', 'moderation'] as const,
  reviews: (page: number) => [...moderationKeys.all, 'reviews', { page }] as const,
  photos: (page: number) => [...moderationKeys.all, 'photos', { page }] as const,
};

/*
 * Travellers add and remove reviews and photos elsewhere, and those pages do not refresh these
 * keys: the lists are read afresh on every visit (staleTime 0) and after each removal here.
 */

/** GET /api/admin/reviews: a page of every review with its author, newest first. */
export function moderatedReviewsQueryOptions(page: number) {
  return queryOptions({
    queryKey: moderationKeys.reviews(page),
    queryFn: ({ signal }) =>
      getPagedList<ModeratedReview>(
        '/admin/reviews',
        { limit: MODERATION_PAGE_SIZE, offset: pageOffset(page, MODERATION_PAGE_SIZE) },
        signal,
      ),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/photos: a page of every photo with its uploader, newest first. */
export function moderatedPhotosQueryOptions(page: number) {
  return queryOptions({
    queryKey: moderationKeys.photos(page),
    queryFn: ({ signal }) =>
      getPagedList<ModeratedPhoto>(
        '/admin/photos',
        { limit: MODERATION_PAGE_SIZE, offset: pageOffset(page, MODERATION_PAGE_SIZE) },
        signal,
      ),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export const useModeratedReviews = (page: number) => useQuery(moderatedReviewsQueryOptions(page));
export const useModeratedPhotos = (page: number) => useQuery(moderatedPhotosQueryOptions(page));
