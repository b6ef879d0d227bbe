import { describe, expect, it } from 'vitest';
import { CSV_DIALECTS, csvField, toCsv } from './csv';

describe('toCsv', () => {
  it('writes plain fields as they are, rows ended by CRLF', () => {
    expect(
      toCsv([
        ['Name', 'Travellers'],
        ['Anna Schmidt', 2],
      ]),
    ).toBe('Name,Travellers\r\nAnna Schmidt,2\r\n');
  });

  it('quotes fields with commas, quotes and line breaks, doubling the quotes', () => {
    expect(csvField('Müller, Jürgen')).toBe('"Müller, Jürgen"');
    expect(csvField('Hans "Hansi" Meier')).toBe('"Hans ""Hansi"" Meier"');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\r')).toBe('"cr\r"');
  });

  it('writes empty cells for null and undefined, and numbers and booleans as text', () => {
    expect(toCsv([[null, undefined, 0, false]])).toBe(',,0,false\r\n');
  });

  it('keeps a spreadsheet from running a formula, but keeps phone numbers as typed', () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('-2+3')).toBe("'-2+3");
    expect(csvField('+49 30 1234567')).toBe('+49 30 1234567');
    expect(csvField('+49 (0)30/123-4567')).toBe('+49 (0)30/123-4567');
    expect(csvField('+1+cmd')).toBe("'+1+cmd");
  });

  it('writes nothing for no rows', () => {
    expect(toCsv([])).toBe('');
  });
});

describe('toCsv in German', () => {
  const de = CSV_DIALECTS.de;

  it('separates fields with semicolons and writes decimal commas', () => {
    expect(
      toCsv(
        [
          ['Name', 'Betrag'],
          ['Anna Schmidt', 59.97],
          ['Bob', 500],
        ],
        de,
      ),
    ).toBe('Name;Betrag\r\nAnna Schmidt;59,97\r\nBob;500\r\n');
  });

  it('quotes fields with semicolons, and leaves commas as they are', () => {
    expect(csvField('Müller; Jürgen', de)).toBe('"Müller; Jürgen"');
    expect(csvField('Müller, Jürgen', de)).toBe('Müller, Jürgen');
    expect(csvField('59,97', de)).toBe('59,97');
    expect(csvField('Hans "Hansi" Meier', de)).toBe('"Hans ""Hansi"" Meier"');
  });

  it('keeps formulas from running, but not negative amounts', () => {
    expect(csvField('=1+1', de)).toBe("'=1+1");
    expect(csvField('-0,05', de)).toBe('-0,05');
    expect(csvField('-0.05')).toBe('-0.05');
    expect(csvField('-1,5+cmd', de)).toBe("'-1,5+cmd");
  });
});
