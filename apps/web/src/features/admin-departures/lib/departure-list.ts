import {
  centsToDollars,
  CSV_DIALECTS,
  dollarsToCents,
  toCsv,
  type Booking,
  type Locale,
} from '@tgde/contracts';

/** One party on a departure: who, how many, how to reach them, and whether they have paid. */
export interface Departure {
  bookingId: string;
  /** The departure booked (GET /api/destination/{id}/departures), and its start time (null: all day). */
  departureId: string;
  time: string | null;
  name: string;
  email: string;
  travellers: number;
  phone: string;
  paid: boolean;
}

/** The booking fields a departure list reads. */
export type DepartureBooking = Pick<
  Booking,
  | '_id'
  | 'bookingId'
  | 'date'
  | 'userName'
  | 'userEmail'
  | 'phone'
  | 'paid'
  | 'status'
  | 'travellers'
  | 'cost'
  | 'departureId'
  | 'time'
>;

/**
 * The parties that come to `destinationId` on `date` (ISO), on one departure when `departureId` is
 * given: unpaid and paid bookings hold their places, cancelled and expired ones do not come. Sorted
 * by start time, then by name, as a guide reads a list out.
 */
export function departuresOf(
  bookings: readonly DepartureBooking[],
  destinationId: string,
  date: string,
  departureId?: string,
): Departure[] {
  return bookings
    .filter(
      (b) =>
        b.bookingId === destinationId &&
        b.date === date &&
        (departureId === undefined || b.departureId === departureId) &&
        (b.status === 'unpaid' || b.status === 'paid'),
    )
    .map((b) => ({
      bookingId: b._id,
      departureId: b.departureId,
      time: b.time,
      name: b.userName,
      email: b.userEmail,
      travellers: b.travellers,
      phone: b.phone ?? '',
      paid: b.status === 'paid',
    }))
    .sort(
      (a, b) =>
        (a.time ?? '').localeCompare(b.time ?? '') ||
        a.name.localeCompare(b.name, 'de') ||
        a.bookingId.localeCompare(b.bookingId),
    );
}

/**
 * What cancelling a departure gives back: its paid bookings are refunded in full (`amount`, in
 * dollars) to the `people` they are for; unpaid ones are only cancelled.
 */
export function refundOf(
  bookings: readonly Pick<DepartureBooking, 'departureId' | 'status' | 'travellers' | 'cost'>[],
  departureId: string,
): { people: number; amount: number; bookings: number } {
  let people = 0;
  let cents = 0;
  let count = 0;
  for (const booking of bookings) {
    if (booking.departureId !== departureId || booking.status !== 'paid') continue;
    people += booking.travellers;
    cents += dollarsToCents(booking.cost);
    count += 1;
  }
  return { people, amount: centsToDollars(cents), bookings: count };
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
 * German page's file is separated by semicolons, as German spreadsheet programs open it. A day of
 * several departures listed together has their start times first (`withTimes`).
 */
export function departuresCsv(
  departures: readonly Departure[],
  t: (text: string) => string = (text) => text,
  locale: Locale = 'en',
  { withTimes = false }: { withTimes?: boolean } = {},
): string {
  const paid = t('Paid');
  const notPaid = t('Not paid');
  const times = (d: Departure) => (withTimes ? [d.time ?? t('All day')] : []);
  return toCsv(
    [
      [...(withTimes ? [t('Starts')] : []), t('Name'), t('Travellers'), t('Phone'), t('Email'), paid],
      ...departures.map((d) => [
        ...times(d),
        d.name,
        d.travellers,
        d.phone,
        d.email,
        d.paid ? paid : notPaid,
      ]),
    ],
    CSV_DIALECTS[locale],
  );
}

/**
 * A file name for the list: `departures-hamburg-harbour-2026-07-01.csv`, with the start time for one
 * departure (`…-2026-07-01-1000.csv`).
 */
export function departuresFileName(destinationName: string, date: string, time?: string | null): string {
  const slug = destinationName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `departures-${slug || 'destination'}-${date}${time ? `-${time.replace(':', '')}` : ''}.csv`;
}
