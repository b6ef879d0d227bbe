import {
  addDays,
  departureStart,
  formatBookingDate,
  formatMoneyCents,
  ticketsSummary,
  type Locale,
  type TicketCategory,
} from '@tgde/contracts';
import { createEvent, type DateArray } from 'ics';
import { translate } from '../i18n/server-i18n';
import { declareMail, greeting, type DeclaredMail, type MailDeclaration } from './declare-mail';

/*
 * The mails of a booking: one when it is made (with the trip as a calendar entry and a link to pay),
 * a receipt when it is paid, one when it is cancelled and a reminder before the trip. Each is
 * written when it is sent, from the booking as it then stands (domain/booking-mail-render.ts), in
 * the traveller's language (`locale`), dates and amounts as that language writes them. Every text a
 * person typed (their name, a destination's name) is escaped in the HTML part (compose()).
 */

const PRODUCT = 'Travel Guide DE';

export interface BookedTrip {
  id: string;
  destination: string;
  /** ISO calendar date. */
  date: string;
  /** The departure's start time in Germany ("10:00"); null for a trip booked by the day. */
  time: string | null;
  costCents: number;
  userName: string;
  userEmail: string;
  /** What was bought; null for travellers booked without tickets (adults only). */
  tickets: { category: TicketCategory; count: number }[] | null;
  /** Where the tour starts, when the operator said. */
  meetingPoint: string | null;
}

type TripOnDay = Pick<BookedTrip, 'destination' | 'date' | 'time'>;
/** The trip's destination and day, with its start time when it has one ("24.12.2026, 10:00"). */
const onDay = (trip: TripOnDay, locale: Locale) => ({
  destination: trip.destination,
  date: trip.time
    ? `${formatBookingDate(trip.date, locale)}, ${trip.time}`
    : formatBookingDate(trip.date, locale),
});

/** The lines that say what was bought and where to meet, when the booking has them. */
function departureLines(trip: BookedTrip, locale: Locale): string[] {
  return [
    ...(trip.tickets
      ? [
          translate(locale, 'Tickets: {tickets}', {
            tickets: ticketsSummary(trip.tickets, (text, values) => translate(locale, text, values)),
          }),
        ]
      : []),
    ...(trip.meetingPoint
      ? [translate(locale, 'Meeting point: {address}', { address: trip.meetingPoint })]
      : []),
  ];
}

/** When the calendar entry starts: the departure's instant (UTC), or the whole day. */
function eventTime(trip: BookedTrip) {
  if (!trip.time) {
    const [year, month, day] = trip.date.split('-').map(Number) as [number, number, number];
    return { start: [year, month, day] as [number, number, number], end: nextDay(trip.date) };
  }
  // A start without an end: the calendar shows the moment it starts, with no made-up length.
  // RFC 5545 allows it and the ics package writes it so, though its types ask for an end.
  const at = departureStart(trip.date, trip.time);
  return <{ start: DateArray; end: DateArray }>(<unknown>{
    start: [
      at.getUTCFullYear(),
      at.getUTCMonth() + 1,
      at.getUTCDate(),
      at.getUTCHours(),
      at.getUTCMinutes(),
    ] as [number, number, number, number, number],
    startInputType: 'utc',
    startOutputType: 'utc',
  });
}

/** The calendar entry's place: the meeting point, else the destination. */
const eventLocation = (trip: BookedTrip, locale: Locale) =>
  trip.meetingPoint ?? translate(locale, '{destination}, Germany', { destination: trip.destination });

/** What a booking mail is written from: the booking as it stands when the mail is sent. */
export interface BookingMailInput extends BookedTrip {
  status: string;
  paid: boolean;
  transactionId: string | null;
  refundCents: number | null;
  refundId: string | null;
  /** The test-mode processor took the payment: the receipt says no money was taken. */
  receiptTestMode: boolean;
  /** The same for the cancellation: no money goes back. */
  creditNoteTestMode: boolean;
  /** The pages the mail links to, in the traveller's language. */
  links: { pay: string; bookings: string };
  /** The booking's departure was cancelled (by the operator, or for too few travellers). */
  departureCancelled: boolean;
}

/**
 * A booking mail: a declared mail written when sent (job `booking`), which may no longer apply by
 * then and may carry one of the booking's PDFs, made when it is sent.
 */
