import { addDays, departureId, firstBookableDate, type Departure, type Destination } from '@tgde/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aDestination } from '../../../test/fixtures';
import { dayOfDate } from '../lib/departures';
import { renderComponent } from '../../../test/render';
import { type SessionUser } from '../../../session/session';
import { BookingModal } from './booking-modal';

const user: SessionUser = {
  id: 'user-1',
  name: 'Ann Walker',
  email: 'ann@example.com',
  image: null,
  role: 'user',
  emailVerified: true,
};

const DESTINATION_ID = '3f1c2a4e-0000-4000-8000-000000000001';
const today = firstBookableDate();
/** The day the tests book: far enough ahead that none of its departures has started. */
const day = addDays(today, 3);

const tour = aDestination({
  _id: DESTINATION_ID,
  destinationName: 'Elbe boat tour',
  cost: 40,
  capacity: 20,
  startTimes: [
    { weekdays: [1, 2, 3, 4, 5, 6, 7], time: '10:00' },
    { weekdays: [1, 2, 3, 4, 5, 6, 7], time: '14:00' },
    { weekdays: [1, 2, 3, 4, 5, 6, 7], time: '18:00' },
  ],
  prices: [
    { category: 'adult', cost: 40, places: 1 },
    { category: 'child', cost: 20, places: 1 },
    { category: 'family', cost: 100, places: 4 },
  ],
  questions: [{ id: 'diet', label: 'Dietary needs', kind: 'text', required: true, options: [] }],
  minTravellers: 4,
});

const departure = (date: string, time: string, overrides: Partial<Departure> = {}): Departure => ({
  id: departureId(DESTINATION_ID, date, time),
  date,
  time,
  capacity: 20,
  booked: 0,
  remaining: 20,
  status: 'open',
  minTravellers: 4,
  ...overrides,
});

/** The booked day: 10:00 has two places left, 14:00 is sold out, 18:00 is cancelled. */
const special: Record<string, Partial<Departure>> = {
  [departureId(DESTINATION_ID, day, '10:00')]: { booked: 18, remaining: 2, status: 'guaranteed' },
  [departureId(DESTINATION_ID, day, '14:00')]: { booked: 20, remaining: 0 },
  [departureId(DESTINATION_ID, day, '18:00')]: { status: 'cancelled' },
};

interface Sent {
  body: Record<string, unknown>;
}

/**
 * The API as the dialog uses it: the traveller's profile (with a phone), the departures of any
 * range, and POST /api/bookedDestination answering `booking` (201 by default).
 */
