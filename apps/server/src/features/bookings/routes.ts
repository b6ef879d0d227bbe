import {
  apiErrorSchema,
  availabilityAnswerSchema,
  availabilityQuerySchema,
  availabilityRange,
  departuresAnswerSchema,
  bookingConflictAnswerSchema,
  bookingListQuerySchema,
  bookingSchema,
  createBookingFields,
  ticketsOrTravellers,
  deletedAnswerSchema,
  formatBookingDate,
  insertedAnswerSchema,
  paidAnswerSchema,
  MY_BOOKINGS_LIMIT,
  payBookingSchema,
  placesConflictAnswerSchema,
  type Booking,
  type DeletedAnswer,
  type InsertedAnswer,
  type PaidAnswer,
} from '@tgde/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { adminPowerOf, mayUseAdminRights, useAdminRights } from '../../auth/guards';
import type { Db } from '../../db/client';
import { toBooking, type BookingPolicy } from '../../domain/booking-records';
import { bookingNameIn, bookingNamesIn } from '../../domain/destination-names';
import { cancelPaidBooking } from '../../domain/booking-refunds';
import { requestLocale } from '../../http/answer-language';
import { idPath, ok, page, refused } from '../../http/api-answers';
import { sendPage } from '../../http/paging';
import { invalidField } from '../../http/errors';
import { recordId } from '../../http/ids';
import type { RouteContract } from '../../http/route-contract';
import { defineRoute } from '../../http/route-table';
import { translateFinished } from '../../infra/i18n/server-i18n';
import type { BookingMails } from '../../infra/mail/booking-mails';
import type { PaymentProvider } from '../../infra/payments/provider';
import { availabilityOf, departuresOf } from './availability';
import { createBooking, deleteUnpaidBooking, getBooking, listBookingsOf } from './service';

export interface BookingRoutesOptions {
  db: Db;
  mails: Pick<BookingMails, 'bookedJobSql' | 'bookedSubjectAround' | 'wake' | 'cancelled' | 'refundSettled'>;
  /** Refunds cancelled trips and cancels the open intents of deleted bookings. */
  payments: PaymentProvider;
  policy: BookingPolicy;
  /** Pays a booking and sends its receipt: the payments feature's, passed in by app.ts. */
  pay: (input: { bookingId: string; intentId: string; ownerId: string }) => Promise<PaidAnswer>;
}

