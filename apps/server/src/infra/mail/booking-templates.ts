import { addDays, centsToDollars, formatBookingDate } from '@tgde/contracts';
import { createEvent } from 'ics';
import type { MailMessage } from './mailer';
import { compose, greetingName } from './templates';

/*
 * The mails of a booking: one when it is made (with the trip as a calendar entry and a link to pay)
 * and a receipt when it is paid. Every text a person typed (their name, a destination's name) goes
 * through compose(), which escapes it in the HTML part.
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
const onDay = (trip: TripOnDay) => `${trip.destination} on ${formatBookingDate(trip.date)}`;

/** Each booking mail's subject: the mail's own, and what the admins' Mail page lists it by. */
export const bookingMailSubjects = {
  booked: (trip: TripOnDay) => `Your trip to ${onDay(trip)} is booked`,
  paid: (trip: TripOnDay) => `Receipt: your trip to ${onDay(trip)} is paid`,
  cancelled: (trip: TripOnDay) => `Your trip to ${onDay(trip)} is cancelled`,
  reminder: (trip: TripOnDay) => `Reminder: your trip to ${onDay(trip)}`,
} as const;

const dollars = (cents: number) => `$${centsToDollars(cents).toFixed(2)}`;

/** The day after an ISO date: an all-day event ends (exclusively) on the next day. */
function nextDay(isoDate: string): [number, number, number] {
  return addDays(isoDate, 1).split('-').map(Number) as [number, number, number];
}

/** The calendar event's UID: the same in the booking's file and in the one that cancels it. */
export const tripEventUid = (bookingId: string) => `booking-${bookingId}@travel-guide-de`;

/** The trip as an iCalendar file: an all-day event on the booked day. */
export function tripCalendar(trip: BookedTrip, payUrl: string): string {
  const [year, month, day] = trip.date.split('-').map(Number) as [number, number, number];
  const { error, value } = createEvent({
    uid: tripEventUid(trip.id),
    productId: 'travel-guide-de/bookings',
    title: `Trip to ${trip.destination}`,
    description: `Your ${PRODUCT} trip to ${trip.destination}. Cost: ${dollars(trip.costCents)}.`,
    location: `${trip.destination}, Germany`,
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

export function bookingMadeMail(trip: BookedTrip, links: { pay: string }): MailMessage {
  const date = formatBookingDate(trip.date);
  const mail = compose(trip.userEmail, {
    subject: bookingMailSubjects.booked(trip),
    greeting: `Hello ${greetingName(trip.userName)},`,
    lines: [
      `Your trip to ${trip.destination} on ${date} is booked.`,
      `Cost: ${dollars(trip.costCents)}. It is not paid yet: you can pay by card with the link below.`,
      'The calendar entry attached to this e-mail puts the day into your calendar.',
    ],
    action: { label: 'Pay for my trip', url: links.pay },
    footnote: 'You can see and cancel unpaid bookings under My Bookings in your dashboard.',
  });
  return {
    ...mail,
    attachments: [
      {
        filename: 'trip.ics',
        content: tripCalendar(trip, links.pay),
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      },
    ],
  };
}

export function paymentReceiptMail(
  trip: BookedTrip & { transactionId: string },
  links: { bookings: string },
): MailMessage {
  const date = formatBookingDate(trip.date);
  return compose(trip.userEmail, {
    subject: bookingMailSubjects.paid(trip),
    greeting: `Hello ${greetingName(trip.userName)},`,
    lines: [
      `Thank you: we received your payment of ${dollars(trip.costCents)} for your trip to ${trip.destination} on ${date}.`,
      `Transaction id: ${trip.transactionId}`,
      'Keep this e-mail as your receipt.',
    ],
    action: { label: 'See my bookings', url: links.bookings },
    footnote: `${PRODUCT} sends this receipt for every paid booking.`,
  });
}

/**
 * The calendar file that removes the trip: METHOD:CANCEL with the booking's event UID and a higher
 * SEQUENCE, which calendar programs apply to the event the booking mail added.
 */
export function cancelledTripCalendar(trip: BookedTrip, url: string): string {
  const [year, month, day] = trip.date.split('-').map(Number) as [number, number, number];
  const { error, value } = createEvent({
    method: 'CANCEL',
    uid: tripEventUid(trip.id),
    sequence: 1,
    productId: 'travel-guide-de/bookings',
    title: `Cancelled: trip to ${trip.destination}`,
    description: `Your ${PRODUCT} trip to ${trip.destination} is cancelled.`,
    location: `${trip.destination}, Germany`,
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

export function tripCancelledMail(
  trip: BookedTrip & { refundCents: number | null; refundId: string | null },
  links: { bookings: string },
): MailMessage {
  const date = formatBookingDate(trip.date);
  const refund =
    trip.refundCents === null
      ? 'Your refund is on its way: we will send it as soon as the payment service answers.'
      : `We refunded ${dollars(trip.refundCents)} to your card (refund ${trip.refundId ?? ''}); it can take a few days to show.`;
  const mail = compose(trip.userEmail, {
    subject: bookingMailSubjects.cancelled(trip),
    greeting: `Hello ${greetingName(trip.userName)},`,
    lines: [
      `Your trip to ${trip.destination} on ${date} is cancelled.`,
      refund,
      'The calendar file attached to this e-mail removes the trip from your calendar.',
    ],
    action: { label: 'See my bookings', url: links.bookings },
    footnote: `${PRODUCT} sends this e-mail for every cancelled trip.`,
  });
  return {
    ...mail,
    attachments: [
      {
        filename: 'trip-cancelled.ics',
        content: cancelledTripCalendar(trip, links.bookings),
        contentType: 'text/calendar; charset=utf-8; method=CANCEL',
      },
    ],
  };
}

/** A few days before a paid trip: the day, the place and the calendar entry once more. */
export function tripReminderMail(trip: BookedTrip, links: { bookings: string }): MailMessage {
  const date = formatBookingDate(trip.date);
  const mail = compose(trip.userEmail, {
    subject: bookingMailSubjects.reminder(trip),
    greeting: `Hello ${greetingName(trip.userName)},`,
    lines: [
      `Your trip to ${trip.destination} is on ${date}.`,
      `Where: ${trip.destination}, Germany.`,
      `It is paid (${dollars(trip.costCents)}); there is nothing more to do before you go.`,
      'The calendar entry attached to this e-mail puts the day into your calendar, if it is not there yet.',
    ],
    action: { label: 'See my bookings', url: links.bookings },
    footnote: `${PRODUCT} sends one reminder before every paid trip.`,
  });
  return {
    ...mail,
    attachments: [
      {
        filename: 'trip.ics',
        content: tripCalendar(trip, links.bookings),
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      },
    ],
  };
}
