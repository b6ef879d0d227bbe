import { type Booking } from '@tgde/contracts';
import { queryOptions } from '@tanstack/react-query';
import { ACCOUNT_QUERY_KEY } from '../session/session';
import { api } from './api';

/*
 * The signed-in traveller's bookings, read by three features (the booking modal adds to them, My
 * Bookings lists and deletes them, the payment page pays one): their query keys live here so that
 * each can refresh what the others show. They sit under the account's key, so signing out drops them.
 */
export const BOOKINGS_QUERY_KEY = [...ACCOUNT_QUERY_KEY, 'bookings'] as const;

/** GET /api/booking?user={email}: the traveller's own bookings, soonest trip first. */
export function myBookingsQueryOptions(email: string) {
  return queryOptions({
    queryKey: [...BOOKINGS_QUERY_KEY, 'list', email] as const,
    queryFn: ({ signal }) => api.get<Booking[]>('/booking', { query: { user: email }, signal }),
  });
}

/** GET /api/booking/{id}: one of the traveller's bookings; someone else's or an unknown id is a 404. */
export function bookingQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...BOOKINGS_QUERY_KEY, 'one', id] as const,
    queryFn: ({ signal }) => api.get<Booking>(`/booking/${encodeURIComponent(id)}`, { signal }),
  });
}