function serve(
  booking: { status: number; body: unknown } = { status: 201, body: { insertedId: 'b-1' } },
  more: Record<string, Partial<Departure>> = {},
) {
  const sent: Sent[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    if (url.pathname.endsWith('/departures')) {
      const from = url.searchParams.get('from') ?? today;
      const to = url.searchParams.get('to') ?? from;
      const list: Departure[] = [];
      for (let date = from; date <= to; date = addDays(date, 1)) {
        for (const time of ['10:00', '14:00', '18:00'])
          list.push(departure(date, time, { ...special, ...more }[departureId(DESTINATION_ID, date, time)]));
      }
      return Response.json(list);
    }
    if (url.pathname.startsWith('/api/user/')) return Response.json({ phone: '+49 30 1234567' });
    if (url.pathname === '/api/bookedDestination' && init?.method === 'POST') {
      sent.push({ body: JSON.parse(String(init.body)) as Record<string, unknown> });
      return Response.json(booking.body, { status: booking.status });
    }
    return Response.json({ message: 'Not here' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetch);
  return sent;
}

afterEach(() => vi.unstubAllGlobals());

function openDialog(destination: Destination, options: { locale?: 'en' | 'de' } = {}) {
  return renderComponent(<BookingModal destination={destination} user={user} onClose={() => undefined} />, {
    toasts: true,
    ...options,
  });
}

/** Chooses the day in the date field, as typing it does. */
async function chooseDay(date: string, label = 'Date of your trip') {
  fireEvent.change(await screen.findByLabelText(label), { target: { value: date } });
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

async function setCount(user: ReturnType<typeof renderComponent>['user'], label: string, count: number) {
  await user.clear(field(label));
  await user.type(field(label), String(count));
}

describe('the booking dialog of a destination with start times', () => {
  it("lists the day's times with the places left, and disables sold-out and cancelled ones with their reason", async () => {
    serve();
    openDialog(tour);
    await chooseDay(day);

    const ten = await screen.findByRole('radio', { name: /10:00/ });
    expect(ten.closest('label')?.textContent).toContain('2 places left');
    expect(ten.closest('label')?.textContent).toContain('Guaranteed');
    expect((ten as HTMLInputElement).disabled).toBe(false);
    const two = screen.getByRole('radio', { name: /14:00/ }) as HTMLInputElement;
    expect(two.disabled).toBe(true);
    expect(two.closest('label')?.textContent).toContain('Sold out');
    const six = screen.getByRole('radio', { name: /18:00/ }) as HTMLInputElement;
    expect(six.disabled).toBe(true);
    expect(six.closest('label')?.textContent).toContain('Cancelled');
    expect(screen.getByRole('group', { name: 'Start time' })).toBeTruthy();
  });

  it('marks a day whose departures all take no bookings as closed, not as full', async () => {
    const closed = { status: 'closed' } as const;
    serve(undefined, {
      [departureId(DESTINATION_ID, today, '10:00')]: closed,
      [departureId(DESTINATION_ID, today, '14:00')]: closed,
      [departureId(DESTINATION_ID, today, '18:00')]: { status: 'cancelled' },
    });
    const { container } = openDialog(tour);
    const todayButton = () => container.querySelector(`[data-day="${today}"] button`);
    await waitFor(() => expect(todayButton()?.getAttribute('aria-label')).toMatch(/, Booking closed$/));
    expect(todayButton()?.getAttribute('data-badge')).toBeNull();
  });

  it('offers the nearest departures with room when the chosen one has too few places, and takes the one clicked', async () => {
    serve();
    const { user } = openDialog(tour);
    await chooseDay(day);
    await user.click(await screen.findByRole('radio', { name: /10:00/ }));
    await setCount(user, 'Adults', 3);

    expect(screen.getByText(/Only 2 places left at 10:00/)).toBeTruthy();
    const offers = screen.getAllByRole('button', { name: /at \d\d:\d\d, 20 places left/ });
    expect(offers).toHaveLength(3);
    // The nearest in time: the day before at 18:00 (16 hours) and 14:00 (20 hours), then 10:00 (a
    // day, as the next day's 10:00 is: the earlier wins the tie).
    const before = dayOfDate(addDays(day, -1), 'en');
    expect(offers.map((offer) => offer.textContent)).toEqual(
      ['10:00', '14:00', '18:00'].map((time) => `${before} at ${time}, 20 places left`),
    );
    await user.click(offers[2]!);

    expect(field('Date of your trip').value).toBe(addDays(day, -1));
    await waitFor(() =>
      expect((screen.getByRole('radio', { name: /18:00/ }) as HTMLInputElement).checked).toBe(true),
    );
    expect(screen.queryByText(/These departures still have room/)).toBeNull();
  });

  it('adds up the tickets as they are chosen, with their price each, and says VAT included once', async () => {
    serve();
    const { user } = openDialog(tour);
    await screen.findByLabelText('Adults');
    expect(screen.getByLabelText('Children')).toBeTruthy();
    expect(screen.getByLabelText('Family (4 places)')).toBeTruthy();
    expect(screen.getByText('$20 each')).toBeTruthy();
    const fee = () => screen.getByText(/Travel fee:/).textContent;
    expect(fee()).toContain('$40 for 1 adult');

    await setCount(user, 'Adults', 2);
    await setCount(user, 'Children', 1);
    expect(fee()).toContain('$100 for 2 adults, 1 child');
    await setCount(user, 'Family (4 places)', 1);
    expect(fee()).toContain('$200 for 2 adults, 1 child, 1 family ticket');
    expect(screen.getByRole('dialog').textContent?.match(/VAT included/g)).toHaveLength(1);
  });

  it('says when a tour with a minimum group is decided, before it is booked', async () => {
    serve();
    const { user } = openDialog(tour);
    await chooseDay(addDays(day, 1));
    await user.click(await screen.findByRole('radio', { name: /14:00/ }));
    // 24 hours before 14:00 is the day before at 14:00.
    expect(screen.getByText(/^Runs from 4 travellers; decided on .* at 14:00\.$/)).toBeTruthy();
  });

  it("shows a required question's error under its field, then sends the departure, tickets and answers", async () => {
    const sent = serve();
    const { user } = openDialog(tour);
    await chooseDay(day);
    await user.click(await screen.findByRole('radio', { name: /10:00/ }));
    await setCount(user, 'Children', 1);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    const question = field('Dietary needs (required)');
    await waitFor(() => expect(question.getAttribute('aria-invalid')).toBe('true'));
    const error = document.getElementById(question.getAttribute('aria-describedby') ?? '');
    expect(error?.textContent).toBe('Answer this question');
    expect(sent).toHaveLength(0);

    await user.type(question, 'Vegetarian');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toMatchObject({
      bookingId: DESTINATION_ID,
      date: day,
      departureId: departureId(DESTINATION_ID, day, '10:00'),
      tickets: [
        { category: 'adult', count: 1 },
        { category: 'child', count: 1 },
      ],
      answers: { diet: 'Vegetarian' },
    });
    expect(sent[0]!.body).not.toHaveProperty('travellers');
  });

  it('shows every reason at once: the day, an empty ticket count and the unanswered question', async () => {
    const sent = serve();
    const { user } = openDialog(tour);
    await user.clear(await screen.findByLabelText('Children'));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(field('Dietary needs (required)').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Choose the date of your trip')).toBeTruthy();
    expect(field('Children').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Ticket counts are whole numbers from 0 to 10')).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it("shows the server's reason for a question under it, and a sold-out refusal with the nearest departures", async () => {
    serve({
      status: 400,
      body: {
        message: 'Please answer the questions',
        errors: [{ path: 'answers.diet', message: 'Tell us what you eat' }],
      },
    });
    const { user } = openDialog(tour);
    await chooseDay(day);
    await user.click(await screen.findByRole('radio', { name: /10:00/ }));
    await user.type(field('Dietary needs (required)'), 'x');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    const question = field('Dietary needs (required)');
    await waitFor(() => expect(question.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(question.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Tell us what you eat',
    );

    vi.unstubAllGlobals();
    serve({ status: 409, body: { message: 'Only 1 place is left at 10:00.', remaining: 1 } });
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    const dialog = screen.getByRole('dialog');
    await waitFor(() => expect(within(dialog).getByText('Only 1 place is left at 10:00.')).toBeTruthy());
    expect(within(dialog).getAllByRole('button', { name: /places left/ }).length).toBeGreaterThan(0);
  });

  it('asks a choice with a select, a required yes-no with Yes and No, an optional one with a box', async () => {
    const sent = serve();
    const asking = aDestination({
      _id: DESTINATION_ID,
      questions: [
        {
          id: 'language',
          label: 'Tour language',
          kind: 'choice',
          required: true,
          options: ['English', 'German'],
        },
        { id: 'seasick', label: 'Do you get seasick?', kind: 'yes-no', required: true, options: [] },
        { id: 'photos', label: 'Photos of you are fine', kind: 'yes-no', required: false, options: [] },
      ],
    });
    const { user } = openDialog(asking);
    await chooseDay(day);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    const seasick = screen.getByRole('group', { name: 'Do you get seasick? (required)' });
    await waitFor(() => expect(within(seasick).getByText('Answer this question')).toBeTruthy());
    expect(field('Tour language (required)').getAttribute('aria-invalid')).toBe('true');

    await user.selectOptions(field('Tour language (required)'), 'German');
    await user.click(within(seasick).getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('checkbox', { name: 'Photos of you are fine' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toMatchObject({
      travellers: 1,
      answers: { language: 'German', seasick: false, photos: true },
    });
    expect(sent[0]!.body).not.toHaveProperty('tickets');
    expect(sent[0]!.body).not.toHaveProperty('departureId');
  });

  it('names the ticket categories in German', async () => {
    serve();
    openDialog(tour, { locale: 'de' });
    expect(await screen.findByLabelText('Erwachsene')).toBeTruthy();
    expect(screen.getByLabelText('Kinder')).toBeTruthy();
    expect(screen.getByLabelText('Familie (4 Plätze)')).toBeTruthy();
  });
});

describe('the booking dialog of a destination booked by the day', () => {
  it('stays as it was: a day and the travellers, sent as travellers', async () => {
    const sent = serve();
    const plain = aDestination({ _id: DESTINATION_ID, destinationName: 'Berlin', cost: 500 });
    const { user } = openDialog(plain);
    await chooseDay(day);
    expect(field('Travellers').value).toBe('1');
    expect(screen.queryByRole('group', { name: 'Start time' })).toBeNull();
    expect(screen.queryByLabelText('Adults')).toBeNull();
    await setCount(user, 'Travellers', 2);
    expect(screen.getByText(/Travel fee:/).textContent).toContain('$1,000 for 2 travellers ($500 each)');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toMatchObject({ bookingId: DESTINATION_ID, date: day, travellers: 2 });
    expect(sent[0]!.body).not.toHaveProperty('tickets');
    expect(sent[0]!.body).not.toHaveProperty('departureId');
    expect(sent[0]!.body).not.toHaveProperty('answers');
  });
});
