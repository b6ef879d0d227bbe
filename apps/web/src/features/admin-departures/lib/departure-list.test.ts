import { describe, expect, it } from 'vitest';
import {
  departureTotals,
  departuresCsv,
  departuresFileName,
  departuresOf,
  refundOf,
  type DepartureBooking,
} from './departure-list';

const booking = (over: Partial<DepartureBooking>): DepartureBooking => ({
  _id: 'b1',
  bookingId: 'd1',
  date: '2026-07-01',
  userName: 'Anna Schmidt',
  userEmail: 'anna@example.com',
  phone: '+49 30 1234567',
  paid: true,
  status: 'paid',
  travellers: 2,
  cost: 160,
  departureId: 'd1_2026-07-01_day',
  time: null,
  ...over,
});

describe('departuresOf', () => {
  const bookings = [
    booking({ _id: 'b1', userName: 'Zoë Weber', travellers: 3 }),
    booking({ _id: 'b2', userName: 'Ärne Koch', status: 'unpaid', paid: false, phone: null }),
    booking({ _id: 'b3', status: 'cancelled', paid: false }),
    booking({ _id: 'b4', status: 'expired', paid: false }),
    booking({ _id: 'b5', bookingId: 'd2' }),
    booking({ _id: 'b6', date: '2026-07-02' }),
  ];

  it('lists the unpaid and paid parties of that destination and day, by name', () => {
    expect(departuresOf(bookings, 'd1', '2026-07-01')).toEqual([
      {
        bookingId: 'b2',
        departureId: 'd1_2026-07-01_day',
        time: null,
        name: 'Ärne Koch',
        email: 'anna@example.com',
        travellers: 2,
        phone: '',
        paid: false,
      },
      {
        bookingId: 'b1',
        departureId: 'd1_2026-07-01_day',
        time: null,
        name: 'Zoë Weber',
        email: 'anna@example.com',
        travellers: 3,
        phone: '+49 30 1234567',
        paid: true,
      },
    ]);
  });

  it('counts the travellers and those who have paid', () => {
    expect(departureTotals(departuresOf(bookings, 'd1', '2026-07-01'))).toEqual({ travellers: 5, paid: 3 });
    expect(departureTotals([])).toEqual({ travellers: 0, paid: 0 });
  });

  it('lists one departure of a day with start times, or all of them by start time', () => {
    const at = (time: string) => ({ time, departureId: `d1_2026-07-01_${time.replace(':', '')}` });
    const timed = [
      booking({ _id: 't1', userName: 'Anna', ...at('14:00') }),
      booking({ _id: 't2', userName: 'Bernd', ...at('10:00') }),
      booking({ _id: 't3', userName: 'Carla', ...at('14:00') }),
    ];
    expect(departuresOf(timed, 'd1', '2026-07-01').map((d) => d.bookingId)).toEqual(['t2', 't1', 't3']);
    expect(departuresOf(timed, 'd1', '2026-07-01', 'd1_2026-07-01_1400').map((d) => d.bookingId)).toEqual([
      't1',
      't3',
    ]);
  });
});

describe('refundOf', () => {
  it('adds up the paid bookings of that departure only: their cost and the people they are for', () => {
    const departure = 'd1_2026-07-01_1000';
    const bookings = [
      booking({ departureId: departure, travellers: 3, cost: 240.5 }),
      booking({ departureId: departure, travellers: 1, cost: 80.25 }),
      booking({ departureId: departure, status: 'unpaid', paid: false, cost: 999 }),
      booking({ departureId: departure, status: 'cancelled', paid: false, cost: 999 }),
      booking({ departureId: 'd1_2026-07-01_1400', cost: 999 }),
    ];
    expect(refundOf(bookings, departure)).toEqual({ people: 4, amount: 320.75, bookings: 2 });
    expect(refundOf([], departure)).toEqual({ people: 0, amount: 0, bookings: 0 });
  });
});

describe('departuresCsv', () => {
  it('writes a header and one quoted-where-needed row per party', () => {
    const list = departuresOf(
      [booking({ userName: 'Müller, Jürgen', userEmail: 'j@example.com', travellers: 4 })],
      'd1',
      '2026-07-01',
    );
    expect(departuresCsv(list)).toBe(
      'Name,Travellers,Phone,Email,Paid\r\n"Müller, Jürgen",4,+49 30 1234567,j@example.com,Paid\r\n',
    );
  });

  it("separates a German page's fields with semicolons, as German spreadsheet programs read them", () => {
    const list = departuresOf(
      [booking({ userName: 'Müller, Jürgen', userEmail: 'j@example.com', travellers: 4 })],
      'd1',
      '2026-07-01',
    );
    const german: Record<string, string> = { Travellers: 'Reisende', Phone: 'Telefon', Paid: 'Bezahlt' };
    expect(departuresCsv(list, (text) => german[text] ?? text, 'de')).toBe(
      'Name;Reisende;Telefon;Email;Bezahlt\r\nMüller, Jürgen;4;+49 30 1234567;j@example.com;Bezahlt\r\n',
    );
  });

  it('puts the start time first when several departures are listed together', () => {
    const list = departuresOf(
      [
        booking({
          userName: 'Ann',
          userEmail: 'a@example.com',
          time: '10:00',
          departureId: 'd1_2026-07-01_1000',
        }),
      ],
      'd1',
      '2026-07-01',
    );
    expect(departuresCsv(list, undefined, 'en', { withTimes: true })).toBe(
      'Starts,Name,Travellers,Phone,Email,Paid\r\n10:00,Ann,2,+49 30 1234567,a@example.com,Paid\r\n',
    );
  });
});

describe('departuresFileName', () => {
  it('names the destination and the day in plain letters', () => {
    expect(departuresFileName('Schloss Neuschwanstein', '2026-07-01')).toBe(
      'departures-schloss-neuschwanstein-2026-07-01.csv',
    );
    expect(departuresFileName('Köln & Düsseldorf', '2026-07-01')).toBe(
      'departures-koln-dusseldorf-2026-07-01.csv',
    );
    expect(departuresFileName('Großglockner', '2026-07-01')).toBe('departures-grossglockner-2026-07-01.csv');
    expect(departuresFileName('???', '2026-07-01')).toBe('departures-destination-2026-07-01.csv');
    expect(departuresFileName('Harz', '2026-07-01', '09:30')).toBe('departures-harz-2026-07-01-0930.csv');
  });
});
