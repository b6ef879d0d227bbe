import { dateFormat } from './i18n/formats';
import { INTL_LOCALES, type Locale } from './i18n/locale';
import { z } from 'zod';
import { answerSchema } from './answer-schema';
import { travellersField } from './places';
import { answersField, bookedTicketSchema, departureMessages, ticketsField } from './tickets';
import { phoneField } from './users';

/*
 * Bookings (docs/payments.md, "Booking and paying"). The owner, the price and the
 * destination's name are the server's: the body's `userEmail`, `userName`, `cost`, `bookingName` and
 * `paid` are accepted (the seed product sends them) and ignored.
 */

/**
 * "Today" for bookings is the day in Germany, where every trip happens: the server checks dates in
 * this zone and the booking form greys out the days before it in the same zone, so both agree
 * wherever the traveller or the server is.
 */
export const BOOKING_TIME_ZONE = 'Europe/Berlin';

export const bookingMessages = {
  dateRequired: 'Choose the date of your trip',
  dateInvalid: 'Provide a valid date',
  datePast: 'The booking date cannot be before today',
  dateTooFar: 'Bookings open at most two years ahead',
  destinationRequired: 'Choose a destination to book',
} as const;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** True for a real calendar date written as ISO `YYYY-MM-DD` (so not `2026-02-30`). */
export function isIsoCalendarDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The calendar date in `timeZone` at `now`, as `YYYY-MM-DD`. */
export function calendarDateIn(timeZone: string, now: Date = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return dateFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** The ISO calendar date `days` after `isoDate` (before it, for a negative count). */
export function addDays(isoDate: string, days: number): string {
  const day = new Date(`${isoDate}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** Today in Germany (BOOKING_TIME_ZONE): the first day that can be booked. */
export function firstBookableDate(now: Date = new Date()): string {
  return calendarDateIn(BOOKING_TIME_ZONE, now);
}

/** The last day that can be booked: two years after today. */
export function lastBookableDate(now: Date = new Date()): string {
  const today = firstBookableDate(now);
  const year = Number(today.slice(0, 4)) + 2;
  return `${year}${today.slice(4)}`.replace(/-02-29$/, '-02-28');
}

/** An ISO calendar date in the pages' `PP` format, as date-fns writes it: "Dec 24, 2026". */
export function formatBookingDate(isoDate: string, locale: Locale = 'en'): string {
  if (!isIsoCalendarDate(isoDate)) return isoDate;
  // The date is a calendar day, not an instant: format it at UTC midnight in UTC. German readers
  // expect 24.12.2026.
  return dateFormat(
    INTL_LOCALES[locale],
    locale === 'de'
      ? { timeZone: 'UTC', year: 'numeric', month: '2-digit', day: '2-digit' }
      : { timeZone: 'UTC', year: 'numeric', month: 'short', day: 'numeric' },
  ).format(new Date(`${isoDate}T00:00:00Z`));
}

/** The conflict sentence, for the plan the traveller already has on that day. */
export function bookingConflictMessage(plan: { date: string; bookingName: string }): string {
  return `Already have an Travel Plan on ${formatBookingDate(plan.date)} in ${plan.bookingName}`;
}

/** The success sentence after a booking. */
export function bookingSetMessage(isoDate: string): string {
  return `Booking is set, at ${formatBookingDate(isoDate)}`;
}

/** A booking date: an ISO calendar date, not before today in Germany. */
export const bookingDateField = z
  .string({ error: bookingMessages.dateRequired })
  .trim()
  .min(1, { message: bookingMessages.dateRequired, abort: true })
  .refine(isIsoCalendarDate, { message: bookingMessages.dateInvalid, abort: true })
  .refine((value) => value >= firstBookableDate(), { message: bookingMessages.datePast, abort: true })
  .refine((value) => value <= lastBookableDate(), bookingMessages.dateTooFar);

/** POST /api/bookedDestination: only these fields of the payload are read. */
export const createBookingFields = z.object({
  /** The destination's _id (the API names it bookingId). */
  bookingId: z
    .string({ error: bookingMessages.destinationRequired })
    .trim()
    .min(1, bookingMessages.destinationRequired),
  date: bookingDateField,
  phone: phoneField,
  /** How many people come; the cost is the destination's price times this. Or `tickets`, not both. */
  travellers: travellersField.optional(),
  /** Required for a destination with start times (GET /api/destination/{id}/departures). */
  departureId: z.string({ error: departureMessages.departureId }).trim().max(80).optional(),
  /** Tickets per price category; their places and prices come from the destination. */
  tickets: ticketsField.optional(),
  /** Answers to the destination's booking questions, by question id. */
  answers: answersField.optional(),
});

/** A booking names its people by `tickets` or by `travellers`, never both. */
export function ticketsOrTravellers(
  booking: { tickets?: unknown; travellers?: unknown },
  ctx: z.RefinementCtx,
): void {
  if (booking.tickets !== undefined && booking.travellers !== undefined)
    ctx.addIssue({ code: 'custom', message: departureMessages.ticketsAndTravellers, path: ['tickets'] });
}

export const createBookingSchema = createBookingFields.superRefine(ticketsOrTravellers);
export type CreateBooking = z.infer<typeof createBookingSchema>;

/**
 * The most trips GET /api/booking answers: a traveller's latest by trip date (soonest first, as
 * ever), with how many they have in X-Total-Count. No traveller comes near it; a call must still
 * never read an unbounded list.
 */
export const MY_BOOKINGS_LIMIT = 1000;

/** GET /api/booking: `?user=` names whose bookings (the caller's own by default; anyone's for admins). */
export const bookingListQuerySchema = z.object({
  user: z.string({ error: 'user must be one e-mail address' }).trim().min(1).optional(),
});

/** The booking modal's fields (the destination comes from the page). */
export const bookingFormSchema = z.object({
  date: bookingDateField,
  phone: phoneField,
  travellers: travellersField.default(1),
});
export type BookingForm = z.infer<typeof bookingFormSchema>;

/**
 * Where a booking stands. Unpaid and paid bookings hold their places; cancelled and expired ones do
 * not. `paid` stays true on a cancelled booking: it was paid (and then refunded).
 */
export const bookingStatuses = ['unpaid', 'paid', 'cancelled', 'expired'] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

/** How pages name each state. */
export const bookingStatusLabels: Record<BookingStatus, string> = {
  unpaid: 'Unpaid',
  paid: 'Paid',
  cancelled: 'Cancelled',
  expired: 'Expired',
};

/** A booking as the API answers it. `cost` is in dollars. */
export const bookingSchema = /* @__PURE__ */ answerSchema(() =>
  z.object({
    _id: z.string(),
    bookingId: z.string().meta({ description: "The destination's _id." }),
    bookingName: z.string().meta({ description: "The destination's name when it was booked." }),
    date: z.string().meta({ description: 'ISO calendar date of the trip.', format: 'date' }),
    cost: z.number().meta({ description: 'US dollars.' }),
    userName: z.string(),
    userEmail: z.string(),
    phone: z.string().nullable(),
    paid: z.boolean(),
    transactionId: z
      .string()
      .nullable()
      .meta({ description: "The payment intent's id once paid, else null." }),
    status: z.enum(bookingStatuses).meta({
      description: 'unpaid and paid bookings hold their places; cancelled and expired ones do not.',
    }),
    travellers: z.number().int().meta({ description: 'How many people; `cost` is for all of them.' }),
    expiresAt: z.string().nullable().meta({
      description:
        'When an unpaid booking expires unless paid (when it did, once expired); null for the others.',
      format: 'date-time',
    }),
    freeCancellationUntil: z.string().meta({
      description: 'The last day (in Germany) on which a paid trip can be cancelled with a full refund.',
      format: 'date',
    }),
    cancelledAt: z.string().nullable().meta({ format: 'date-time' }),
    refundAmount: z.number().nullable().meta({ description: 'US dollars refunded; null until refunded.' }),
    refundId: z.string().nullable().meta({ description: "The payment provider's refund id (`re_…`)." }),
    departureId: z
      .string()
      .meta({ description: 'The departure booked (GET /api/destination/{id}/departures).' }),
    time: z.string().nullable().meta({ description: 'Start time in German time; null for a whole day.' }),
    tickets: z.array(bookedTicketSchema).meta({
      description: 'What was bought: a booking made with `travellers` has that many adult tickets.',
    }),
    answers: z.record(z.string(), z.union([z.string(), z.boolean()])),
    meetingPoint: z
      .object({ address: z.string(), latitude: z.number().nullable(), longitude: z.number().nullable() })
      .nullable()
      .meta({ description: 'Where the tour starts; null when the destination names no meeting point.' }),
  }),
);
export type Booking = z.infer<typeof bookingSchema>;

/** 409 from POST /api/bookedDestination: the caller already has a plan on that date. */
export const bookingConflictAnswerSchema = /* @__PURE__ */ answerSchema(() =>
  z.object({
    message: z.string(),
    confirmBooking: z.object({ date: z.string(), bookingName: z.string() }),
  }),
);
export type BookingConflictAnswer = z.infer<typeof bookingConflictAnswerSchema>;

/** What DELETE answers: the number of records deleted. */
export const deletedAnswerSchema = /* @__PURE__ */ answerSchema(() =>
  z.object({ deletedCount: z.number().int() }),
);
export type DeletedAnswer = z.infer<typeof deletedAnswerSchema>;

/** PATCH /api/booking/{id}: `transactionId` is the payment intent's id; `booking` is ignored. */
export const payBookingSchema = z.object({
  transactionId: z
    .string({ error: 'Send the transactionId of the payment' })
    .trim()
    .min(1, 'Send the transactionId of the payment')
    .max(255, 'That transactionId is too long'),
});
export type PayBooking = z.infer<typeof payBookingSchema>;

/** PATCH /api/booking/{id}: the booking as it now stands (paid, with its transactionId). */
export const paidAnswerSchema = /* @__PURE__ */ answerSchema(() =>
  z.object({
    modifiedCount: z.number().int(),
    booking: bookingSchema,
  }),
);
export type PaidAnswer = z.infer<typeof paidAnswerSchema>;
