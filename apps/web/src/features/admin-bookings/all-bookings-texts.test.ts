import { createI18n, type Locale } from '@tgde/contracts';
import { compileCatalogues, germanMessages } from '@tgde/contracts/catalogues';
import { describe, expect, it } from 'vitest';

/* An apostrophe can quote text in ICU messages: the trip's English must read exactly as before. */
const catalogues = compileCatalogues(germanMessages('web'));
const translate = (locale: Locale) => {
  const i18n = createI18n(locale, catalogues[locale]);
  return (text: string, values?: Record<string, unknown>) => i18n._(text, values);
};

describe('the All Bookings texts', () => {
  it('name a trip and count the matches in either language', () => {
    const trip = "{name}'s trip to {destination} on {date}";
    const values = { name: 'Ann Walker', destination: 'Goslar', date: 'Dec 24, 2026' };
    expect(translate('en')(trip, values)).toBe("Ann Walker's trip to Goslar on Dec 24, 2026");
    expect(translate('de')(trip, { ...values, date: '24.12.2026' })).toBe(
      'Reise von Ann Walker nach Goslar am 24.12.2026',
    );
    const matches = '{count, plural, one {# booking match} other {# bookings match}}';
    expect(translate('en')(matches, { count: 1 })).toBe('1 booking match');
    expect(translate('en')(matches, { count: 12 })).toBe('12 bookings match');
    expect(translate('de')(matches, { count: 12 })).toBe('12 passende Buchungen');
  });
});
