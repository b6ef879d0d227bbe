export const PRODUCT_NAME = 'Travel Guide DE';

/** SPEC.md §1: the page name followed by the product name. */
export function pageTitle(page: string): string {
  return page ? `${page} | ${PRODUCT_NAME}` : PRODUCT_NAME;
}

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
