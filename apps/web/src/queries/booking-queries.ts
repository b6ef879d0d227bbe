import { type Booking, type DayAvailability } from '@tgde/contracts';
import { queryOptions } from '@tanstack/react-query';
import { ACCOUNT_QUERY_KEY } from '../session/session';
import { api } from '../lib/api';

/*
 * The signed-in traveller's bookings, read by three features (the booking modal adds to them, My
 * Bookings lists and deletes them, the payment page pays one): their query keys live here so that
 * each can refresh what the others show. They sit under the account's key, so signing out drops them.
 */
const BOOKINGS = [...ACCOUNT_QUERY_KEY, 'bookings'] as const;

export const bookingKeys = {
  /** Every list and booking of the signed-in traveller. */
  all: BOOKINGS,
  /** GET /api/booking?user={email}. */
  list: (email: string) => [...BOOKINGS, 'list', email] as const,
  /** GET /api/booking/{id}. */
  one: (id: string) => [...BOOKINGS, 'one', id] as const,
};

/*
 * The admin's booking lists (All Bookings' pages, Departures' days): one root, so that cancelling a
 * booking refreshes every list that shows it.
 */
const ADMIN_BOOKINGS = ['admin', 'bookings'] as const;

export const adminBookingsKeys = {
  all: ADMIN_BOOKINGS,
  /** One page of All Bookings under its filter. */
  page: (filter: object, page: number) => [...ADMIN_BOOKINGS, 'page', { ...filter, page }] as const,
  /** Every booking of one trip day, for Departures. */
  day: (date: string) => [...ADMIN_BOOKINGS, 'day', date] as const,
};

/**
 * The places left each day, for anyone: not under the account's key. Booking, cancelling and an
 * admin's cancel change them, so each of those refreshes this key.
 */
const AVAILABILITY = ['availability'] as const;

export const availabilityKeys = {
  /** Every destination's places left. */
  all: AVAILABILITY,
  /** One destination's days from `from` to `to`. */
  range: (destinationId: string, range: { from: string; to: string }) =>
    [...AVAILABILITY, destinationId, range.from, range.to] as const,
};

/** GET /api/destination/{id}/availability?from=&to=: one entry a day, both ends included. */
export function availabilityQueryOptions(destinationId: string, range: { from: string; to: string }) {
  return queryOptions({
    queryKey: availabilityKeys.range(destinationId, range),
    queryFn: ({ signal }) =>
      api.get<DayAvailability[]>(`/destination/${encodeURIComponent(destinationId)}/availability`, {
        query: range,
        signal,
      }),
    // Places go fast on a busy day: what the calendar shows is at most half a minute old.
    staleTime: 30_000,
  });
}

/**
 * The API calls of the two below, also for what the pages say about them (OfflineNote: the answer
 * came from the offline cache).
 */
export const bookingCalls = {
  mine: (email: string) => ({ path: '/booking', query: { user: email } }),
  one: (id: string) => ({ path: `/booking/${encodeURIComponent(id)}` }),
};

/** GET /api/booking?user={email}: the traveller's own bookings, soonest trip first. */
export function myBookingsQueryOptions(email: string) {
  const { path, query } = bookingCalls.mine(email);
  return queryOptions({
    queryKey: bookingKeys.list(email),
    queryFn: ({ signal }) => api.get<Booking[]>(path, { query, signal }),
  });
}

/** GET /api/booking/{id}: one of the traveller's bookings; someone else's or an unknown id is a 404. */
export function bookingQueryOptions(id: string) {
  return queryOptions({
    queryKey: bookingKeys.one(id),
    queryFn: ({ signal }) => api.get<Booking>(bookingCalls.one(id).path, { signal }),
  });
}
