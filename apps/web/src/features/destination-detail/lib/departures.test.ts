import { createI18n, departureId, type Departure, type Locale } from '@tgde/contracts';
import { compileCatalogues, germanMessages } from '@tgde/contracts/catalogues';
import { describe, expect, it } from 'vitest';
import { aDestination } from '../../../test/fixtures';
import {
  isPlainBooking,
  minimumGroupNote,
  nearestWithRoom,
  ticketsTotal,
  unavailableReason,
} from './departures';

const catalogues = compileCatalogues(germanMessages('web'));
function words(locale: Locale) {
  const i18n = createI18n(locale, catalogues[locale]);
  return { t: (text: string, values?: Record<string, unknown>) => i18n._(text, values), locale };
}
const en = words('en');
const de = words('de');

const ID = '3f1c2a4e-0000-4000-8000-000000000001';
const departure = (date: string, time: string, overrides: Partial<Departure> = {}): Departure => ({
  id: departureId(ID, date, time),
  date,
  time,
  capacity: 10,
  booked: 0,
  remaining: 10,
  status: 'open',
  minTravellers: null,
  ...overrides,
});

describe('unavailableReason', () => {
  // 2030-07-01 10:00 in Germany (summer time) is 08:00 UTC; with a 120-minute cutoff booking closed at 08:00.
  const closed = departure('2030-07-01', '10:00', { status: 'closed' });

  it('says when booking closed: its start less the cutoff, in German time', () => {
    const after = new Date('2030-07-01T07:00:00Z');
    expect(unavailableReason(closed, 120, en, after)).toBe('Booking closed at 08:00');
    expect(unavailableReason(closed, 120, de, after)).toBe('Buchung um 08:00 Uhr geschlossen');
    // A cutoff of a day closes it the day before.
    expect(unavailableReason(closed, 1440, en, after)).toBe('Booking closed on Sun, Jun 30 at 10:00');
  });

  it('names no time for a departure an admin closed before its cutoff', () => {
    expect(unavailableReason(closed, 120, en, new Date('2030-06-01T00:00:00Z'))).toBe('Booking closed');
  });

  it('says sold out and cancelled, and nothing for a departure with room', () => {
    const now = new Date('2030-06-01T00:00:00Z');
    expect(unavailableReason(departure('2030-07-01', '10:00', { remaining: 0 }), 120, en, now)).toBe(
      'Sold out',
    );
    expect(unavailableReason(departure('2030-07-01', '10:00', { status: 'cancelled' }), 120, de, now)).toBe(
      'Abgesagt',
    );
    expect(unavailableReason(departure('2030-07-01', '10:00'), 120, en, now)).toBeNull();
  });
});

describe('minimumGroupNote', () => {
  it('says from how many it runs and when that is decided (start less decideHours)', () => {
    const open = departure('2030-07-02', '14:00', { minTravellers: 4 });
    expect(minimumGroupNote(open, 24, en)).toBe('Runs from 4 travellers; decided on Mon, Jul 1 at 14:00.');
    expect(minimumGroupNote(open, 24, de)).toBe(
      'Findet ab 4 Reisenden statt; entschieden wird am Mo., 1. Juli um 14:00 Uhr.',
    );
    expect(minimumGroupNote({ ...open, status: 'guaranteed' }, 24, en)).toBeNull();
    expect(minimumGroupNote({ ...open, minTravellers: null }, 24, en)).toBeNull();
  });
});

describe('nearestWithRoom', () => {
  it('offers the departures with room for the party nearest in time, in order of their start', () => {
    const now = new Date('2030-06-01T00:00:00Z');
    const list = [
      departure('2030-07-01', '10:00'),
      departure('2030-07-01', '18:00', { remaining: 2 }),
      departure('2030-07-02', '10:00', { remaining: 0 }),
      departure('2030-07-02', '14:00'),
      departure('2030-07-02', '18:00', { status: 'closed' }),
      departure('2030-07-03', '10:00', { status: 'guaranteed', remaining: null }),
      departure('2030-07-05', '10:00'),
    ];
    const offers = nearestWithRoom(list, { date: '2030-07-02', time: '10:00' }, 3, {
      exclude: list[2]!.id,
      now,
    });
    expect(offers.map((offer) => `${offer.date} ${offer.time}`)).toEqual([
      '2030-07-01 10:00',
      '2030-07-02 14:00',
      '2030-07-03 10:00',
    ]);
  });
});

describe('ticketsTotal', () => {
  it('adds up the tickets in cents and counts the places they take', () => {
    const prices = [
      { category: 'adult' as const, cost: 19.99, places: 1 },
      { category: 'child' as const, cost: 9.99, places: 1 },
      { category: 'family' as const, cost: 49.5, places: 4 },
    ];
    expect(ticketsTotal(prices, { adult: 2, child: 1, family: 1 }, 10)).toEqual({
      cost: 99.47,
      places: 7,
      tickets: [
        { category: 'adult', count: 2 },
        { category: 'child', count: 1 },
        { category: 'family', count: 1 },
      ],
    });
    // A count being typed (empty, or out of range) counts as none.
    expect(ticketsTotal(prices, { adult: Number.NaN, child: 11 }, 10)).toEqual({
      cost: 0,
      places: 0,
      tickets: [],
    });
  });
});

describe('isPlainBooking', () => {
  it('is a destination with no start times, adult tickets only and no questions', () => {
    expect(isPlainBooking(aDestination())).toBe(true);
    expect(isPlainBooking(aDestination({ startTimes: [{ weekdays: [6], time: '10:00' }] }))).toBe(false);
    expect(
      isPlainBooking(
        aDestination({
          prices: [
            { category: 'adult', cost: 500, places: 1 },
            { category: 'child', cost: 250, places: 1 },
          ],
        }),
      ),
    ).toBe(false);
    expect(
      isPlainBooking(
        aDestination({ questions: [{ id: 'a', label: 'A?', kind: 'text', required: false, options: [] }] }),
      ),
    ).toBe(false);
  });
});
