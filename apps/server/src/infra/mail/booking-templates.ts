import { addDays, formatBookingDate, formatMoneyCents, type Locale } from '@tgde/contracts';
import { createEvent } from 'ics';
import { translate } from '../i18n/server-i18n';
import type { MailMessage } from './mailer';
import { compose, greeting } from './templates';

/*
 * The mails of a booking: one when it is made (with the trip as a calendar entry and a link to pay)
 * and a receipt when it is paid. Every text a person typed (their name, a destination's name) goes
 * through compose(), which escapes it in the HTML part. Each is written in the traveller's language
 * (`locale`), dates and amounts as that language writes them.
 */

const PRODUCT = 'Travel Guide DE';

export interface BookedTrip {
  id: string;
  destination: string;
  /** ISO calendar date. */
  date: string;
  costCents: number;
  userName: string;
  userEmail: string;
}

type TripOnDay = Pick<BookedTrip, 'destination' | 'date'>;
const onDay = (trip: TripOnDay, locale: Locale) => ({
  destination: trip.destination,
  date: formatBookingDate(trip.date, locale),
});

/**
 * Each booking mail's subject: the mail's own (in the traveller's language), and what the admins'
 * Mail page lists it by (in English).
 */
export const bookingMailSubjects = {
  booked: (trip: TripOnDay, locale: Locale = 'en') =>
    translate(locale, 'Your trip to {destination} on {date} is booked', onDay(trip, locale)),
  paid: (trip: TripOnDay, locale: Locale = 'en') =>
    translate(locale, 'Receipt: your trip to {destination} on {date} is paid', onDay(trip, locale)),
  cancelled: (trip: TripOnDay, locale: Locale = 'en') =>
    translate(locale, 'Your trip to {destination} on {date} is cancelled', onDay(trip, locale)),
  reminder: (trip: TripOnDay, locale: Locale = 'en') =>
    translate(locale, 'Reminder: your trip to {destination} on {date}', onDay(trip, locale)),
} as const;

/** An amount as the product writes it: "$1,250", "$19.99"; "1.250 $", "19,99 $". */
const dollars = (cents: number, locale: Locale): string => formatMoneyCents(cents, locale);

/** The day after an ISO date: an all-day event ends (exclusively) on the next day. */
function nextDay(isoDate: string): [number, number, number] {
  return addDays(isoDate, 1).split('-').map(Number) as [number, number, number];
}

/** The calendar event's UID: the same in the booking's file and in the one that cancels it. */
export const tripEventUid = (bookingId: string) => `booking-${bookingId}@travel-guide-de`;

/** The trip as an iCalendar file: an all-day event on the booked day. */
export function tripCalendar(trip: BookedTrip, payUrl: string, locale: Locale = 'en'): string {
  const [year, month, day] = trip.date.split('-').map(Number) as [number, number, number];
  const { error, value } = createEvent({
    uid: tripEventUid(trip.id),
    productId: 'travel-guide-de/bookings',
    title: translate(locale, 'Trip to {destination}', { destination: trip.destination }),
    description: translate(locale, 'Your {product} trip to {destination}. Cost: {cost}.', {
      product: PRODUCT,
      destination: trip.destination,
      cost: dollars(trip.costCents, locale),
    }),
    location: translate(locale, '{destination}, Germany', { destination: trip.destination }),
    url: payUrl,
    start: [year, month, day],
    end: nextDay(trip.date),
    status: 'CONFIRMED',
    busyStatus: 'FREE',
    transp: 'TRANSPARENT',
  });
  if (error || !value) throw error ?? new Error('ics made no calendar');
  return value;
}

export function bookingMadeMail(
  trip: BookedTrip,
  links: { pay: string },
  locale: Locale = 'en',
): MailMessage {
  const day = onDay(trip, locale);
  const mail = compose(
    trip.userEmail,
    {
      subject: bookingMailSubjects.booked(trip, locale),
      greeting: greeting(locale, trip.userName),
      lines: [
        translate(locale, 'Your trip to {destination} on {date} is booked.', day),
        translate(
          locale,
          'Cost: {cost}. The trip is not paid yet: you can pay by card with the link below.',
          {
            cost: dollars(trip.costCents, locale),
          },
        ),
        translate(locale, 'The calendar entry attached to this e-mail puts the day into your calendar.'),
      ],
      action: { label: translate(locale, 'Pay for my trip'), url: links.pay },
      footnote: translate(
        locale,
        'You can see, pay and delete unpaid bookings under My Bookings in your dashboard.',
      ),
    },
    locale,
  );
  return {
    ...mail,
    attachments: [
      {
        filename: 'trip.ics',
        content: tripCalendar(trip, links.pay, locale),
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      },
    ],
  };
}

/**
 * The receipt mail. `testMode`: the test-mode processor took the payment, and the mail says that no
 * money was taken instead of thanking for it (docs/payments.md, "Payments without Stripe keys").
 */
