import { PAID_TOTAL_HEADER, type AdminBookingState, type Booking } from '@tgde/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminBookingsKeys } from '../../../queries/booking-queries';
import { getPagedList, pageOffset, type PagedList } from '../../../lib/paged-list';

export const BOOKINGS_PAGE_SIZE = 20;

export interface BookingsFilter {
  /** `booked`: paid and unpaid, never the cancelled ones (which have a choice of their own). */
  state: Exclude<AdminBookingState, 'all'>;
  /** ISO calendar dates of the trip, '' for open-ended. */
  from: string;
  to: string;
}

export interface BookingsPage extends PagedList<Booking> {
  /** Dollars paid for every booking the filter matches (all pages). */
  paidTotal: number;
}

/** The filter as GET /api/bookings and GET /api/bookings.csv read it (blank: not filtered). */
export function filterQuery(filter: BookingsFilter) {
  return {
    // The API's default is `booked`.
    status: filter.state === 'booked' ? undefined : filter.state,
    from: filter.from || undefined,
    to: filter.to || undefined,
  };
}

/** GET /api/bookings (admins): every booking, filtered; the sum paid comes in a header. */
export function allBookingsQueryOptions(filter: BookingsFilter, page: number) {
  return queryOptions({
    queryKey: adminBookingsKeys.page(filter, page),
    queryFn: async ({ signal }): Promise<BookingsPage> => {
      const { items, total, headers } = await getPagedList<Booking>(
        '/bookings',
        {
          ...filterQuery(filter),
          limit: BOOKINGS_PAGE_SIZE,
          offset: pageOffset(page, BOOKINGS_PAGE_SIZE),
        },
        signal,
      );
      const paidTotal = Number(headers.get(PAID_TOTAL_HEADER));
      return { items, total, paidTotal: Number.isFinite(paidTotal) ? paidTotal : 0 };
    },
    placeholderData: keepPreviousData,
  });
}

export function useAllBookings(filter: BookingsFilter, page: number) {
  return useQuery(allBookingsQueryOptions(filter, page));
}
