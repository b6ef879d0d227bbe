import { z } from 'zod';
import { answerSchema } from './answer-schema';
import { addDays, firstBookableDate, formatBookingDate, isIsoCalendarDate } from './bookings';

/*
 * GET /api/destination/{id}/availability: the places left each day, which the booking calendar
 * shows, and the refusal of a booking for more places than are left.
 */

/** The longest range one availability request may ask for. */
export const AVAILABILITY_MAX_DAYS = 93;
/** Without `to`: this many days from `from` (today in Germany by default). */
export const AVAILABILITY_DEFAULT_DAYS = 31;

export const availabilityMessages = {
  from: 'from must be a date written as YYYY-MM-DD',
  to: 'to must be a date written as YYYY-MM-DD',
  order: 'from must not be after to',
  tooLong: `Ask for at most ${AVAILABILITY_MAX_DAYS} days at a time`,
} as const;

const isoDate = (message: string) =>
  z.string({ error: message }).refine(isIsoCalendarDate, message).optional();

/** Days from `from` to `to`, both included. */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** The query: both ends optional and included. */
export const availabilityQuerySchema = z.object({
  from: isoDate(availabilityMessages.from),
  to: isoDate(availabilityMessages.to),
});
export type AvailabilityQuery = z.infer<typeof availabilityQuerySchema>;

/**
 * The days an availability query asks for: `from` defaults to today in Germany and `to` to
 * AVAILABILITY_DEFAULT_DAYS days from `from`. A refusal's message when the range is wrong.
 */
export function availabilityRange(
  query: AvailabilityQuery,
  now: Date = new Date(),
): { from: string; to: string } | { refusal: string; path: 'from' | 'to' } {
  const from = query.from ?? firstBookableDate(now);
  const to = query.to ?? addDays(from, AVAILABILITY_DEFAULT_DAYS - 1);
  if (from > to) return { refusal: availabilityMessages.order, path: 'to' };
  if (daysInRange(from, to) > AVAILABILITY_MAX_DAYS)
    return { refusal: availabilityMessages.tooLong, path: 'to' };
  return { from, to };
}

export const dayAvailabilitySchema = /* @__PURE__ */ answerSchema(() =>
  z.object({
    date: z.string().meta({ format: 'date' }),
    capacity: z.number().int().nullable().meta({ description: 'Places on offer that day; null: no limit.' }),
    booked: z.number().int().meta({ description: 'Travellers of the unpaid and paid bookings that day.' }),
    remaining: z.number().int().nullable().meta({ description: 'Places left; null: no limit.' }),
  }),
);
export type DayAvailability = z.infer<typeof dayAvailabilitySchema>;

export const availabilityAnswerSchema = /* @__PURE__ */ answerSchema(() => z.array(dayAvailabilitySchema));

/** 409 from POST /api/bookedDestination when the day has fewer places left than asked for. */
export const placesConflictAnswerSchema = /* @__PURE__ */ answerSchema(() =>
  z.object({
    message: z.string(),
    remaining: z.number().int().meta({ description: 'Places still left that day.' }),
  }),
);
export type PlacesConflictAnswer = z.infer<typeof placesConflictAnswerSchema>;

/** The refusal of a booking for more places than the day has left: names the day and the place. */
export function placesLeftMessage(input: { date: string; destination: string; remaining: number }): string {
  const day = formatBookingDate(input.date);
  if (input.remaining <= 0) return `${input.destination} is sold out on ${day}: choose another day.`;
  const places = input.remaining === 1 ? '1 place is' : `${input.remaining} places are`;
  return `Only ${places} left on ${day} at ${input.destination}: book for fewer travellers or choose another day.`;
}
