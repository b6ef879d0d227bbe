import { adminBookingsQuerySchema, PAID_TOTAL_HEADER, type Booking } from '@tgde/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { requireAdmin } from '../../auth/guards';
import type { Db } from '../../db/client';
import { parseInput } from '../../http/errors';
import { sendPage } from '../../http/paging';
import { listAllBookings } from './service';

/**
 * GET /api/bookings (admin, beyond SPEC.md): every traveller's bookings, read-only. `?paid=`,
 * `?from=` and `?to=` (trip dates) filter; X-Total-Count counts the matches and x-paid-total says
 * how many dollars they paid.
 */
export const adminBookingRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.get('/bookings', async (request, reply): Promise<Booking[]> => {
    await requireAdmin(request);
    const query = parseInput(adminBookingsQuerySchema, request.query);
    const { paidTotal, ...page } = await listAllBookings(db, query);
    reply.header(PAID_TOTAL_HEADER, String(paidTotal));
    return sendPage(reply, page);
  });
};
