import { adminBookingsQuerySchema, bookingSchema, PAID_TOTAL_HEADER, type Booking } from '@tgde/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client';
import type { BookingPolicy } from '../../domain/booking-records';
import { page, refused } from '../../http/api-answers';
import { parseInput } from '../../http/errors';
import { sendPage } from '../../http/paging';
import type { RouteContract } from '../../http/route-contract';
import { listAllBookings } from './service';

const contract = {
  access: 'admin',
  tag: 'Bookings',
  summary: "Every traveller's bookings",
  query: adminBookingsQuerySchema,
  answers: {
    200: page('A page of bookings.', bookingSchema, {
      [PAID_TOTAL_HEADER]: z.string().meta({ description: 'Dollars paid for the bookings that match.' }),
    }),
    ...refused(400),
  },
} satisfies RouteContract;

/**
 * GET /api/bookings (admin): every traveller's bookings, read-only. `?paid=`,
 * `?from=` and `?to=` (trip dates) filter; X-Total-Count counts the matches and x-paid-total says
 * how many dollars they paid.
 */
export const adminBookingRoutes: FastifyPluginAsync<{
  db: Db;
  policy: Pick<BookingPolicy, 'freeCancellationDays'>;
}> = async (app, { db, policy }) => {
  app.get('/bookings', { config: { contract } }, async (request, reply): Promise<Booking[]> => {
    const query = parseInput(adminBookingsQuerySchema, request.query);
    const { paidTotal, ...page } = await listAllBookings(db, query, policy);
    reply.header(PAID_TOTAL_HEADER, String(paidTotal));
    return sendPage(reply, page);
  });
};
