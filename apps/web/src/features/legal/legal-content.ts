import { operatorAddressLines, type Locale, type SiteInfo } from '@tgde/contracts';
import { type Translate } from '../../lib/translate';

/*
 * The shape of a legal page's text (imprint, privacy notice, booking terms): plain data, one module
 * per page (imprint-content.ts, …) that builds it from the server's settings (GET /api/site-info).
 * The page component only draws it, so another language is another module of the same shape,
 * with no markup to copy.
 */

/**
 * A run of text: words, or a link. `href` is one of our pages (`/terms`), `mailto:`, `tel:` or
 * another site's address.
 */
export type Inline = string | { text: string; href: string };

/** A line of text made of runs. */
export type Line = Inline[];

export type Block =
  | { kind: 'paragraph'; text: Line }
  /** A heading inside a section (h3). */
  | { kind: 'heading'; text: string }
  | { kind: 'list'; items: Line[] }
  /** Terms and their values (a definition list), each value one or more lines. */
  | { kind: 'details'; items: { term: string; lines: Line[] }[] };

export interface LegalSection {
  heading: string;
  blocks: Block[];
}

export interface LegalDocument {
  /** Paragraphs above the first section. */
  intro: Line[];
  sections: LegalSection[];
}

/** Everything a legal page says: its text, and what it says while that loads or fails. */
export interface LegalPageTexts {
  loading: string;
  failure: string;
  /**
   * The text, from the server's settings. `t` is the page's: the words the text quotes from other
   * pages (the labels of their buttons) come from the catalogue through it, as on those pages.
   */
  document: (info: SiteInfo, t: Translate) => LegalDocument;
}

export const paragraph = (...text: Inline[]): Block => ({ kind: 'paragraph', text });
export const heading = (text: string): Block => ({ kind: 'heading', text });
export const list = (...items: Line[]): Block => ({ kind: 'list', items });
export const details = (...items: { term: string; lines: Line[] }[]): Block => ({ kind: 'details', items });

export const link = (text: string, href: string): Inline => ({ text, href });
export const mail = (address: string): Inline => link(address, `mailto:${address}`);
/** A telephone number as written, dialled without its spaces and brackets. */
export const phone = (number: string): Inline => link(number, `tel:${number.replace(/[^\d+]/g, '')}`);

/** OPERATOR_ADDRESS's lines, its country in the page's language, as receipts print them. */
export function addressLines(address: string, locale: Locale): string[] {
  return operatorAddressLines(address, locale);
}
