import {
  apiErrorSchema,
  bookingConflictAnswerSchema,
  bookingListQuerySchema,
  bookingSchema,
  createBookingSchema,
  deletedAnswerSchema,
  insertedAnswerSchema,
  paidAnswerSchema,
  payBookingSchema,
  type DeletedAnswer,
  type InsertedAnswer,
  type PaidAnswer,
} from '@tgde/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { hasAdminRights, requireVerifiedUser } from '../../auth/guards';
import type { Db } from '../../db/client';
import { idPath, ok, refused } from '../../http/api-answers';
import { HttpError, parseInput } from '../../http/errors';
import { recordId } from '../../http/ids';
import type { RouteContract } from '../../http/route-contract';
import type { BookingMails } from '../../infra/mail/booking-mails';
import { createBooking, deleteUnpaidBooking, getBooking, listBookingsOf } from './service';

export interface BookingRoutesOptions {
  db: Db;
  mails: Pick<BookingMails, 'booked'>;
  /** Pays a booking and sends its receipt: the payments feature's, passed in by app.ts. */
  pay: (input: { bookingId: string; intentId: string; ownerId: string }) => Promise<PaidAnswer>;
}

type IdParams = { Params: { id: string } };

const contracts = {
  book: {
    access: 'verified',
    tag: 'Bookings',
    summary: 'Book a destination for a date',
    description:
      'The owner comes from the session and the cost from the destination; any other fields sent are ' +
      'ignored.',
    // The date's rules are refinements, which JSON Schema cannot show: say them in words.
    body: createBookingSchema.extend({
      date: createBookingSchema.shape.date.meta({
        description: 'YYYY-MM-DD, from today in Germany (Europe/Berlin) up to two years ahead.',
        format: 'date',
      }),
    }),
    answers: {
      201: ok('Booked.', insertedAnswerSchema),
      ...refused(400, 404),
      409: ok('The caller already has a plan on that date.', bookingConflictAnswerSchema),
    },
  },
  list: {
    access: 'verified',
    tag: 'Bookings',
    summary: 'My bookings',
    description: '`?user=` another address: admins only.',
    query: bookingListQuerySchema,
    answers: { 200: ok('The bookings.', z.array(bookingSchema)), ...refused(400) },
  },
  read: {
    access: 'owner',
    owns: 'booking',
    tag: 'Bookings',
    summary: 'One booking',
    description: 'Your own; admins may read any.',
    params: idPath('booking'),
    answers: { 200: ok('The booking.', bookingSchema), ...refused(400, 404) },
  },
  cancel: {
    access: 'owner',
    owns: 'booking',
    tag: 'Bookings',
    summary: 'Cancel an unpaid booking',
    params: idPath('booking'),
    answers: {
      200: ok('`deletedCount` is 0 when nothing was cancelled.', deletedAnswerSchema),
      ...refused(400),
      409: ok('The booking is paid: it cannot be cancelled.', apiErrorSchema),
    },
  },
  pay: {
    access: 'owner',
    owns: 'booking',
    tag: 'Bookings',
    summary: 'Mark a booking paid',
    description: 'Only when the payment provider says that this payment intent succeeded for this booking.',
    params: idPath('booking'),
    body: payBookingSchema,
    answers: { 200: ok('The booking as it now stands.', paidAnswerSchema), ...refused(400, 404, 409, 503) },
  },
} satisfies Record<string, RouteContract>;

/**
 * The booking calls. Every one needs a verified traveller; the owner of a booking is the
 * session's user, and someone else's booking is answered as unknown (404), except that admins may
 * read any.
 */
export const bookingRoutes: FastifyPluginAsync<BookingRoutesOptions> = async (app, options) => {
  const { db, mails, pay } = options;

  app.post('/bookedDestination', { config: { contract: contracts.book } }, async (request, reply) => {
    const user = await requireVerifiedUser(request);
    const { bookingId, ...input } = parseInput(createBookingSchema, request.body ?? {});
    const destinationId = recordId(bookingId, 'Destination');
    const result = await createBooking(db, user, { ...input, destinationId });
    if (!result.created) return reply.status(409).send(result.conflict);
    // Sent after the answer: the booking stands whatever the mail does.
    void mails.booked(result.booking);
    return reply.status(201).send({ insertedId: result.booking.id } satisfies InsertedAnswer);
  });

  // `?user=` names whose bookings: the caller's own (the default), or anyone's for an admin.
  app.get('/booking', { config: { contract: contracts.list } }, async (request) => {
    const user = await requireVerifiedUser(request);
    const query = parseInput(bookingListQuerySchema, request.query);
    const email = query.user ?? user.email;
    if (email.toLowerCase() !== user.email.toLowerCase() && !hasAdminRights(user)) {
      throw new HttpError(403, 'You can only see your own bookings.');
    }
    return listBookingsOf(db, email);
  });

  app.get<IdParams>('/booking/:id', { config: { contract: contracts.read } }, async (request) => {
    const user = await requireVerifiedUser(request);
    const id = recordId(request.params.id, 'Booking');
    return getBooking(db, id, { userId: user.id, seesAll: hasAdminRights(user) });
  });

  app.delete<IdParams>('/booking/:id', { config: { contract: contracts.cancel } }, async (request) => {
    const user = await requireVerifiedUser(request);
    const id = recordId(request.params.id, 'Booking');
    return { deletedCount: await deleteUnpaidBooking(db, user.id, id) } satisfies DeletedAnswer;
  });

  // `{transactionId}` is the payment intent's id (a `booking` field in the body is ignored). The
  // provider, not the browser, says whether it was paid.
  app.patch<IdParams>('/booking/:id', { config: { contract: contracts.pay } }, async (request) => {
    const user = await requireVerifiedUser(request);
    const id = recordId(request.params.id, 'Booking');
    const { transactionId } = parseInput(payBookingSchema, request.body ?? {});
    return (await pay({ bookingId: id, intentId: transactionId, ownerId: user.id })) satisfies PaidAnswer;
  });
};
