export { PRODUCT_NAME, pageTitle } from '@tgde/contracts';

/** Prices are whole US dollars: "$1,250". */
export function formatCost(cost: number): string {
  if (!Number.isFinite(cost)) return '$0';
  return `$${Math.round(cost).toLocaleString('en-US')}`;
}

/** Refunds are counted to the cent: "$1,250.00". */
export function formatRefund(dollars: number): string {
  if (!Number.isFinite(dollars)) return '$0.00';
  return `$${dollars.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** Star ratings are 0 to 5 whole stars; anything else from the API is brought into that range. */
export function clampRating(rating: number): number {
  if (!Number.isFinite(rating)) return 0;
  return Math.min(5, Math.max(0, Math.round(rating)));
}

export function ratingLabel(rating: number): string {
  return `Rated ${clampRating(rating)} out of 5`;
}