export function paymentReceiptMail(
  trip: BookedTrip & { transactionId: string; testMode?: boolean },
  links: { bookings: string },
  locale: Locale = 'en',
): MailMessage {
  const paid = { cost: dollars(trip.costCents, locale), ...onDay(trip, locale) };
  return compose(
    trip.userEmail,
    {
      subject: bookingMailSubjects.paid(trip, locale),
      greeting: greeting(locale, trip.userName),
      lines: [
        trip.testMode
          ? translate(
              locale,
              'Test mode: your payment of {cost} for your trip to {destination} on {date} was a test. No payment was taken and no card was charged.',
              paid,
            )
          : translate(
              locale,
              'Thank you: we received your payment of {cost} for your trip to {destination} on {date}.',
              paid,
            ),
        translate(locale, 'Transaction id: {transactionId}', { transactionId: trip.transactionId }),
        trip.testMode
          ? translate(locale, 'This e-mail and its receipt are for no real payment.')
          : translate(locale, 'Keep this e-mail as your receipt.'),
      ],
      action: { label: translate(locale, 'See my bookings'), url: links.bookings },
      footnote: translate(locale, '{product} sends this receipt for every paid booking.', {
        product: PRODUCT,
      }),
    },
    locale,
  );
}

/**
 * The calendar file that removes the trip: METHOD:CANCEL with the booking's event UID and a higher
 * SEQUENCE, which calendar programs apply to the event the booking mail added.
 */
export function cancelledTripCalendar(trip: BookedTrip, url: string, locale: Locale = 'en'): string {
  const [year, month, day] = trip.date.split('-').map(Number) as [number, number, number];
  const { error, value } = createEvent({
    method: 'CANCEL',
    uid: tripEventUid(trip.id),
    sequence: 1,
    productId: 'travel-guide-de/bookings',
    title: translate(locale, 'Cancelled: trip to {destination}', { destination: trip.destination }),
    description: translate(locale, 'Your {product} trip to {destination} is cancelled.', {
      product: PRODUCT,
      destination: trip.destination,
    }),
    location: translate(locale, '{destination}, Germany', { destination: trip.destination }),
    url,
    start: [year, month, day],
    end: nextDay(trip.date),
    status: 'CANCELLED',
    busyStatus: 'FREE',
    transp: 'TRANSPARENT',
  });
  if (error || !value) throw error ?? new Error('ics made no calendar');
  return value;
}

/**
 * The cancellation mail. `testMode`: the trip was paid in test mode, and the mail says first that
 * no money was taken, so none goes back.
 */
export function tripCancelledMail(
  trip: BookedTrip & { refundCents: number | null; refundId: string | null; testMode?: boolean },
  links: { bookings: string },
  locale: Locale = 'en',
): MailMessage {
  const refund =
    trip.refundCents === null
      ? translate(
          locale,
          'Your refund is on its way: we will send it as soon as the payment service answers.',
        )
      : translate(
          locale,
          'We refunded {amount} to your card (refund {refundId}); it can take a few days to show.',
          { amount: dollars(trip.refundCents, locale), refundId: trip.refundId ?? '' },
        );
  const mail = compose(
    trip.userEmail,
    {
      subject: bookingMailSubjects.cancelled(trip, locale),
      greeting: greeting(locale, trip.userName),
      lines: [
        translate(locale, 'Your trip to {destination} on {date} is cancelled.', onDay(trip, locale)),
        ...(trip.testMode
          ? [
              translate(
                locale,
                'Test mode: no payment was taken for this trip, so no money goes back to your card. The refund below is a test.',
              ),
            ]
          : []),
        refund,
        translate(locale, 'The calendar file attached to this e-mail removes the trip from your calendar.'),
      ],
      action: { label: translate(locale, 'See my bookings'), url: links.bookings },
      footnote: translate(locale, '{product} sends this e-mail for every cancelled trip.', {
        product: PRODUCT,
      }),
    },
    locale,
  );
  return {
    ...mail,
    attachments: [
      {
        filename: 'trip-cancelled.ics',
        content: cancelledTripCalendar(trip, links.bookings, locale),
        contentType: 'text/calendar; charset=utf-8; method=CANCEL',
      },
    ],
  };
}

/** A few days before a paid trip: the day, the place and the calendar entry once more. */
export function tripReminderMail(
  trip: BookedTrip,
  links: { bookings: string },
  locale: Locale = 'en',
): MailMessage {
  const mail = compose(
    trip.userEmail,
    {
      subject: bookingMailSubjects.reminder(trip, locale),
      greeting: greeting(locale, trip.userName),
      lines: [
        translate(locale, 'Your trip to {destination} is on {date}.', onDay(trip, locale)),
        translate(locale, 'Where: {destination}, Germany.', { destination: trip.destination }),
        translate(locale, 'It is paid ({cost}); there is nothing more to do before you go.', {
          cost: dollars(trip.costCents, locale),
        }),
        translate(
          locale,
          'The calendar entry attached to this e-mail puts the day into your calendar, if it is not there yet.',
        ),
      ],
      action: { label: translate(locale, 'See my bookings'), url: links.bookings },
      footnote: translate(locale, '{product} sends one reminder before every paid trip.', {
        product: PRODUCT,
      }),
    },
    locale,
  );
  return {
    ...mail,
    attachments: [
      {
        filename: 'trip.ics',
        content: tripCalendar(trip, links.bookings, locale),
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      },
    ],
  };
}
