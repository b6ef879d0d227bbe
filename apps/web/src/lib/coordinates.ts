import { type Locale } from '@tgde/contracts';

/*
 * Latitudes and longitudes as people read and type them: decimal degrees with the page's decimal
 * mark (52.52 on English pages, 52,52 on German ones), every stored digit kept. The destination
 * form, its map preview and the Activity page all write them through here, so they never differ.
 */

/** A coordinate as the page's language writes it: "52.52", "52,52"; "13.405", "13,405". */
export function formatCoordinate(value: number, locale: Locale): string {
  // The shortest text that reads back as the same number (String), with the language's mark.
  const text = Number.isInteger(value) || Math.abs(value) >= 1e-6 ? String(value) : value.toFixed(12);
  return locale === 'de' ? text.replace('.', ',') : text;
}

/**
 * A coordinate as typed in either language: a decimal comma (52,52) or point (52.52), no grouping;
 * blank is none (null). Anything else is NaN, which the contract's rules name as not a number.
 */
export function parseCoordinate(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^[+-]?(\d+([.,]\d*)?|[.,]\d+)$/.test(trimmed) ? Number(trimmed.replace(',', '.')) : Number.NaN;
}
