import { type Departure } from '@tgde/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aBooking, aDestination } from '../../test/fixtures';
import { renderComponent } from '../../test/render';
import { DeparturesPage } from './departures-page';

const DESTINATION = 'destination-1';
const DATE = '2099-06-20';
const id = (time: string) => `${DESTINATION}_${DATE}_${time.replace(':', '')}`;

const departure = (time: string, over: Partial<Departure> = {}): Departure => ({
  id: id(time),
  date: DATE,
  time,
  capacity: 10,
  booked: 3,
  remaining: 7,
  status: 'open',
  minTravellers: null,
  ...over,
});

/** The API as the page calls it: the catalogue, the day's departures and the day's bookings. */
function serve(departures: Departure[] | 'fail') {
  const bookings = [
    aBooking({
      _id: 'b1',
      userName: 'Anna',
      travellers: 2,
      date: DATE,
      departureId: id('10:00'),
      time: '10:00',
    }),
    aBooking({
      _id: 'b2',
      userName: 'Bernd',
      travellers: 1,
      date: DATE,
      departureId: id('14:00'),
      time: '14:00',
    }),
  ];
  const fetch = vi.fn(async (url: string) => {
    const { pathname } = new URL(url, 'http://localhost');
    if (pathname === '/api/destination') return Response.json([aDestination({ destinationName: 'Harz' })]);
    if (pathname.endsWith('/departures'))
      return departures === 'fail'
        ? Response.json({ message: 'The database is resting' }, { status: 503 })
        : Response.json(departures);
    if (pathname === '/api/bookings')
      return Response.json(bookings, { headers: { 'x-total-count': String(bookings.length) } });
    return Response.json({ message: 'Not found' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const path = `/dashboard/departures?destination=${DESTINATION}&date=${DATE}`;

afterEach(() => vi.unstubAllGlobals());

describe('DeparturesPage', () => {
  it("lists the day's departures, and the booking list shows one departure when it is chosen", async () => {
    serve([departure('10:00'), departure('14:00', { status: 'guaranteed' })]);
    const { user } = renderComponent(<DeparturesPage />, { path });

    const list = await screen.findByRole('region', { name: 'Start times and places' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['10:00', '14:00']);
    // Both departures' parties, each with its start time.
    await screen.findByText('3 travellers in 2 bookings; 0 paid.');
    const table = screen.getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Starts' })).toBeTruthy();

    await user.selectOptions(screen.getByLabelText('Departure'), '14:00');
    expect(await screen.findByRole('heading', { level: 2, name: /, 14:00$/ })).toBeTruthy();
    expect(screen.getByText('1 traveller in 1 booking; 0 paid.')).toBeTruthy();
    expect(within(screen.getByRole('table')).queryByRole('columnheader', { name: 'Starts' })).toBeNull();
    expect(window.location.search).toContain(`departure=${encodeURIComponent(id('14:00'))}`);
  });

  it('offers no choice of departure for a destination without start times', async () => {
    serve([departure('10:00', { id: `${DESTINATION}_${DATE}_day`, time: null })]);
    renderComponent(<DeparturesPage />, { path });
    const list = await screen.findByRole('region', { name: 'Start times and places' });
    expect(within(list).getByRole('heading', { level: 3, name: 'All day' })).toBeTruthy();
    expect(screen.queryByLabelText('Departure')).toBeNull();
  });

  it('says when the departures could not be loaded, with a way to try again', async () => {
    serve('fail');
    renderComponent(<DeparturesPage />, { path });
    expect(await screen.findByText('We could not load the start times and places')).toBeTruthy();
    expect(screen.getByRole('button', { name: /try again/i })).toBeTruthy();
  });
});
