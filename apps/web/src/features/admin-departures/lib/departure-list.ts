import { CSV_DIALECTS, toCsv, type Booking, type Locale } from '@tgde/contracts';

/** One party on a departure: who, how many, how to reach them, and whether they have paid. */
export interface Departure {
  bookingId: string;
  name: string;
  email: string;
  travellers: number;
  phone: string;
  paid: boolean;
}

/** The booking fields a departure list reads. */
export type DepartureBooking = Pick<
  Booking,
  '_id' | 'bookingId' | 'date' | 'userName' | 'userEmail' | 'phone' | 'paid' | 'status' | 'travellers'
>;

/**
 * The parties that come to `destinationId` on `date` (ISO): unpaid and paid bookings hold their
 * places, cancelled and expired ones do not come. Sorted by name, as a guide reads a list out.
 */
export function departuresOf(
  bookings: readonly DepartureBooking[],
  destinationId: string,
  date: string,
): Departure[] {
  return bookings
    .filter(
      (b) =>
        b.bookingId === destinationId && b.date === date && (b.status === 'unpaid' || b.status === 'paid'),
    )
    .map((b) => ({
      bookingId: b._id,
      name: b.userName,
      email: b.userEmail,
      travellers: b.travellers,
      phone: b.phone ?? '',
      paid: b.status === 'paid',
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'de') || a.bookingId.localeCompare(b.bookingId));
}

/** How many people come, and how many of them have paid. */
export function departureTotals(departures: readonly Departure[]): { travellers: number; paid: number } {
  let travellers = 0;
  let paid = 0;
  for (const departure of departures) {
    travellers += departure.travellers;
    if (departure.paid) paid += departure.travellers;
  }
  return { travellers, paid };
}

/**
 * The list as CSV, with the columns the page shows, in the page's language (`t`, `locale`): a
 * German page's file is separated by semicolons, as German spreadsheet programs open it.
 */
export function departuresCsv(
  departures: readonly Departure[],
  t: (text: string) => string = (text) => text,
  locale: Locale = 'en',
): string {
  const paid = t('Paid');
  const notPaid = t('Not paid');
  return toCsv(
    [
      [t('Name'), t('Travellers'), t('Phone'), t('Email'), paid],
      ...departures.map((d) => [d.name, d.travellers, d.phone, d.email, d.paid ? paid : notPaid]),
    ],
    CSV_DIALECTS[locale],
  );
}

/** A file name for the list: `departures-hamburg-harbour-2026-07-01.csv`. */
export function departuresFileName(destinationName: string, date: string): string {
  const slug = destinationName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `departures-${slug || 'destination'}-${date}.csv`;
}
