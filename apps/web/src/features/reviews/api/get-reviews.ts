import { type Review } from '@tgde/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const reviewsQueryKey = ['reviews'] as const;

export function getReviews(signal?: AbortSignal): Promise<Review[]> {
  return api.get<Review[]>('/review', { signal });
}

export function reviewsQueryOptions() {
  return queryOptions({
    queryKey: reviewsQueryKey,
    queryFn: ({ signal }) => getReviews(signal),
  });
}

export function useReviews() {
  return useQuery(reviewsQueryOptions());
}
