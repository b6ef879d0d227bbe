import { describe, expect, it } from 'vitest';
import { formatMoney, formatMoneyCents } from './money-format';

describe('formatMoneyCents', () => {
  it('keeps whole amounts whole and writes cents with two decimals', () => {
    expect(formatMoneyCents(500_00)).toBe('$500');
    expect(formatMoneyCents(19_99)).toBe('$19.99');
    expect(formatMoneyCents(19_50)).toBe('$19.50');
    expect(formatMoneyCents(5)).toBe('$0.05');
    expect(formatMoneyCents(0)).toBe('$0');
  });

  it('writes German amounts with a decimal comma and the sign after them', () => {
    expect(formatMoneyCents(500_00, 'de')).toBe('500 $');
    expect(formatMoneyCents(19_99, 'de')).toBe('19,99 $');
    expect(formatMoneyCents(0, 'de')).toBe('0 $');
  });

  it('groups thousands as each language does, up to large amounts', () => {
    expect(formatMoneyCents(1_250_00)).toBe('$1,250');
    expect(formatMoneyCents(1_250_00, 'de')).toBe('1.250 $');
    expect(formatMoneyCents(1_234_567_89)).toBe('$1,234,567.89');
    expect(formatMoneyCents(1_234_567_89, 'de')).toBe('1.234.567,89 $');
    expect(formatMoneyCents(9_007_199_254_740_99)).toBe('$9,007,199,254,740.99');
  });

  it('groups whole units exactly as Intl does in both languages', () => {
    const samples = [0, 7, 999, 1_000, 9_999, 10_000, 123_456, 1_000_000, 12_345_678, 90_071_992_547_409];
    for (const units of samples) {
      expect(formatMoneyCents(units * 100, 'en')).toBe(`$${new Intl.NumberFormat('en-US').format(units)}`);
      expect(formatMoneyCents(units * 100, 'de')).toBe(`${new Intl.NumberFormat('de-DE').format(units)} $`);
    }
  });

  it('puts the minus first: a credit note writes what it gives back as negative', () => {
    expect(formatMoneyCents(-59_97)).toBe('-$59.97');
    expect(formatMoneyCents(-500_00)).toBe('-$500');
    expect(formatMoneyCents(-59_97, 'de')).toBe('-59,97 $');
  });

  it('writes a bare number for files: no sign, no thousands separators', () => {
    expect(formatMoneyCents(1_250_00, 'en', { plain: true })).toBe('1250');
    expect(formatMoneyCents(1_259_97, 'en', { plain: true })).toBe('1259.97');
    expect(formatMoneyCents(1_259_97, 'de', { plain: true })).toBe('1259,97');
    expect(formatMoneyCents(-5, 'de', { plain: true })).toBe('-0,05');
  });

  it('never prints NaN', () => {
    expect(formatMoneyCents(Number.NaN)).toBe('$0');
  });
});

describe('formatMoney', () => {
  it('writes dollars as the API gives them, to the cent', () => {
    expect(formatMoney(19.99)).toBe('$19.99');
    expect(formatMoney(59.97, 'de')).toBe('59,97 $');
    expect(formatMoney(1250)).toBe('$1,250');
    expect(formatMoney(0.1 + 0.2)).toBe('$0.30');
    expect(formatMoney(Number.POSITIVE_INFINITY)).toBe('$0');
  });
});
