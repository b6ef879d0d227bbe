import { describe, expect, it } from 'vitest';
import { documentTexts, includedVatCents, printable } from './booking-pdf';

describe('the VAT a price includes', () => {
  it('is amount × rate / (100 + rate), to the cent', () => {
    expect(includedVatCents(11_900, 19)).toBe(1_900);
    // $500.00 at 19 %: 7983.19… cents.
    expect(includedVatCents(50_000, 19)).toBe(7_983);
    // $1.00 at 19 %: 15.97 cents, rounded up.
    expect(includedVatCents(100, 19)).toBe(16);
    expect(includedVatCents(10_700, 7)).toBe(700);
    expect(includedVatCents(12_345, 0)).toBe(0);
  });

  it('of a credit note is its receipt’s, negated', () => {
    for (const cents of [1, 100, 50_000, 12_345, 99_999]) {
      expect(includedVatCents(-cents, 19)).toBe(-includedVatCents(cents, 19));
    }
  });

  it('leaves the net amount as the rest, so the lines add up to the total', () => {
    const vat = includedVatCents(50_000, 19);
    expect(documentTexts.money(50_000 - vat)).toBe('$420.17');
    expect(documentTexts.money(vat)).toBe('$79.83');
    expect(documentTexts.money(-50_000)).toBe('-$500');
    expect(documentTexts.rate(19)).toBe('19');
    expect(documentTexts.rate(7.7)).toBe('7.7');
  });
});

describe('printable', () => {
  it('keeps what the standard fonts draw and brings the rest into their character set', () => {
    expect(printable('Müller, Straße 1 – café € “quoted”')).toBe('Müller, Straße 1 – café € “quoted”');
    expect(printable('Łódź Świnoujście Đorđe')).toBe('Lódz Swinoujscie Dorde');
    expect(printable('東京 😀')).toBe('?? ?');
    expect(printable('two\nlines\tand tabs')).toBe('two lines and tabs');
  });
});
