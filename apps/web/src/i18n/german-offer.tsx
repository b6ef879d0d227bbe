import {
  cookieValue,
  LANGUAGE_COOKIE,
  localeFromAcceptLanguage,
  localizedPath,
  type Locale,
} from '@tgde/contracts';
import { useState } from 'react';
import { LineIcon } from '../components/ui/line-icon';
import { useLocation } from '../lib/router';
import { useHydrated } from '../lib/use-hydrated';
import { useT } from './i18n-context';
import { rememberLanguage } from './language-link';

/** What the offer is decided from: the page's language and what the browser says of the visitor. */
export interface OfferFacts {
  locale: Locale;
  /** document.cookie: holds the language cookie once the visitor chose a language (or dismissed the offer). */
  cookie: string;
  /** navigator.languages, most preferred first. */
  languages: readonly string[];
}

/**
 * An English page offers its German twin to a visitor whose browser prefers German to English (the
 * first of its languages that we speak is German) and who has not chosen a language here before.
 */
export function offersGerman({ locale, cookie, languages }: OfferFacts): boolean {
  if (locale !== 'en' || languages.length === 0) return false;
  const chosen = cookieValue(cookie, LANGUAGE_COOKIE) !== undefined;
  return !chosen && localeFromAcceptLanguage(languages.join(',')) === 'de';
}

/**
 * "Diese Seite gibt es auch auf Deutsch": one line, in German, linking to the same page in German.
 * No redirect: the English address stays. It appears only once the app runs in the browser (the
 * server's render, shared by every visitor, never has it), fixed at the bottom of the window so
 * nothing on the page moves. Following the link chooses German, as the navbar's link does; closing
 * it chooses English (the language cookie), so it is not offered again.
 */
export function GermanOffer() {
  const { locale } = useT();
  const { pathname, search } = useLocation();
  const hydrated = useHydrated();
  const [closed, setClosed] = useState(false);
  if (!hydrated || closed) return null;
  const facts = { locale, cookie: document.cookie, languages: navigator.languages ?? [navigator.language] };
  if (!offersGerman(facts)) return null;
  return (
    <GermanOfferLine href={localizedPath(`${pathname}${search}`, 'de')} onClose={() => setClosed(true)} />
  );
}

/**
 * The line itself: a link and a labelled close button, in German whatever the page's language (it
 * speaks to a German reader; an English page has only the English catalogue at hand).
 */
export function GermanOfferLine({ href, onClose }: { href: string; onClose: () => void }) {
  return (
    <aside
      lang="de"
      aria-label="Sprache"
      className="fixed inset-x-0 bottom-4 z-40 flex justify-center px-4 print:hidden"
    >
      <div className="flex max-w-xl items-center gap-2 rounded-box bg-base-100 py-2 pr-2 pl-4 shadow-lg ring-1 ring-base-300">
        <a
          href={href}
          hrefLang="de"
          className="link font-medium link-primary"
          onClick={() => rememberLanguage('de')}
        >
          Diese Seite gibt es auch auf Deutsch
        </a>
        <button
          type="button"
          aria-label="Hinweis schließen"
          title="Hinweis schließen"
          className="btn btn-circle btn-ghost btn-sm"
          onClick={() => {
            rememberLanguage('en');
            onClose();
          }}
        >
          <LineIcon name="close" size={18} />
        </button>
      </div>
    </aside>
  );
}
