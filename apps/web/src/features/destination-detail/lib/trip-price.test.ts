import { createI18n, type Locale } from '@tgde/contracts';
import { compileCatalogues, readGermanFiles } from '@tgde/contracts/catalogues';
import { describe, expect, it } from 'vitest';
import { tripPrice, tripPriceText, validTravellers } from './trip-price';

// The page's words in each language, from this feature's catalogue as the build compiles it.
const catalogues = compileCatalogues(readGermanFiles().get('web-catalogue.json') ?? {});
function words(locale: Locale) {
  const i18n = createI18n(locale, catalogues[locale]);
  return { t: (text: string, values?: Record<string, unknown>) => i18n._(text, values), locale };
}
const en = words('en');
const de = words('de');

describe('tripPrice', () => {
  it("is the destination's price times the travellers, to the cent", () => {
    expect(tripPrice(500, 3)).toBe(1500);
    expect(tripPrice(19.99, 3)).toBe(59.97);
    expect(tripPrice(0.1, 3)).toBe(0.3);
    expect(tripPrice(33.33, 10)).toBe(333.3);
  });
});

describe('tripPriceText', () => {
  it('names the total and the price each', () => {
    expect(tripPriceText(500, 1, en)).toBe('$500 for 1 traveller');
    expect(tripPriceText(1250, 4, en)).toBe('$5,000 for 4 travellers ($1,250 each)');
  });

  it('shows prices with cents exactly: 3 × $19.99 is $59.97, as the booking is charged', () => {
    expect(tripPriceText(19.99, 3, en)).toBe('$59.97 for 3 travellers ($19.99 each)');
    expect(tripPriceText(19.99, 1, en)).toBe('$19.99 for 1 traveller');
    expect(tripPriceText(19.99, 3, de)).toBe('59,97 $ für 3 Personen (je 19,99 $)');
  });

  it('gives the price for one while the number cannot be booked', () => {
    expect(tripPriceText(500, Number.NaN, en)).toBe('$500 a traveller');
    expect(tripPriceText(500, 0, en)).toBe('$500 a traveller');
    expect(tripPriceText(500, 11, en)).toBe('$500 a traveller');
    expect(tripPriceText(500, 2.5, en)).toBe('$500 a traveller');
  });
});

describe('tripPriceText on German pages', () => {
  it('says the same in German, with German prices', () => {
    expect(tripPriceText(500, 1, de)).toBe('500 $ für 1 Person');
    expect(tripPriceText(1250, 4, de)).toBe('5.000 $ für 4 Personen (je 1.250 $)');
    expect(tripPriceText(500, 0, de)).toBe('500 $ pro Person');
  });
});

describe('validTravellers', () => {
  it('accepts 1 to 10', () => {
    expect(validTravellers(1)).toBe(1);
    expect(validTravellers(10)).toBe(10);
    expect(validTravellers(11)).toBeNull();
  });
});
