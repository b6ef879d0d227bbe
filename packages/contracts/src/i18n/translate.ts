import { setupI18n, type I18n, type Messages } from '@lingui/core';
import type { Locale } from './locale';

/*
 * One catalogue for pages, server messages, mails and PDFs (Lingui, ICU messages). A message's id is
 * its English text, so the product's English sentences stay in the code as written and read as English
 * with no catalogue at all; packages/contracts/messages/de/*.json holds each one's German text.
 * Catalogues arrive compiled (the web's build and the server compile them once), so no ICU parser
 * ships to the browser.
 */

export type { I18n, Messages };

/** Values put into a message's `{placeholders}`. */
export type MessageValues = Record<string, unknown>;

type Compiled = ReturnType<Parameters<I18n['setMessagesCompiler']>[0]>;
type Token = Compiled extends (infer T)[] ? T : never;

/** The top-level parts of an ICU text: plain text and the insides of its `{…}` arguments. */
function argumentsOf(text: string): { literal: string; argument?: string }[] {
  const parts: { literal: string; argument?: string }[] = [];
  let depth = 0;
  let start = 0;
  let literal = '';
  for (let i = 0; i < text.length; i += 1) {
    if (text[i] === '{') {
      if (depth === 0) {
        literal += text.slice(start, i);
        start = i + 1;
      }
      depth += 1;
    } else if (text[i] === '}' && depth > 0) {
      depth -= 1;
      if (depth === 0) {
        parts.push({ literal, argument: text.slice(start, i) });
        literal = '';
        start = i + 1;
      }
    }
  }
  parts.push({ literal: literal + text.slice(start) });
  return parts;
}

/**
 * Compiles the ICU our English texts use (`{name}`, and `{n, plural|select, one {…} other {…}}`
 * with `#` for the number) into Lingui's tokens: an English text the page has no compiled entry
 * for (no catalogue loaded: a unit test, a function called without the page's `t`) still comes out
 * filled in, by Lingui itself.
 */
function compileEnglish(text: string, inPlural = false): Compiled {
  const tokens: Token[] = [];
  const literal = (part: string) => {
    if (!inPlural) return part && tokens.push(part);
    part.split('#').forEach((piece, i) => {
      if (i > 0) tokens.push('#');
      if (piece) tokens.push(piece);
    });
  };
  for (const { literal: plain, argument } of argumentsOf(text)) {
    literal(plain);
    if (argument === undefined) continue;
    const choice = /^\s*(\w+)\s*,\s*(plural|select)\s*,([\s\S]*)$/.exec(argument);
    if (!choice) {
      tokens.push([argument.trim()]);
      continue;
    }
    const [, name = '', kind = 'plural', branches = ''] = choice;
    const cases: Record<string, Compiled> = {};
    let key = '';
    for (const { literal: between, argument: branch } of argumentsOf(branches)) {
      key = between.trim() || key;
      if (branch !== undefined) cases[key] = compileEnglish(branch, kind === 'plural');
    }
    tokens.push([name, kind, cases] as unknown as Token);
  }
  return tokens;
}

/**
 * An I18n for one language. A text without a catalogue entry is its own English, compiled on the
 * spot (the English catalogue holds the compiled texts with placeholders for the pages that load it).
 */
export function createI18n(locale: Locale, messages: Messages): I18n {
  const i18n = setupI18n({ locale, messages: { [locale]: messages } });
  i18n.setMessagesCompiler((message) => compileEnglish(message));
  return i18n;
}

/*
 * Lingui decodes `\uXXXX` and `\xXX` in a finished message, the values put into it included. A
 * name, a destination or a subject that holds such characters as text must come out as it was typed
 * (and a `\u0000` turned into NUL cannot even be stored), so they are held back while Lingui works.
 */
const ESCAPES = /\\(?:u[0-9a-fA-F]{4}|x[0-9a-fA-F]{2})/g;
const HELD = /\uE000(\d+)\uE001/g;

function holdEscapes(text: string, held: string[]): string {
  return text.replace(ESCAPES, (escape) => `\uE000${held.push(escape) - 1}\uE001`);
}

const restore = (text: string, held: string[]) =>
  held.length === 0 ? text : text.replace(HELD, (_, index: string) => held[Number(index)] ?? '');

/** One of our texts in the I18n's language, its placeholders filled with `values` exactly as given. */
export function translateText(i18n: I18n, text: string, values?: MessageValues): string {
  if (!values) return i18n._(text);
  const held: string[] = [];
  const safe = Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value === 'string' ? holdEscapes(value, held) : value,
    ]),
  );
  return restore(i18n._(text, safe), held);
}

interface Template {
  pattern: RegExp;
  names: string[];
  id: string;
}

const templateCache = new WeakMap<I18n, Template[]>();

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The catalogue's ids with simple `{name}` placeholders, as patterns that match a filled-in text. */
function templatesOf(i18n: I18n, ids: readonly string[]): Template[] {
  let templates = templateCache.get(i18n);
  if (!templates) {
    templates = [];
    for (const id of ids) {
      if (!/\{\w+\}/.test(id) || /\{\w+,/.test(id)) continue;
      const names: string[] = [];
      const source = id
        .split(/(\{\w+\})/)
        .map((part) => {
          const name = /^\{(\w+)\}$/.exec(part)?.[1];
          if (!name) return escapeRegExp(part);
          names.push(name);
          return '(.+?)';
        })
        .join('');
      templates.push({ pattern: new RegExp(`^${source}$`, 's'), names, id });
    }
    templateCache.set(i18n, templates);
  }
  return templates;
}

/**
 * A finished English sentence (a zod rule's message, a refusal made with values already in it) in
 * the I18n's language: its own catalogue entry, or the entry whose `{placeholders}` it fills in.
 * A sentence the catalogue does not know stays English.
 */
export function translateSentence(i18n: I18n, text: string): string {
  const messages = i18n.messages;
  if (i18n.locale === 'en' || !text) return text;
  // A text of the catalogue as it stands (one may name an escape itself) has no values to hold.
  if (Object.hasOwn(messages, text)) return i18n._(text);
  for (const template of templatesOf(i18n, Object.keys(messages))) {
    const match = template.pattern.exec(text);
    if (!match) continue;
    const values = Object.fromEntries(template.names.map((name, i) => [name, match[i + 1]]));
    return translateText(i18n, template.id, values);
  }
  return text;
}