const contracts = {
  book: {
    access: 'verified',
    tag: 'Bookings',
    summary: 'Book a destination for a date',
    description:
      'The owner comes from the session and the cost from the destination; any other fields sent are ' +
      'ignored.',
    // The date's rules are refinements, which JSON Schema cannot show: say them in words.
    body: createBookingFields
      .extend({
        date: createBookingFields.shape.date.meta({
          description: 'YYYY-MM-DD, from today in Germany (Europe/Berlin) up to two years ahead.',
          format: 'date',
        }),
      })
      .superRefine(ticketsOrTravellers),
    answers: {
      201: ok('Booked.', insertedAnswerSchema),
      ...refused(400, 404),
      409: ok(
        'The caller already has a plan on that date (`confirmBooking`), or the day has fewer places left ' +
          'than `travellers` (`remaining`).',
        z.union([bookingConflictAnswerSchema, placesConflictAnswerSchema]),
      ),
    },
  },
  availability: {
    access: 'public',
    tag: 'Bookings',
    summary: "A destination's places, day by day",
    description:
      'Both ends included; at most 93 days; by default 31 days from today in Germany. `capacity` and ' +
      '`remaining` are null for a destination without a limit.',
    params: idPath('destination'),
    query: availabilityQuerySchema,
    answers: { 200: ok('One entry a day.', availabilityAnswerSchema), ...refused(400, 404) },
  },
  departures: {
    access: 'public',
    tag: 'Bookings',
    summary: "A destination's departures",
    description:
      'One a day for a destination without start times, else one at each start time. Both ends ' +
      "included; at most 93 days; by default 31 days from today in Germany. A departure's id stays " +
      'the same for the same destination, date and time; send it as `departureId` when booking.',
    params: idPath('destination'),
    query: availabilityQuerySchema,
    answers: { 200: ok('The departures, in order.', departuresAnswerSchema), ...refused(400, 404) },
  },
  cancelTrip: {
    access: 'owner',
    owns: 'booking',
    othersForAdmins: { path: 'id' },
    tag: 'Bookings',
    summary: 'Cancel a paid trip and refund it',
    description:
      'Its owner, until the free cancellation ends (FREE_CANCELLATION_DAYS days before the trip, in ' +
      'Germany); an admin at any time. Refunds the whole cost through the payment provider; repeating ' +
      'the call refunds nothing more and answers the same booking.',
    params: idPath('booking'),
    answers: {
      200: ok('The booking, now cancelled.', bookingSchema),
      ...refused(400, 404),
      409: ok('Not paid, expired, or too late to cancel (the message says which).', apiErrorSchema),
      503: ok('Cancelled, but the refund could not be made yet: it is retried.', apiErrorSchema),
    },
  },
  list: {
    access: 'verified',
    othersForAdmins: { query: 'user' },
    tag: 'Bookings',
    summary: 'My bookings',
    description:
      '`?user=` another address: admins only. The latest ' +
      `${MY_BOOKINGS_LIMIT.toLocaleString('en-US')} trips by date at most, soonest first; all of them counted in X-Total-Count.`,
    query: bookingListQuerySchema,
    answers: { 200: page('The bookings.', bookingSchema), ...refused(400) },
  },
  read: {
    access: 'owner',
    owns: 'booking',
    othersForAdmins: { path: 'id' },
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
    summary: 'Delete an unpaid booking',
    description: 'Frees its places and cancels its open payment intent.',
    params: idPath('booking'),
    answers: {
      200: ok('`deletedCount` is 0 when nothing was cancelled.', deletedAnswerSchema),
      ...refused(400),
      409: ok('The booking is paid or expired: it cannot be deleted.', apiErrorSchema),
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
  const { db, mails, pay, payments, policy } = options;

  defineRoute(app, 'post', '/bookedDestination', contracts.book, async ({ caller, body }, request, reply) => {
    const { bookingId, ...input } = body;
    const destinationId = recordId(bookingId, 'Destination');
    // The booking's mails (written when they are sent) are in the language the traveller books in.
    const locale = requestLocale(request);
    const result = await createBooking(db, caller, { ...input, destinationId }, policy, mails, locale);
    if (!result.created) {
      // The sentence names the day: in the caller's language it is written as they write dates
      // (24.12.2026), which the translation on the way out could not do.
      const message = translateFinished(locale, result.conflict.message).replace(
        formatBookingDate(input.date),
        formatBookingDate(input.date, locale),
      );
      return reply.status(409).send({ ...result.conflict, message });
    }
    return reply.status(201).send({ insertedId: result.id } satisfies InsertedAnswer);
  });

  // `?user=` names whose bookings: the caller's own (the default), or anyone's for an admin.
  defineRoute(app, 'get', '/booking', contracts.list, async ({ caller, query }, request, reply) => {
    const email = query.user ?? caller.email;
    if (email.toLowerCase() !== caller.email.toLowerCase()) {
      useAdminRights(request, caller, 'You can only see your own bookings.');
    }
    const { items, total } = await listBookingsOf(db, email, policy);
    return sendPage(reply, { items: await bookingNamesIn(db, items, requestLocale(request)), total });
  });

  defineRoute(app, 'get', '/destination/:id/availability', contracts.availability, async (input) => {
    const destinationId = recordId(input.params.id, 'Destination');
    const range = availabilityRange(input.query, policy.now());
    if ('refusal' in range) throw invalidField(range.path, range.refusal);
    return availabilityOf(db, destinationId, range, policy.now());
  });

  defineRoute(app, 'get', '/destination/:id/departures', contracts.departures, async (input) => {
    const destinationId = recordId(input.params.id, 'Destination');
    const range = availabilityRange(input.query, policy.now());
    if ('refusal' in range) throw invalidField(range.path, range.refusal);
    return departuresOf(db, destinationId, range, policy.now());
  });

  // The owner while cancelling is free; an admin at any time. The cancellation mail is queued with
  // the cancellation.
  defineRoute(
    app,
    'post',
    '/booking/:id/cancel',
    contracts.cancelTrip,
    async ({ caller, params }, request): Promise<Booking> => {
      const id = recordId(params.id, 'Booking');
      // An admin who may not use admin rights now cancels their own trips as travellers do.
      const admin = mayUseAdminRights(request, caller);
      const { row, refundFailed } = await cancelPaidBooking(db, payments, policy, mails, {
        bookingId: id,
        viewer: { userId: caller.id, admin: adminPowerOf(request, caller) },
        evenLate: admin,
        ...(admin ? { audit: caller } : {}),
      });
      if (refundFailed) {
        request.log.error(
          { err: (refundFailed as { cause?: unknown }).cause },
          `refund of booking ${id} failed`,
        );
        throw refundFailed;
      }
      return bookingNameIn(db, toBooking(row, policy), requestLocale(request));
    },
  );

  defineRoute(app, 'get', '/booking/:id', contracts.read, async ({ caller, params }, request) => {
    const id = recordId(params.id, 'Booking');
    const viewer = { userId: caller.id, admin: adminPowerOf(request, caller) };
    return bookingNameIn(db, await getBooking(db, id, viewer, policy), requestLocale(request));
  });

  defineRoute(app, 'delete', '/booking/:id', contracts.cancel, async ({ caller, params }, request) => {
    const id = recordId(params.id, 'Booking');
    const { deletedCount, openIntents } = await deleteUnpaidBooking(db, caller.id, id);
    // After the answer: a payment page left open can no longer charge the deleted booking.
    for (const intent of openIntents) {
      void payments.cancelIntent(intent).catch((error: unknown) => {
        request.log.warn({ err: error }, `could not cancel the payment intent ${intent}`);
      });
    }
    return { deletedCount } satisfies DeletedAnswer;
  });

  // `{transactionId}` is the payment intent's id (a `booking` field in the body is ignored). The
  // provider, not the browser, says whether it was paid.
  defineRoute(app, 'patch', '/booking/:id', contracts.pay, async (input) => {
    const id = recordId(input.params.id, 'Booking');
    const { transactionId } = input.body;
    return (await pay({
      bookingId: id,
      intentId: transactionId,
      ownerId: input.caller.id,
    })) satisfies PaidAnswer;
  });
};
