import { describe, expect, it } from 'vitest';
import { bookableRangeOfMonth, calendarDays, chosenDayNote } from './calendar-days';

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
    expect(Object.fromEntries(calendarDays(entries, 1))).toEqual({
      '2026-07-02': { unavailable: true, note: 'sold out', badge: 'full' },
      '2026-07-03': { unavailable: false, note: '2 places left', badge: '2 left' },
      '2026-07-04': { unavailable: false, note: '5 places left', badge: '5 left' },
    });
  });

  it('makes days with too few places for the party unavailable too', () => {
    expect(calendarDays(entries, 3).get('2026-07-03')).toEqual({
      unavailable: true,
      note: '2 places left, not enough for 3',
      badge: '2 left',
    });
    expect(calendarDays(entries, 3).get('2026-07-04')?.unavailable).toBe(false);
  });

  it('counts a party that cannot be booked as one', () => {
    expect(calendarDays(entries, Number.NaN).get('2026-07-03')?.unavailable).toBe(false);
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
    expect(chosenDayNote(entries, '2026-07-02', 1)).toBe('That day is sold out: choose another day.');
    expect(chosenDayNote(entries, '2026-07-03', 1)).toBe('2 places left that day.');
    expect(chosenDayNote(entries, '2026-07-03', 4)).toBe(
      'Only 2 places left that day: book for fewer travellers or choose another day.',
    );
    expect(chosenDayNote(entries, '2026-07-05', 1)).toBeNull();
    expect(chosenDayNote(entries, '2026-07-06', 1)).toBeNull();
    expect(chosenDayNote(undefined, '2026-07-03', 1)).toBeNull();
  });
});
