import {
  createI18n,
  INTL_LOCALES,
  translateSentence,
  translateText,
  type I18n,
  type Locale,
  type MessageValues,
} from '@tgde/contracts';
import { createContext, useContext, type ReactNode } from 'react';

// Without a provider (a component's unit test), texts read as the English they are written in.
const I18nContext = createContext<I18n>(createI18n('en', {}));

/** The page's language for everything below it; main.tsx and entry-server.tsx put it around the app. */
export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nContext value={i18n}>{children}</I18nContext>;
}

export interface Translator {
  /** A text of ours in the page's language, its `{placeholders}` and ICU plurals filled from `values`. */
  t: (text: string, values?: MessageValues) => string;
  /**
   * A sentence made elsewhere (a field rule's message, a server answer's own words) in the page's
   * language when the catalogue knows it; the server already answers in the page's language.
   */
  sentence: (text: string) => string;
  locale: Locale;
  /** The BCP 47 tag for Intl: `en-US` or `de-DE`. */
  intlLocale: string;
  i18n: I18n;
}

/** The page's language and its texts. */
export function useT(): Translator {
  const i18n = useContext(I18nContext);
  const locale = i18n.locale as Locale;
  return {
    t: (text, values) => translateText(i18n, text, values),
    sentence: (text) => translateSentence(i18n, text),
    locale,
    intlLocale: INTL_LOCALES[locale],
    i18n,
  };
}
