import { createI18n, type Locale } from '@tgde/contracts';
import { compileCatalogues, readGermanFiles } from '@tgde/contracts/catalogues';
import { describe, expect, it } from 'vitest';
import { bookableRangeOfMonth, calendarDays, chosenDayNote } from './calendar-days';

// The page's words in each language, from this feature's catalogue as the build compiles it.
const catalogues = compileCatalogues(readGermanFiles().get('web-catalogue.json') ?? {});
function words(locale: Locale) {
  const i18n = createI18n(locale, catalogues[locale]);
  return { t: (text: string, values?: Record<string, unknown>) => i18n._(text, values), locale };
}
const { t } = words('en');
const de = words('de');

const day = (date: string, remaining: number | null) => ({
  date,
  capacity: remaining === null ? null : 10,
  booked: remaining === null ? 3 : 10 - remaining,
  remaining,
});

describe('calendarDays', () => {
  const entries = [
    day('2026-07-01', null),
    day('2026-07-02', 0),
    day('2026-07-03', 2),
    day('2026-07-04', 5),
    day('2026-07-05', 6),
  ];

  it('makes sold-out days unavailable and says how many are left when few are', () => {
    expect(Object.fromEntries(calendarDays(entries, 1, t))).toEqual({
      '2026-07-02': { unavailable: true, note: 'sold out', badge: 'full' },
      '2026-07-03': { unavailable: false, note: '2 places left', badge: '2 left' },
      '2026-07-04': { unavailable: false, note: '5 places left', badge: '5 left' },
    });
  });

  it('makes days with too few places for the party unavailable too', () => {
    expect(calendarDays(entries, 3, t).get('2026-07-03')).toEqual({
      unavailable: true,
      note: '2 places left, not enough for 3',
      badge: '2 left',
    });
    expect(calendarDays(entries, 3, t).get('2026-07-04')?.unavailable).toBe(false);
  });

  it('says it in German on German pages', () => {
    expect(Object.fromEntries(calendarDays(entries, 3, de.t))).toEqual({
      '2026-07-02': { unavailable: true, note: 'ausgebucht', badge: 'voll' },
      '2026-07-03': { unavailable: true, note: 'noch 2 Plätze frei, zu wenige für 3', badge: '2 frei' },
      '2026-07-04': { unavailable: false, note: 'noch 5 Plätze frei', badge: '5 frei' },
    });
    expect(calendarDays([day('2026-07-03', 1)], 1, t).get('2026-07-03')?.note).toBe('1 place left');
    expect(calendarDays([day('2026-07-03', 1)], 1, de.t).get('2026-07-03')?.note).toBe('noch 1 Platz frei');
  });

  it('counts a party that cannot be booked as one', () => {
    expect(calendarDays(entries, Number.NaN, t).get('2026-07-03')?.unavailable).toBe(false);
  });
});

describe('bookableRangeOfMonth', () => {
  it('asks for the whole month, from today, up to the last bookable day', () => {
    expect(bookableRangeOfMonth('2026-07-01', '2026-06-15', '2028-06-15')).toEqual({
      from: '2026-07-01',
      to: '2026-07-31',
    });
    expect(bookableRangeOfMonth('2026-06-01', '2026-06-15', '2028-06-15')).toEqual({
      from: '2026-06-15',
      to: '2026-06-30',
    });
    expect(bookableRangeOfMonth('2028-02-01', '2026-06-15', '2028-02-10')).toEqual({
      from: '2028-02-01',
      to: '2028-02-10',
    });
    expect(bookableRangeOfMonth('2026-02-01', '2026-01-01', '2027-01-01')?.to).toBe('2026-02-28');
    expect(bookableRangeOfMonth('2026-05-01', '2026-06-15', '2028-06-15')).toBeNull();
  });
});

describe('chosenDayNote', () => {
  const entries = [day('2026-07-02', 0), day('2026-07-03', 2), day('2026-07-05', 9), day('2026-07-06', null)];

  it('says what is left on the chosen day when it matters', () => {
    expect(chosenDayNote(entries, '2026-07-02', 1, t)).toBe('That day is sold out: choose another day.');
    expect(chosenDayNote(entries, '2026-07-03', 1, t)).toBe('2 places left that day.');
    expect(chosenDayNote(entries, '2026-07-03', 4, t)).toBe(
      'Only 2 places left that day: book for fewer travellers or choose another day.',
    );
    expect(chosenDayNote(entries, '2026-07-05', 1, t)).toBeNull();
    expect(chosenDayNote(entries, '2026-07-06', 1, t)).toBeNull();
    expect(chosenDayNote(undefined, '2026-07-03', 1, t)).toBeNull();
  });

  it('says it in German on German pages', () => {
    expect(chosenDayNote(entries, '2026-07-03', 1, de.t)).toBe('An diesem Tag sind noch 2 Plätze frei.');
    expect(chosenDayNote([day('2026-07-03', 1)], '2026-07-03', 1, de.t)).toBe(
      'An diesem Tag ist noch 1 Platz frei.',
    );
    expect(chosenDayNote(entries, '2026-07-03', 4, de.t)).toBe(
      'An diesem Tag sind nur noch 2 Plätze frei: Buchen Sie für weniger Reisende oder wählen Sie einen anderen Tag.',
    );
  });
});
