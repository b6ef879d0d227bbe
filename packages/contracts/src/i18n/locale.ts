import { pages, type PageDefinition } from '../pages';

/*
 * The two languages and their addresses. English pages keep the product's first paths; German ones live
 * under /de, and the legal pages carry the German words a German reader looks for.
 */

export const LOCALES = ['en', 'de'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** What a language is called in itself: the navbar's link to it. */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', de: 'Deutsch' };

/** BCP 47 tags for Intl (dates, numbers, money) and for `<html lang>`. */
export const INTL_LOCALES: Record<Locale, string> = { en: 'en-US', de: 'de-DE' };

/** The address prefix of German pages (the router's basename). */
export const GERMAN_PREFIX = '/de';

/** The cookie that remembers the visitor's choice of language (strictly necessary: no consent asked). */
export const LANGUAGE_COOKIE = 'lang';

/** Pages whose German address is a German word (the page table's `germanPath`). */
const GERMAN_SLUGS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.values(pages as Record<string, PageDefinition>).flatMap(({ path, germanPath }) =>
    germanPath ? [[path, germanPath]] : [],
  ),
);
const ENGLISH_SLUGS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(GERMAN_SLUGS).map(([english, german]) => [german, english]),
);

export function isLocale(value: unknown): value is Locale {
  return value === 'en' || value === 'de';
}

/**
 * The language of an address and the page it shows in English terms: `/de/impressum` is the German
 * `/imprint`, `/de` the German `/`. Any other address is English.
 */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const match = /^\/de(?=\/|$)/i.exec(pathname);
  if (!match) return { locale: 'en', path: pathname };
  const rest = pathname.slice(match[0].length) || '/';
  const trimmed = rest.length > 1 ? rest.replace(/\/+$/, '') : rest;
  return { locale: 'de', path: ENGLISH_SLUGS[trimmed.toLowerCase()] ?? rest };
}

/** The address of `path` (an English page address) inside a language's app: the router's own path. */
export function routerPath(path: string, locale: Locale): string {
  return locale === 'de' ? (GERMAN_SLUGS[path] ?? path) : path;
}

/** The full address of `path` (an English page address, with any query) in `locale`. */
export function localizedPath(path: string, locale: Locale): string {
  if (locale === 'en') return path;
  const queryAt = path.search(/[?#]/);
  const pathname = queryAt < 0 ? path : path.slice(0, queryAt);
  const rest = queryAt < 0 ? '' : path.slice(queryAt);
  const local = routerPath(pathname, locale);
  return `${GERMAN_PREFIX}${local === '/' ? '' : local}${rest}`;
}

/**
 * The language an API caller asks for: `de` when the first language of `Accept-Language` that we
 * speak is German (`de`, `de-AT`, …), else English. Weights (`q=`) order the list as RFC 9110 says.
 */
export function localeFromAcceptLanguage(header: string | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const primary = tag.split('-')[0];
    if (isLocale(primary)) return primary;
  }
  return DEFAULT_LOCALE;
}