export type BookingMail = DeclaredMail<BookingMailInput, TripOnDay> & {
  applies(input: BookingMailInput): boolean;
  document(input: BookingMailInput): 'receipt' | 'credit-note' | undefined;
};

function bookingMail(
  declaration: Omit<MailDeclaration<BookingMailInput, TripOnDay>, 'job'> &
    Partial<Pick<BookingMail, 'applies' | 'document'>>,
): BookingMail {
  const { applies = () => true, document = () => undefined, ...mail } = declaration;
  return Object.assign(declareMail<BookingMailInput, TripOnDay>({ ...mail, job: 'booking' }), {
    applies,
    document,
  });
}

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
  const { error, value } = createEvent({
    uid: tripEventUid(trip.id),
    productId: 'travel-guide-de/bookings',
    title: translate(locale, 'Trip to {destination}', { destination: trip.destination }),
    description: [
      translate(locale, 'Your {product} trip to {destination}. Cost: {cost}.', {
        product: PRODUCT,
        destination: trip.destination,
        cost: dollars(trip.costCents, locale),
      }),
      ...departureLines(trip, locale),
    ].join('\n'),
    location: eventLocation(trip, locale),
    url: payUrl,
    ...eventTime(trip),
    status: 'CONFIRMED',
    busyStatus: 'FREE',
    transp: 'TRANSPARENT',
  });
  if (error || !value) throw error ?? new Error('ics made no calendar');
  return value;
}

/** When a trip is booked: the trip as a calendar entry, and the link to pay for it. */
export const bookingMadeMail = bookingMail({
  id: 'booked',
  subject: (trip, locale) =>
    translate(locale, 'Your trip to {destination} on {date} is booked', onDay(trip, locale)),
  letter: (trip, locale) => ({
    to: trip.userEmail,
    greeting: greeting(locale, trip.userName),
    lines: [
      translate(locale, 'Your trip to {destination} on {date} is booked.', onDay(trip, locale)),
      ...departureLines(trip, locale),
      translate(locale, 'Cost: {cost}. The trip is not paid yet: you can pay by card with the link below.', {
        cost: dollars(trip.costCents, locale),
      }),
      translate(locale, 'The calendar entry attached to this e-mail puts the day into your calendar.'),
    ],
    action: { label: translate(locale, 'Pay for my trip'), url: trip.links.pay },
    footnote: translate(
      locale,
      'You can see, pay and delete unpaid bookings under My Bookings in your dashboard.',
    ),
    attachments: [
      {
        filename: 'trip.ics',
        content: tripCalendar(trip, trip.links.pay, locale),
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      },
    ],
  }),
});

/**
 * The receipt mail, with the receipt. In test mode (the test-mode processor took the payment) it
 * says that no money was taken instead of thanking for it (docs/payments.md).
 */
export const paymentReceiptMail = bookingMail({
  id: 'paid',
  subject: (trip, locale) =>
    translate(locale, 'Receipt: your trip to {destination} on {date} is paid', onDay(trip, locale)),
  applies: (trip) => Boolean(trip.transactionId),
  document: () => 'receipt',
  letter: (trip, locale) => {
    const paid = { cost: dollars(trip.costCents, locale), ...onDay(trip, locale) };
    return {
      to: trip.userEmail,
      greeting: greeting(locale, trip.userName),
      lines: [
        trip.receiptTestMode
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
        ...departureLines(trip, locale),
        translate(locale, 'Transaction id: {transactionId}', { transactionId: trip.transactionId ?? '' }),
        trip.receiptTestMode
          ? translate(locale, 'This e-mail and its receipt are for no real payment.')
          : translate(locale, 'Keep this e-mail as your receipt.'),
      ],
      action: { label: translate(locale, 'See my bookings'), url: trip.links.bookings },
      footnote: translate(locale, '{product} sends this receipt for every paid booking.', {
        product: PRODUCT,
      }),
    };
  },
});

/**
 * The calendar file that removes the trip: METHOD:CANCEL with the booking's event UID and a higher
 * SEQUENCE, which calendar programs apply to the event the booking mail added.
 */
export function cancelledTripCalendar(trip: BookedTrip, url: string, locale: Locale = 'en'): string {
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
    location: eventLocation(trip, locale),
    url,
    ...eventTime(trip),
    status: 'CANCELLED',
    busyStatus: 'FREE',
    transp: 'TRANSPARENT',
  });
  if (error || !value) throw error ?? new Error('ics made no calendar');
  return value;
}

