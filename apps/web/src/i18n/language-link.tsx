import {
  GERMAN_PREFIX,
  LANGUAGE_COOKIE,
  LANGUAGE_NAMES,
  localizedPath,
  routerPath,
  splitLocale,
  type Locale,
} from '@tgde/contracts';
import { useLocation } from '../lib/router';
import { useT } from './i18n-context';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Remembers the visitor's language: the server sends a German visitor from an English address to the German one. */
export function rememberLanguage(locale: Locale): void {
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
}

/** An address inside the page's language (the router's own): `/terms` is `/agb` on German pages. */
export function useLocalPath(): (path: string) => string {
  const { locale } = useT();
  return (path) => routerPath(path, locale);
}

/**
 * The navbar's link to the same page, with its search, in the other language. A full page load:
 * the other language's page comes rendered by the server in that language.
 */
export function LanguageLink({ className }: { className?: string }) {
  const { locale } = useT();
  const { pathname, search } = useLocation();
  const other: Locale = locale === 'de' ? 'en' : 'de';
  const english = locale === 'de' ? splitLocale(`${GERMAN_PREFIX}${pathname}`).path : pathname;
  return (
    <a
      href={localizedPath(`${english}${search}`, other)}
      hrefLang={other}
      lang={other}
      className={className}
      onClick={() => rememberLanguage(other)}
    >
      {LANGUAGE_NAMES[other]}
    </a>
  );
}
