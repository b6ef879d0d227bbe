import type { Locale } from './i18n/locale';

/*
 * CSV as RFC 4180 writes it, for files an operator opens in a spreadsheet: rows end with CRLF, and
 * a field holding the separator, a quote or a line break is quoted with its quotes doubled. The
 * dialect is the file's language: English files separate fields with commas and write decimal
 * points; German ones, as German spreadsheet programs open them without asking, semicolons and
 * decimal commas. The server's exports (GET /api/bookings.csv) and the web app's own downloads
 * write it with these functions, so both neutralise formulas alike.
 */

/** A cell's value; null and undefined are empty cells. */
export type CsvCell = string | number | boolean | null | undefined;

export interface CsvDialect {
  /** Between the fields of a row. */
  separator: ',' | ';';
  /** How numbers write their fraction: 2.5, or 2,5. */
  decimalMark: '.' | ',';
}

export const CSV_DIALECTS: Record<Locale, CsvDialect> = {
  en: { separator: ',', decimalMark: '.' },
  de: { separator: ';', decimalMark: ',' },
};

/**
 * What a CSV file starts with: the byte order mark, without which spreadsheet programs read UTF-8
 * as their own 8-bit code page and garble umlauts (Excel on Windows does, in any language).
 */
export const CSV_BYTE_ORDER_MARK = '\uFEFF';

/**
 * Text that a spreadsheet would run as a formula (=, +, -, @, or a tab or carriage return first)
 * gets a leading apostrophe, so that a traveller's name cannot carry a formula into the operator's
 * spreadsheet. A phone number such as "+49 30 1234567" and a negative number such as "-0,05" are
 * no formulas and are kept as written.
 */
function neutralized(text: string): string {
  if (!/^[=+\-@\t\r]/.test(text)) return text;
  if (/^\+[\d\s()./-]+$/.test(text)) return text;
  if (/^-\d+(?:[.,]\d+)?$/.test(text)) return text;
  return `'${text}`;
}

/** One field, quoted when it must be. */
export function csvField(value: CsvCell, dialect: CsvDialect = CSV_DIALECTS.en): string {
  if (value === null || value === undefined) return '';
  const text =
    typeof value === 'string'
      ? neutralized(value)
      : typeof value === 'number'
        ? String(value).replace('.', dialect.decimalMark)
        : String(value);
  const mustQuote = text.includes(dialect.separator) || /["\r\n]/.test(text);
  return mustQuote ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The rows as CSV text in `dialect` (English by default), each row ended by CRLF. */
export function toCsv(rows: readonly (readonly CsvCell[])[], dialect: CsvDialect = CSV_DIALECTS.en): string {
  return rows
    .map((row) => `${row.map((cell) => csvField(cell, dialect)).join(dialect.separator)}\r\n`)
    .join('');
}
