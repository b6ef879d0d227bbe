import { z } from 'zod';
import { isIsoCalendarDate } from './bookings';
import { pageQuerySchema } from './pagination';

/** The header of GET /api/bookings with the dollars paid for the bookings that match the filter. */
export const PAID_TOTAL_HEADER = 'x-paid-total';

const isoDate = (what: string) =>
  z.string().refine(isIsoCalendarDate, `${what} must be a date written as YYYY-MM-DD`).optional();

/**
 * Which bookings the admin's lists show. `booked` (the default): paid and unpaid ones (an unpaid
 * one whose hold ran out among them), without the cancelled ones; `paid`: paid and not cancelled;
 * `unpaid`: not paid (expired holds included); `cancelled`: cancelled (each was paid, and is
 * refunded); `all`: every booking.
 */
export const ADMIN_BOOKING_STATES = ['booked', 'paid', 'unpaid', 'cancelled', 'all'] as const;
export type AdminBookingState = (typeof ADMIN_BOOKING_STATES)[number];

/** The filter of the admin's booking lists: state and trip date range (both ends included). */
const filterFields = {
  status: z
    .enum(ADMIN_BOOKING_STATES, { error: 'status must be booked, paid, unpaid, cancelled or all' })
    .optional()
    .meta({
      description:
        '`booked` (the default): paid and unpaid bookings, cancelled ones left out; `paid`: paid and not cancelled; `unpaid`: not paid (expired holds included); `cancelled`: cancelled (and refunded); `all`: every booking.',
    }),
  /** The older name: `paid=true` is `status=paid`, `paid=false` is `status=unpaid`. */
  paid: z.enum(['true', 'false'], { error: 'paid must be true or false' }).optional().meta({
    description: 'The older name of `status`: `true` is `status=paid`, `false` is `status=unpaid`.',
  }),
  from: isoDate('from'),
  to: isoDate('to'),
};

type FilterFields = {
  status?: AdminBookingState | undefined;
  paid?: 'true' | 'false' | undefined;
  from?: string | undefined;
  to?: string | undefined;
};

/** The state a filter asks for, whichever name it used. */
export function adminBookingStateOf(filter: Pick<FilterFields, 'status' | 'paid'>): AdminBookingState {
  if (filter.status) return filter.status;
  if (filter.paid === undefined) return 'booked';
  return filter.paid === 'true' ? 'paid' : 'unpaid';
}

const datesInOrder = (q: FilterFields) => !q.from || !q.to || q.from <= q.to;
const datesOutOfOrder = { message: 'from must not be after to', path: ['to'] };
// Both names at once must agree, or the list could not say which one it followed.
const namesAgree = (q: FilterFields) =>
  q.status === undefined || q.paid === undefined || q.status === adminBookingStateOf({ paid: q.paid });
const namesDisagree = {
  message: 'paid and status ask for different bookings: send only status',
  path: ['status'],
};

/** GET /api/bookings.csv (admin): every booking the filter matches, in one file. */
export const adminBookingsFilterSchema = z
  .object(filterFields)
  .refine(datesInOrder, datesOutOfOrder)
  .refine(namesAgree, namesDisagree);
export type AdminBookingsFilter = z.infer<typeof adminBookingsFilterSchema>;

/** GET /api/bookings (admin): every booking, filtered by state and trip date range, a page at a time. */
export const adminBookingsQuerySchema = pageQuerySchema
  .extend(filterFields)
  .refine(datesInOrder, datesOutOfOrder)
  .refine(namesAgree, namesDisagree);
export type AdminBookingsQuery = z.infer<typeof adminBookingsQuerySchema>;

/** The file name GET /api/bookings.csv suggests. */
export const BOOKINGS_CSV_FILE_NAME = 'bookings.csv';
