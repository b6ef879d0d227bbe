import { describe, expect, it } from 'vitest';
import {
  departureTotals,
  departuresCsv,
  departuresFileName,
  departuresOf,
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
        name: 'Ärne Koch',
        email: 'anna@example.com',
        travellers: 2,
        phone: '',
        paid: false,
      },
      {
        bookingId: 'b1',
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
  });
});
