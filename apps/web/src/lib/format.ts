export { PRODUCT_NAME, pageTitle } from '@tgde/contracts';

/** Prices are whole US dollars: "$1,250". */
export function formatCost(cost: number): string {
  if (!Number.isFinite(cost)) return '$0';
  return `$${Math.round(cost).toLocaleString('en-US')}`;
}

/** Star ratings are 0 to 5 whole stars; anything else from the API is brought into that range. */
export function clampRating(rating: number): number {
  if (!Number.isFinite(rating)) return 0;
  return Math.min(5, Math.max(0, Math.round(rating)));
}

export function ratingLabel(rating: number): string {
  return `Rated ${clampRating(rating)} out of 5`;
}
