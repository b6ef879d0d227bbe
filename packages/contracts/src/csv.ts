/*
 * CSV as RFC 4180 writes it, for files an operator opens in a spreadsheet: fields are separated by
 * commas, rows end with CRLF, and a field holding a comma, a quote or a line break is quoted with
 * its quotes doubled. The server's exports (GET /api/bookings.csv) and the web app's own downloads
 * write it with these functions, so both neutralise formulas alike.
 */

/** A cell's value; null and undefined are empty cells. */
export type CsvCell = string | number | boolean | null | undefined;

/**
 * Text that a spreadsheet would run as a formula (=, +, -, @, or a tab or carriage return first)
 * gets a leading apostrophe, so that a traveller's name cannot carry a formula into the operator's
 * spreadsheet. A phone number such as "+49 30 1234567" is no formula and is kept as typed.
 */
function neutralized(text: string): string {
  if (!/^[=+\-@\t\r]/.test(text)) return text;
  if (/^\+[\d\s()./-]+$/.test(text)) return text;
  return `'${text}`;
}

/** One field, quoted when it must be. */
export function csvField(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'string' ? neutralized(value) : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The rows as CSV text, each row ended by CRLF. */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return rows.map((row) => `${row.map(csvField).join(',')}\r\n`).join('');
}
