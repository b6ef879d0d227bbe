import { english, type Translate } from './translate';

export { PRODUCT_NAME, pageTitle } from '@tgde/contracts';

/** Star ratings are 0 to 5 whole stars; anything else from the API is brought into that range. */
export function clampRating(rating: number): number {
  if (!Number.isFinite(rating)) return 0;
  return Math.min(5, Math.max(0, Math.round(rating)));
}

/** The name of read-only stars: "Rated 4 out of 5". */
export function ratingLabel(rating: number, t: Translate = english): string {
  return t('Rated {rating} out of 5', { rating: clampRating(rating) });
}
