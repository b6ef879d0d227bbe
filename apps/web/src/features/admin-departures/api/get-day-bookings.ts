import { type Booking } from '@tgde/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminBookingsKeys } from '../../../queries/booking-queries';
import { getPagedList } from '../../../lib/paged-list';

/** The most GET /api/bookings answers in one page. */
const PAGE_LIMIT = 100;

/**
 * Every booking of one trip day (GET /api/bookings?from={date}&to={date}, page after page). The
 * admin API filters by day but not by destination: the page picks the destination's own from these.
 */
export function dayBookingsQueryOptions(date: string) {
  return queryOptions({
    queryKey: adminBookingsKeys.day(date),
    queryFn: async ({ signal }): Promise<Booking[]> => {
      const all: Booking[] = [];
      for (;;) {
        const { items, total } = await getPagedList<Booking>(
          '/bookings',
          { from: date, to: date, limit: PAGE_LIMIT, offset: all.length },
          signal,
        );
        all.push(...items);
        if (items.length === 0 || all.length >= total) return all;
      }
    },
  });
}

export function useDayBookings(date: string) {
  return useQuery({ ...dayBookingsQueryOptions(date), enabled: date !== '' });
}
