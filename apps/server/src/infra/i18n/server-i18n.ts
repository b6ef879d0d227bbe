import {
  createI18n,
  translateSentence,
  translateText,
  type I18n,
  type Locale,
  type MessageValues,
} from '@tgde/contracts';
import { compileCatalogues, germanMessages } from '@tgde/contracts/catalogues';

/*
 * The server's catalogues (the `server-*` and `shared-*` files of packages/contracts/messages/de),
 * compiled once at start: API answers, mails, PDFs and the pages' head tags.
 */
const compiled = compileCatalogues(germanMessages('server'));

export const serverI18n: Record<Locale, I18n> = {
  en: createI18n('en', compiled.en),
  de: createI18n('de', compiled.de),
};

/** One of our texts in `locale`, with its placeholders filled in. */
export function translate(locale: Locale, text: string, values?: MessageValues): string {
  return translateText(serverI18n[locale], text, values);
}

/** A finished English sentence (a refusal, a field rule's message) in `locale`. */
export function translateFinished(locale: Locale, text: string): string {
  return translateSentence(serverI18n[locale], text);
}
