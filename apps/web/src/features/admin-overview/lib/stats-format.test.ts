import { type AdminStats } from '@tgde/contracts';
import { describe, expect, it } from 'vitest';
import { dollarsTick, hasNoBookings, monthName, monthTick, percent } from './stats-format';

describe('the Overview figures', () => {
  it('names months for tables and axes', () => {
    expect(monthName('2026-06')).toBe('June 2026');
    expect(monthTick('2027-01')).toBe('Jan 27');
  });

  it('writes dollars short on an axis', () => {
    expect(dollarsTick(950)).toBe('$950');
    expect(dollarsTick(1250)).toBe('$1.3k');
    expect(percent(4.2)).toBe('4.2%');
    expect(percent(100)).toBe('100%');
  });

  it('writes months, money and shares the German way on German pages', () => {
    expect(monthName('2026-06', 'de-DE')).toBe('Juni 2026');
    expect(dollarsTick(950, 'de-DE')).toBe('950 $');
    expect(dollarsTick(1250, 'de-DE')).toBe('1,3 Tsd. $');
    expect(percent(4.2, 'de-DE')).toBe('4,2 %');
  });

  it('calls a period with no payment and no place taken empty', () => {
    const stats: AdminStats = {
      today: '2027-04-01',
      months: [{ month: '2027-04', bookings: 0, revenue: 0 }],
      occupancy: {
        from: '2027-04-01',
        to: '2027-04-30',
        fullest: [
          {
            destinationId: 'a',
            destinationName: 'Sylt',
            capacity: 4,
            placesTaken: 0,
            placesOffered: 120,
            percent: 0,
          },
        ],
        onOffer: 3,
        withLimit: 1,
        anyPlaceTaken: false,
      },
      topDestinations: [],
    };
    expect(hasNoBookings(stats)).toBe(true);
    expect(hasNoBookings({ ...stats, months: [{ month: '2027-04', bookings: 1, revenue: 5 }] })).toBe(false);
    // A place taken at a destination without a limit (in no chart row) counts too.
    expect(hasNoBookings({ ...stats, occupancy: { ...stats.occupancy, anyPlaceTaken: true } })).toBe(false);
  });
});
