import { createI18n, type Locale } from '@tgde/contracts';
import { compileCatalogues, germanMessages } from '@tgde/contracts/catalogues';
import { describe, expect, it } from 'vitest';
import { statsFigures } from './stats-figures';

const catalogues = compileCatalogues(germanMessages('web'));
const wordsIn = (locale: Locale) => {
  const i18n = createI18n(locale, catalogues[locale]);
  return {
    t: (text: string, values?: Record<string, unknown>) => i18n._(text, values),
    intlLocale: locale === 'de' ? 'de-DE' : 'en-US',
  };
};

const stats = { travellers: 5600, trips: 1234, rating: { average: 4.6, reviews: 12 } };

describe("the home page's figures", () => {
  it('show the counts and the rating the server answered, as each language writes numbers', () => {
    expect(statsFigures(stats, wordsIn('en'))).toEqual([
      { title: 'Total Travelers', value: '5,600', detail: 'on the paid trips booked with us' },
      { title: 'Booked Trips', value: '1,234', detail: 'paid bookings, past and coming' },
      { title: 'Average Rating', value: '4.6 of 5', detail: 'from 12 reviews' },
    ]);
    expect(statsFigures(stats, wordsIn('de')).map(({ value, detail }) => [value, detail])).toEqual([
      ['5.600', 'auf den bei uns gebuchten und bezahlten Reisen'],
      ['1.234', 'bezahlte Buchungen, vergangene und kommende'],
      ['4,6 von 5', 'aus 12 Bewertungen'],
    ]);
  });

  it('claim no rating before the first review, and one review is singular', () => {
    const none = { travellers: 0, trips: 0, rating: { average: null, reviews: 0 } };
    expect(statsFigures(none, wordsIn('en')).map((figure) => figure.value)).toEqual(['0', '0', '–']);
    expect(statsFigures(none, wordsIn('de'))[2]?.detail).toBe('Noch keine Bewertungen');
    const one = { travellers: 2, trips: 1, rating: { average: 4, reviews: 1 } };
    expect(statsFigures(one, wordsIn('en'))[2]).toMatchObject({ value: '4.0 of 5', detail: 'from 1 review' });
  });

  it('show dashes, never invented figures, while the figures are not there', () => {
    expect(statsFigures(undefined, wordsIn('en')).map((figure) => figure.value)).toEqual(['–', '–', '–']);
  });
});
