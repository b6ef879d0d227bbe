import {
  bookingListQuerySchema,
  createBookingSchema,
  payBookingSchema,
  type DeletedAnswer,
  type InsertedAnswer,
  type PaidAnswer,
} from '@tgde/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { hasAdminRights, requireVerifiedUser } from '../../auth/guards';
import type { Db } from '../../db/client';
import { HttpError, parseInput } from '../../http/errors';
import { recordId } from '../../http/ids';
import type { PaymentProvider } from '../../infra/payments/provider';
import type { BookingMails } from './booking-mails';
import {
  bookingNotFound,
  createBooking,
  deleteUnpaidBooking,
  findBooking,
  listBookingsOf,
  payBooking,
  toBooking,
} from './service';

export interface BookingRoutesOptions {
  db: Db;
  payments: PaymentProvider;
  mails: BookingMails;
}

type IdParams = { Params: { id: string } };

/**
 * SPEC.md §7's booking calls. Every one needs a verified traveller; the owner of a booking is the
 * session's user, and someone else's booking is answered as unknown (404), except that admins may
 * read any.
 */
export const bookingRoutes: FastifyPluginAsync<BookingRoutesOptions> = async (app, options) => {
  const { db, payments } = options;
  const { mails } = options;

  app.post('/bookedDestination', async (request, reply) => {
    const user = await requireVerifiedUser(request);
    const input = parseInput(createBookingSchema, request.body ?? {});
    const destinationId = recordId(input.bookingId, 'Destination');
    const result = await createBooking(db, user, { ...input, bookingId: destinationId });
    if (!result.created) return reply.status(409).send(result.conflict);
    // Sent after the answer: the booking stands whatever the mail does.
    void mails.booked(result.booking);
    return reply.status(201).send({ insertedId: result.booking.id } satisfies InsertedAnswer);
  });

  // `?user=` names whose bookings: the caller's own (the default), or anyone's for an admin.
  app.get('/booking', async (request) => {
    const user = await requireVerifiedUser(request);
    const query = parseInput(bookingListQuerySchema, request.query);
    const email = query.user ?? user.email;
    if (email.toLowerCase() !== user.email.toLowerCase() && !hasAdminRights(user)) {
      throw new HttpError(403, 'You can only see your own bookings.');
    }
    return listBookingsOf(db, email);
  });

  app.get<IdParams>('/booking/:id', async (request) => {
    const user = await requireVerifiedUser(request);
    const id = recordId(request.params.id, 'Booking');
    const row = await findBooking(db, id, { userId: user.id, seesAll: hasAdminRights(user) });
    if (!row) throw bookingNotFound();
    return toBooking(row);
  });

  app.delete<IdParams>('/booking/:id', async (request) => {
    const user = await requireVerifiedUser(request);
    const id = recordId(request.params.id, 'Booking');
    return { deletedCount: await deleteUnpaidBooking(db, user.id, id) } satisfies DeletedAnswer;
  });

  // `{transactionId}` is the payment intent's id (SPEC.md's `booking` field is ignored). The
  // provider, not the browser, says whether it was paid.
  app.patch<IdParams>('/booking/:id', async (request) => {
    const user = await requireVerifiedUser(request);
    const id = recordId(request.params.id, 'Booking');
    const { transactionId } = parseInput(payBookingSchema, request.body ?? {});
    const { row, ...answer } = await payBooking(db, payments, {
      bookingId: id,
      intentId: transactionId,
      ownerId: user.id,
    });
    if (answer.modifiedCount === 1) void mails.paid(row);
    return answer satisfies PaidAnswer;
  });
};
