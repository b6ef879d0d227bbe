import { Readable } from 'node:stream';
import {
  adminBookingsFilterSchema,
  adminBookingsQuerySchema,
  BOOKINGS_CSV_FILE_NAME,
  bookingSchema,
  PAID_TOTAL_HEADER,
  type Booking,
} from '@tgde/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client';
import type { BookingPolicy } from '../../domain/booking-records';
import { bookingNamesIn } from '../../domain/destination-names';
import { requestLocale } from '../../http/answer-language';
import { page, refused, text } from '../../http/api-answers';
import { sendPage } from '../../http/paging';
import type { RouteContract } from '../../http/route-contract';
import { defineRoute } from '../../http/route-table';
import { bookingsCsv, listAllBookings } from './service';

const contract = {
  access: 'admin',
  tag: 'Bookings',
  summary: "Every traveller's bookings",
  description:
    'Latest trip first. `status` chooses which: without it, paid and unpaid bookings and never the cancelled ones (ask for those with `status=cancelled`, for every booking with `status=all`); `paid=true` and `paid=false`, the older names, still mean `status=paid` and `status=unpaid`. `from` and `to` keep trip dates in a range, both ends included.',
  query: adminBookingsQuerySchema,
  answers: {
    200: page('A page of bookings.', bookingSchema, {
      [PAID_TOTAL_HEADER]: z
        .string()
        .meta({ description: 'Dollars paid for the bookings that match, less what was refunded.' }),
    }),
    ...refused(400),
  },
} satisfies RouteContract;

const csvContract = {
  access: 'admin',
  tag: 'Bookings',
  summary: "Every traveller's bookings as a CSV file",
  description:
    "The bookings `GET /api/bookings` lists under the same filters, all of them, in one RFC 4180 file (UTF-8, starting with a byte order mark) with a heading row, in the language of `Accept-Language`. English: commas between fields, the API's states, ISO dates, times in UTC, amounts in dollars with a decimal point (`59.97`, `500`). German, as German spreadsheet programs open it: semicolons, German headings, states and destination names, dates and times in German time (`31.03.2027 14:30:05`), decimal commas (`59,97`). A cell that a spreadsheet would run as a formula starts with an apostrophe. Streamed as it is read, a thousand bookings at a time: a year of bookings starts at once and takes no more of the server’s memory than a short file.",
  query: adminBookingsFilterSchema,
  answers: {
    200: text('The bookings, one row each after the heading row.', 'text/csv'),
    ...refused(400),
  },
} satisfies RouteContract;

/**
 * GET /api/bookings (admin): every traveller's bookings, read-only. `?status=` (or the older
 * `?paid=`), `?from=` and `?to=` (trip dates) filter; X-Total-Count counts the matches and x-paid-total says
 * how many dollars they paid. GET /api/bookings.csv: the same bookings, all in one file.
 */
export const adminBookingRoutes: FastifyPluginAsync<{
  db: Db;
  policy: Pick<BookingPolicy, 'freeCancellationDays'>;
}> = async (app, { db, policy }) => {
  defineRoute(app, 'get', '/bookings', contract, async ({ query }, request, reply): Promise<Booking[]> => {
    const { paidTotal, ...page } = await listAllBookings(db, query, policy);
    reply.header(PAID_TOTAL_HEADER, String(paidTotal));
    return sendPage(reply, { ...page, items: await bookingNamesIn(db, page.items, requestLocale(request)) });
  });

  defineRoute(app, 'get', '/bookings.csv', csvContract, async ({ query: filter }, request, reply) => {
    // Streamed a batch at a time: the next batch is read once the socket has taken the last.
    const csv = Readable.from(bookingsCsv(db, filter, requestLocale(request)), { objectMode: false });
    return (
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${BOOKINGS_CSV_FILE_NAME}"`)
        // Travellers' names and addresses: no cache along the way keeps a copy.
        .header('cache-control', 'no-store')
        .send(csv)
    );
  });
};
