import { z } from 'zod';
import { isIsoCalendarDate } from './bookings';
import { pageQuerySchema } from './pagination';

/** The header of GET /api/bookings with the dollars paid for the bookings that match the filter. */
export const PAID_TOTAL_HEADER = 'x-paid-total';

const isoDate = (what: string) =>
  z.string().refine(isIsoCalendarDate, `${what} must be a date written as YYYY-MM-DD`).optional();

/** GET /api/bookings (admin): every booking, filtered by paid state and trip date range. */
export const adminBookingsQuerySchema = pageQuerySchema
  .extend({
    paid: z.enum(['true', 'false'], { error: 'paid must be true or false' }).optional(),
    from: isoDate('from'),
    to: isoDate('to'),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'from must not be after to',
    path: ['to'],
  });
export type AdminBookingsQuery = z.infer<typeof adminBookingsQuerySchema>;