/** The cancellation mail, with the credit note of a paid trip and a calendar file that removes it. */
export const tripCancelledMail = bookingMail({
  id: 'cancelled',
  subject: (trip, locale) =>
    translate(locale, 'Your trip to {destination} on {date} is cancelled', onDay(trip, locale)),
  applies: (trip) => trip.status === 'cancelled',
  document: (trip) => (trip.paid ? 'credit-note' : undefined),
  letter: (trip, locale) => {
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
    return {
      to: trip.userEmail,
      greeting: greeting(locale, trip.userName),
      lines: [
        translate(locale, 'Your trip to {destination} on {date} is cancelled.', onDay(trip, locale)),
        ...(trip.departureCancelled
          ? [
              translate(
                locale,
                'This departure is called off, so all of your money is on its way back to you.',
              ),
            ]
          : []),
        ...(trip.creditNoteTestMode
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
      action: { label: translate(locale, 'See my bookings'), url: trip.links.bookings },
      footnote: translate(locale, '{product} sends this e-mail for every cancelled trip.', {
        product: PRODUCT,
      }),
      attachments: [
        {
          filename: 'trip-cancelled.ics',
          content: cancelledTripCalendar(trip, trip.links.bookings, locale),
          contentType: 'text/calendar; charset=utf-8; method=CANCEL',
        },
      ],
    };
  },
});

/** A few days before a paid trip: the day, the place and the calendar entry once more. */
export const tripReminderMail = bookingMail({
  id: 'reminder',
  subject: (trip, locale) =>
    translate(locale, 'Reminder: your trip to {destination} on {date}', onDay(trip, locale)),
  // A trip cancelled after its reminder was queued gets none, nor one whose departure was called off
  // (its bookings are cancelled one job at a time, after the reminder may have been queued).
  applies: (trip) => trip.status === 'paid' && !trip.departureCancelled,
  letter: (trip, locale) => ({
    to: trip.userEmail,
    greeting: greeting(locale, trip.userName),
    lines: [
      translate(locale, 'Your trip to {destination} is on {date}.', onDay(trip, locale)),
      translate(locale, 'Where: {destination}, Germany.', { destination: trip.destination }),
      ...departureLines(trip, locale),
      translate(locale, 'It is paid ({cost}); there is nothing more to do before you go.', {
        cost: dollars(trip.costCents, locale),
      }),
      translate(
        locale,
        'The calendar entry attached to this e-mail puts the day into your calendar, if it is not there yet.',
      ),
    ],
    action: { label: translate(locale, 'See my bookings'), url: trip.links.bookings },
    footnote: translate(locale, '{product} sends one reminder before every paid trip.', {
      product: PRODUCT,
    }),
    attachments: [
      {
        filename: 'trip.ics',
        content: tripCalendar(trip, trip.links.bookings, locale),
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      },
    ],
  }),
});

/** A minimum-group tour reached its group at its decision: it takes place. */
export const departureGuaranteedMail = bookingMail({
  id: 'departure-guaranteed',
  subject: (trip, locale) =>
    translate(locale, 'It takes place: your trip to {destination} on {date}', onDay(trip, locale)),
  // A trip cancelled since gets none.
  applies: (trip) => trip.status === 'paid',
  letter: (trip, locale) => ({
    to: trip.userEmail,
    greeting: greeting(locale, trip.userName),
    lines: [
      translate(
        locale,
        'Enough travellers have booked: your trip to {destination} on {date} takes place as planned.',
        onDay(trip, locale),
      ),
    ],
    action: { label: translate(locale, 'See my bookings'), url: trip.links.bookings },
    footnote: translate(
      locale,
      '{product} tells every traveller of a tour with a minimum group whether it takes place.',
      {
        product: PRODUCT,
      },
    ),
  }),
});

/** Every booking mail, by its id: what a booking mail's job names. */
export const bookingMailsById: ReadonlyMap<string, BookingMail> = new Map(
  [bookingMadeMail, paymentReceiptMail, tripCancelledMail, tripReminderMail, departureGuaranteedMail].map(
    (mail) => [mail.id, mail],
  ),
);
