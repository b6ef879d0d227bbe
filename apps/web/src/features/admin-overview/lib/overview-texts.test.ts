import { createI18n, STATS_DEFINITIONS, type Locale } from '@tgde/contracts';
import { compileCatalogues, germanMessages } from '@tgde/contracts/catalogues';
import { describe, expect, it } from 'vitest';

/*
 * The Overview's definitions come from packages/contracts and reach the page through `sentence()`,
 * which the catalogue test cannot see; and messages with an apostrophe must read as written (an
 * apostrophe can quote text in ICU messages).
 */
const german = germanMessages('web');
const catalogues = compileCatalogues(german);
const translate = (locale: Locale) => {
  const i18n = createI18n(locale, catalogues[locale]);
  return (text: string, values?: Record<string, unknown>) => i18n._(text, values);
};

describe('the Overview texts', () => {
  it('have a German text for each definition of a figure', () => {
    expect(Object.values(STATS_DEFINITIONS).filter((text) => !Object.hasOwn(german, text))).toEqual([]);
  });

  it('keep their apostrophes in English, and count in German', () => {
    const en = translate('en');
    const de = translate('de');
    const monthly =
      "Bar charts of the revenue and the paid bookings of each month, {period}: {bookings} bookings, {revenue} in all. The table below has each month's numbers.";
    expect(en(monthly, { period: 'June 2026 to May 2027', bookings: 1, revenue: '$80.00' })).toBe(
      "Bar charts of the revenue and the paid bookings of each month, June 2026 to May 2027: 1 bookings, $80.00 in all. The table below has each month's numbers.",
    );
    expect(de(monthly, { period: 'Juni 2026 bis Mai 2027', bookings: 1, revenue: '80,00 $' })).toContain(
      'insgesamt 1 Buchung und 80,00 $',
    );
    expect(
      en(
        "Money and places at a glance, counted in Germany's time. A booking counts in the month it was paid, cancelled or not, and its revenue is what it paid less what was refunded. Each chart has its numbers behind “Show as table”.",
      ),
    ).toContain("Germany's time");
  });
});
