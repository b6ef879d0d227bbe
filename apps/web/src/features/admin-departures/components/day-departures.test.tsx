import { type Departure } from '@tgde/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderComponent } from '../../../test/render';
import { type DepartureBooking } from '../lib/departure-list';
import { DayDepartures } from './day-departures';

const DESTINATION = '0b7c3f8e-2d7a-4c55-9a51-6f0e2b9c1d11';
const id = (time: string) => `${DESTINATION}_2026-07-01_${time.replace(':', '')}`;

const departure = (over: Partial<Departure>): Departure => ({
  id: id('10:00'),
  date: '2026-07-01',
  time: '10:00',
  capacity: 12,
  booked: 5,
  remaining: 7,
  status: 'open',
  minTravellers: null,
  ...over,
});

const booking = (over: Partial<DepartureBooking>): DepartureBooking => ({
  _id: 'b1',
  bookingId: DESTINATION,
  date: '2026-07-01',
  userName: 'Anna Schmidt',
  userEmail: 'anna@example.com',
  phone: null,
  paid: true,
  status: 'paid',
  travellers: 2,
  cost: 160,
  departureId: id('10:00'),
  time: '10:00',
  ...over,
});

const day = [
  departure({}),
  departure({
    id: id('14:00'),
    time: '14:00',
    booked: 12,
    remaining: 0,
    status: 'guaranteed',
    minTravellers: 4,
  }),
  departure({ id: id('18:00'), time: '18:00', booked: 0, remaining: 12, status: 'cancelled' }),
];

const bookings = [
  booking({ _id: 'b1', travellers: 3, cost: 240.5 }),
  booking({ _id: 'b2', travellers: 1, cost: 80.25 }),
  booking({ _id: 'b3', status: 'unpaid', paid: false, cost: 500 }),
  booking({ _id: 'b4', departureId: id('14:00'), time: '14:00', cost: 900 }),
];

/** The API answers every call with `body`; the calls are recorded. */
function answerWith(status: number, body: unknown) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => Response.json(body, { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const card = (time: string) => screen.getByRole('heading', { name: time, level: 3 }).closest('li')!;

afterEach(() => vi.unstubAllGlobals());

describe('DayDepartures', () => {
  it("shows each departure's start, places booked and left, minimum group and state", () => {
    renderComponent(<DayDepartures destinationName="Harz" departures={day} bookings={bookings} />);
    expect(within(card('10:00')).getByText('5 places booked of 12, 7 left')).toBeTruthy();
    expect(within(card('10:00')).getByText('Open')).toBeTruthy();
    expect(within(card('14:00')).getByText('Guaranteed')).toBeTruthy();
    expect(within(card('14:00')).getByText('Minimum group: 4')).toBeTruthy();
    expect(within(card('18:00')).getByText('Cancelled')).toBeTruthy();
    // A cancelled departure can be neither closed nor cancelled again.
    for (const button of within(card('18:00')).getAllByRole('button'))
      expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows a day without start times as one departure all day, with no limit', () => {
    renderComponent(
      <DayDepartures
        destinationName="Harz"
        departures={[
          departure({
            id: `${DESTINATION}_2026-07-01_day`,
            time: null,
            capacity: null,
            remaining: null,
            booked: 1,
          }),
        ]}
        bookings={[]}
      />,
    );
    expect(within(card('All day')).getByText('1 place booked, no limit')).toBeTruthy();
  });

  it('says when the day has no departure', () => {
    renderComponent(<DayDepartures destinationName="Harz" departures={[]} bookings={[]} />);
    expect(screen.getByText('No departure that day')).toBeTruthy();
  });

  it('closes a departure with one click: POST …/close', async () => {
    const fetch = answerWith(200, { ...day[0], status: 'closed' });
    const { user } = renderComponent(
      <DayDepartures destinationName="Harz" departures={day} bookings={bookings} />,
      {
        toasts: true,
      },
    );
    await user.click(screen.getByRole('button', { name: /^Close\W+10:00$/ }));

    expect((await screen.findByRole('alert')).textContent).toContain(
      'The departure (10:00) is closed to new bookings.',
    );
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe(`/api/admin/departures/${encodeURIComponent(id('10:00'))}/close`);
    expect(init?.method).toBe('POST');
  });

  it('asks before cancelling, saying how many people get how much back, then cancels', async () => {
    const fetch = answerWith(200, { ...day[0], status: 'cancelled' });
    const { user } = renderComponent(
      <DayDepartures destinationName="Harz" departures={day} bookings={bookings} />,
    );
    await user.click(screen.getByRole('button', { name: /^Cancel departure\W+10:00$/ }));

    const dialog = screen.getByRole('dialog', { name: 'Cancel the 10:00 departure?' });
    // The paid bookings of 10:00 only: 3 + 1 people, $240.50 + $80.25.
    expect(within(dialog).getByText('$320.75 will be refunded to 4 people.')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel departure' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: '10:00', level: 3 }));
    expect(fetch.mock.calls[0]?.[0]).toBe(`/api/admin/departures/${encodeURIComponent(id('10:00'))}/cancel`);
  });

  it('keeps the departure when the question is answered with Keep it', async () => {
    const fetch = answerWith(200, {});
    const { user } = renderComponent(<DayDepartures destinationName="Harz" departures={day} bookings={[]} />);
    await user.click(screen.getByRole('button', { name: /^Cancel departure\W+14:00$/ }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Nobody has paid for it yet: nothing is refunded.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says it all in German on a German page', async () => {
    const { user } = renderComponent(
      <DayDepartures destinationName="Harz" departures={day} bookings={bookings} />,
      {
        locale: 'de',
      },
    );
    expect(within(card('14:00')).getByText('Findet sicher statt')).toBeTruthy();
    expect(within(card('10:00')).getByText('5 Plätze gebucht von 12, 7 frei')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /^Termin absagen\W+10:00$/ }));
    expect(
      within(screen.getByRole('dialog')).getByText('320,75 $ werden an 4 Personen erstattet.'),
    ).toBeTruthy();
  });
});
