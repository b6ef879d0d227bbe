import { createI18n, translateSentence, type I18n, type Locale, type MessageValues } from '@tgde/contracts';
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

/*
 * Lingui decodes `\uXXXX` and `\xXX` in a finished message, the values put into it included. A name,
 * a destination or a subject that holds such characters as text must come out as it was typed (and
 * a `\u0000` turned into NUL cannot even be stored), so they are held back while Lingui works.
 */
const ESCAPES = /\\(?:u[0-9a-fA-F]{4}|x[0-9a-fA-F]{2})/g;
const HELD = /\uE000(\d+)\uE001/g;

function holdEscapes(text: string, held: string[]): string {
  return text.replace(ESCAPES, (escape) => `\uE000${held.push(escape) - 1}\uE001`);
}

const restore = (text: string, held: string[]) =>
  held.length === 0 ? text : text.replace(HELD, (_, index: string) => held[Number(index)] ?? '');

/** One of our texts in `locale`, with its placeholders filled in. */
export function translate(locale: Locale, text: string, values?: MessageValues): string {
  if (!values) return serverI18n[locale]._(text);
  const held: string[] = [];
  const safe = Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value === 'string' ? holdEscapes(value, held) : value,
    ]),
  );
  return restore(serverI18n[locale]._(text, safe), held);
}

/** A finished English sentence (a refusal, a field rule's message) in `locale`. */
export function translateFinished(locale: Locale, text: string): string {
  const i18n = serverI18n[locale];
  // A text of the catalogue as it stands (one may name an escape itself) has no values to hold.
  if (Object.hasOwn(i18n.messages, text)) return translateSentence(i18n, text);
  const held: string[] = [];
  return restore(translateSentence(i18n, holdEscapes(text, held)), held);
}
