import { partialMatchKey, type Query } from '@tanstack/react-query';

/*
 * The photo lists' cache keys. Two features show photos (the gallery and the home carousel under
 * 'photos'; a destination's page under 'destinationPhoto', after its API path) and a third adds
 * them, refreshing both: so the keys live here rather than in one of those features.
 */

const GALLERY = ['photos'] as const;
const OF_DESTINATIONS = ['destinationPhoto'] as const;

export const photoKeys = {
  /** Every list of GET /api/photos: the carousel's page and the gallery's pages. */
  gallery: GALLERY,
  /** One page of GET /api/photos. */
  galleryPage: ({ limit, offset }: { limit: number; offset: number }) =>
    [...GALLERY, { limit, offset }] as const,
  /** The gallery's endless list, a page at a time. */
  galleryPages: (limit: number) => [...GALLERY, 'pages', { limit }] as const,
  /** Every destination's photos. */
  ofDestinations: OF_DESTINATIONS,
  /** One destination's photos (GET /api/destinationPhoto/{name}), by its name. */
  ofDestination: (destinationName: string) => [...OF_DESTINATIONS, destinationName] as const,
};

/** Every list that shows photos: the home carousel, the gallery and a destination's photos. */
export function showsPhotos(query: Pick<Query, 'queryKey'>): boolean {
  return [photoKeys.gallery, photoKeys.ofDestinations].some((key) => partialMatchKey(query.queryKey, key));
}
