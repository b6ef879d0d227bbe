import { type Booking, type Destination } from '@tgde/contracts';

/*
 * Whole API answers for the web's tests, so that a field the API gains is added here once and not
 * in every test. A test names only the fields it is about.
 */

/** A destination as GET /api/destination/{id} answers it: one departure a day, adults only, no questions. */
export function aDestination(overrides: Partial<Destination> = {}): Destination {
  const cost = overrides.cost ?? 500;
  return {
    _id: 'destination-1',
    destinationName: 'Berlin',
    description: 'Capital of museums, clubs and the Wall.',
    cost,
    img: '/media/berlin.webp',
    averageRating: null,
    reviewCount: 0,
    latitude: null,
    longitude: null,
    capacity: null,
    startTimes: [],
    prices: [{ category: 'adult', cost, places: 1 }],
    questions: [],
    cutoffMinutes: 120,
    minTravellers: null,
    decideHours: 24,
    meetingPoint: null,
    ...overrides,
  };
}

/** A booking as GET /api/booking answers it: unpaid, for one adult, for a whole day. */
export function aBooking(overrides: Partial<Booking> = {}): Booking {
  const cost = overrides.cost ?? 500;
  const bookingId = overrides.bookingId ?? 'destination-1';
  const date = overrides.date ?? '2099-06-20';
  return {
    _id: 'booking-1',
    bookingId,
    bookingName: 'Berlin',
    date,
    cost,
    userName: 'Ann Walker',
    userEmail: 'ann@example.com',
    phone: null,
    paid: false,
    transactionId: null,
    status: 'unpaid',
    travellers: 1,
    expiresAt: null,
    freeCancellationUntil: '2099-06-18',
    cancelledAt: null,
    refundAmount: null,
    refundId: null,
    departureId: `${bookingId}_${date}_day`,
    time: null,
    tickets: [{ category: 'adult', count: 1, cost, places: 1 }],
    answers: {},
    meetingPoint: null,
    ...overrides,
  };
}
