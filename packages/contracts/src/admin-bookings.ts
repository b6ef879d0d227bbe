import { z } from 'zod';
import { isIsoCalendarDate } from './bookings';
import { pageQuerySchema } from './pagination';

/** The header of GET /api/bookings with the dollars paid for the bookings that match the filter. */
export const PAID_TOTAL_HEADER = 'x-paid-total';

const isoDate = (what: string) =>
  z.string().refine(isIsoCalendarDate, `${what} must be a date written as YYYY-MM-DD`).optional();

/** The filter of the admin's booking lists: paid state and trip date range (both ends included). */
const filterFields = {
  paid: z.enum(['true', 'false'], { error: 'paid must be true or false' }).optional(),
  from: isoDate('from'),
  to: isoDate('to'),
};

const datesInOrder = (q: { from?: string | undefined; to?: string | undefined }) =>
  !q.from || !q.to || q.from <= q.to;
const datesOutOfOrder = { message: 'from must not be after to', path: ['to'] };

/** GET /api/bookings.csv (admin): every booking the filter matches, in one file. */
export const adminBookingsFilterSchema = z.object(filterFields).refine(datesInOrder, datesOutOfOrder);
export type AdminBookingsFilter = z.infer<typeof adminBookingsFilterSchema>;

/** GET /api/bookings (admin): every booking, filtered by paid state and trip date range, a page at a time. */
export const adminBookingsQuerySchema = pageQuerySchema
  .extend(filterFields)
  .refine(datesInOrder, datesOutOfOrder);
export type AdminBookingsQuery = z.infer<typeof adminBookingsQuerySchema>;

/** The file name GET /api/bookings.csv suggests. */
export const BOOKINGS_CSV_FILE_NAME = 'bookings.csv';
