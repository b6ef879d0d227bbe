import type { Locale } from '@tgde/contracts';
import { english, type Translate } from './translate';

export { PRODUCT_NAME, pageTitle } from '@tgde/contracts';

/** Prices are whole US dollars: "$1,250" on English pages, "1.250 $" on German ones. */
export function formatCost(cost: number, locale: Locale = 'en'): string {
  const amount = Number.isFinite(cost) ? Math.round(cost) : 0;
  if (locale === 'de') return `${amount.toLocaleString('de-DE')} $`;
  return `$${amount.toLocaleString('en-US')}`;
}

/** Refunds are counted to the cent: "$1,250.00", or "1.250,00 $". */
export function formatRefund(dollars: number, locale: Locale = 'en'): string {
  const amount = Number.isFinite(dollars) ? dollars : 0;
  const digits = { minimumFractionDigits: 2, maximumFractionDigits: 2 };
  if (locale === 'de') return `${amount.toLocaleString('de-DE', digits)} $`;
  return `$${amount.toLocaleString('en-US', digits)}`;
}

/** Star ratings are 0 to 5 whole stars; anything else from the API is brought into that range. */
export function clampRating(rating: number): number {
  if (!Number.isFinite(rating)) return 0;
  return Math.min(5, Math.max(0, Math.round(rating)));
}

/** The name of read-only stars: "Rated 4 out of 5". */
export function ratingLabel(rating: number, t: Translate = english): string {
  return t('Rated {rating} out of 5', { rating: clampRating(rating) });
}
