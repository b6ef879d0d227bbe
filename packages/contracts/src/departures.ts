import { z } from 'zod';
import { answerSchema } from './answer-schema';
import { BOOKING_TIME_ZONE, formatBookingDate, isIsoCalendarDate } from './bookings';
import { isInGermany } from './germany-border';
import { dateFormat } from './i18n/formats';
import { MAX_CAPACITY, MAX_TRAVELLERS } from './places';
import { requiredText } from './rules';
import {
  departureMessages,
  departureStatuses,
  MAX_CUTOFF_MINUTES,
  MAX_DECIDE_HOURS,
  MAX_QUESTION_OPTIONS,
  MAX_QUESTIONS,
  MAX_START_TIMES,
  questionKinds,
  ticketCategories,
  wholeNumber,
} from './tickets';

/*
 * Departures and tickets (CONTRACT.md, "Departures and tickets"). A destination without start times
 * has one departure a day, as places per day always were; with start times it has one at each time
 * on the weekdays given. Its tickets come in price categories, it may ask questions at booking, it
 * closes `cutoffMinutes` before it starts, and it may need a minimum group, decided `decideHours`
 * before it starts.
 */

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** One line of a destination's timetable: the weekdays (1 Monday … 7 Sunday) and the time it starts. */
export const startTimeField = z.object({
  weekdays: z
    .array(wholeNumber(departureMessages.weekdayRange, 1, 7), { error: departureMessages.weekdays })
    .min(1, departureMessages.weekdays)
    .max(7, departureMessages.weekdays)
    .transform((days) => [...new Set(days)].sort()),
  time: z.string({ error: departureMessages.time }).trim().regex(TIME, departureMessages.time),
});
export type StartTime = z.infer<typeof startTimeField>;

export const startTimesField = z
  .array(startTimeField)
  .max(MAX_START_TIMES)
  .superRefine((lines, ctx) => {
    const seen = new Set<string>();
    lines.forEach((line, index) => {
      for (const day of line.weekdays) {
        const key = `${day} ${line.time}`;
        if (seen.has(key)) {
          ctx.addIssue({ code: 'custom', message: departureMessages.startTimeTwice, path: [index, 'time'] });
          return;
        }
        seen.add(key);
      }
    });
  });

/** A price category other than adult (whose price is the destination's cost). */
export const priceField = z.object({
  category: z.enum(ticketCategories),
  /** Dollars, at most two decimals (the same rule as the destination's cost). */
  cost: z.number().nonnegative().max(100_000),
  places: wholeNumber(departureMessages.ticketPlaces, 1, MAX_TRAVELLERS).default(1),
});
export type Price = z.infer<typeof priceField>;

export const pricesField = z
  .array(priceField)
  .max(ticketCategories.length)
  .superRefine((prices, ctx) => {
    const seen = new Set<string>();
    prices.forEach((price, index) => {
      if (seen.has(price.category))
        ctx.addIssue({ code: 'custom', message: departureMessages.categoryTwice, path: [index, 'category'] });
      seen.add(price.category);
    });
  });

export const questionField = z
  .object({
    id: z
      .string({ error: departureMessages.questionId })
      .trim()
      .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, departureMessages.questionId),
    label: requiredText(departureMessages.questionLabel, 200),
    /** The German wording; null: German pages ask in English. */
    labelDe: z
      .string()
      .trim()
      .max(200)
      .nullable()
      .transform((text) => text || null)
      .optional(),
    kind: z.enum(questionKinds),
    required: z.boolean().default(false),
    options: z
      .array(requiredText(departureMessages.questionLabel, 100))
      .max(MAX_QUESTION_OPTIONS)
      .default([]),
  })
  .superRefine((question, ctx) => {
    if (question.kind === 'choice' && question.options.length < 2)
      ctx.addIssue({ code: 'custom', message: departureMessages.choiceOptions, path: ['options'] });
  });
export type Question = z.infer<typeof questionField>;

export const questionsField = z
  .array(questionField)
  .max(MAX_QUESTIONS)
  .superRefine((questions, ctx) => {
    const seen = new Set<string>();
    questions.forEach((question, index) => {
      if (seen.has(question.id))
        ctx.addIssue({ code: 'custom', message: departureMessages.questionIdTwice, path: [index, 'id'] });
      seen.add(question.id);
    });
  });

export const cutoffMinutesField = wholeNumber(departureMessages.cutoff, 0, MAX_CUTOFF_MINUTES);
export const minTravellersField = wholeNumber(departureMessages.minTravellers, 1, MAX_CAPACITY).nullable();
export const decideHoursField = wholeNumber(departureMessages.decideHours, 1, MAX_DECIDE_HOURS);

/** Where the tour starts: an address, and a pin on the map when the operator sets one (both or neither, in Germany). */
export const meetingPointField = z
  .object({
    address: requiredText(departureMessages.meetingAddress, 300),
    latitude: z.number({ error: departureMessages.pinNumber }).nullable().default(null),
    longitude: z.number({ error: departureMessages.pinNumber }).nullable().default(null),
  })
  // Out of range is out of Germany too: one sentence for both.
  .superRefine((point, ctx) => {
    if ((point.latitude === null) !== (point.longitude === null)) {
      const path = point.latitude === null ? 'latitude' : 'longitude';
      ctx.addIssue({ code: 'custom', message: departureMessages.pinPair, path: [path] });
    } else if (
      point.latitude !== null &&
      point.longitude !== null &&
      !isInGermany(point.latitude, point.longitude)
    ) {
      ctx.addIssue({ code: 'custom', message: departureMessages.pinOutsideGermany, path: ['latitude'] });
    }
  })
  .nullable();
export type MeetingPoint = z.infer<typeof meetingPointField>;

/** The departure fields of Add and Edit (all optional: a destination without them books by the day). */
export const departureSettingsFields = {
  startTimes: startTimesField.optional(),
  prices: pricesField.optional(),
  questions: questionsField.optional(),
  cutoffMinutes: cutoffMinutesField.optional(),
  minTravellers: minTravellersField.optional(),
  decideHours: decideHoursField.optional(),
  meetingPoint: meetingPointField.optional(),
};

// --- Departure ids ---------------------------------------------------------------------------

/**
 * A departure's id: the destination, the date and the time (`day` for a destination without start
 * times). It is the same for the same destination, date and time, whether or not anyone booked it.
 */
export function departureId(destinationId: string, date: string, time: string | null): string {
  return `${destinationId}_${date}_${time === null ? 'day' : time.replace(':', '')}`;
}

/** The parts of a departure id, or null when it is not one. */
export function parseDepartureId(
  id: string,
): { destinationId: string; date: string; time: string | null } | null {
  const match = /^([0-9a-f-]{36})_(\d{4}-\d{2}-\d{2})_(day|([01]\d|2[0-3])([0-5]\d))$/.exec(id);
  if (!match || !isIsoCalendarDate(match[2]!)) return null;
  const time = match[3] === 'day' ? null : `${match[4]}:${match[5]}`;
  return { destinationId: match[1]!, date: match[2]!, time };
}

// --- Times in Germany ------------------------------------------------------------------------

/** Minutes that `timeZone` is ahead of UTC at `instant`. */
function offsetMinutes(instant: number, timeZone: string): number {
  const parts = dateFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(new Date(instant));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const local = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
  return Math.round((local - Math.floor(instant / 60_000) * 60_000) / 60_000);
}

/** The instant a departure starts: its date and time (midnight for a whole day) in Germany. */
export function departureStart(date: string, time: string | null): Date {
  const [hours, minutes] = (time ?? '00:00').split(':').map(Number) as [number, number];
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(year, month - 1, day, hours, minutes);
  // The offset at the wall time read as UTC is right except within hours of a change; a second
  // look at the instant found settles it.
  const first = wall - offsetMinutes(wall, BOOKING_TIME_ZONE) * 60_000;
  return new Date(wall - offsetMinutes(first, BOOKING_TIME_ZONE) * 60_000);
}

/** The weekday of an ISO date, 1 Monday … 7 Sunday. */
export function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** The start times of a date, in order ("09:00", "14:30"); none for a destination without start times. */
export function timesOn(startTimes: readonly StartTime[], date: string): string[] {
  const weekday = isoWeekday(date);
  const times = startTimes.filter((line) => line.weekdays.includes(weekday)).map((line) => line.time);
  return [...new Set(times)].sort();
}

// --- Answers ---------------------------------------------------------------------------------

export const departureSchema = /* @__PURE__ */ answerSchema(() =>
  z.object({
    id: z.string().meta({ description: 'The same for the same destination, date and time.' }),
    date: z.string().meta({ format: 'date' }),
    time: z
      .string()
      .nullable()
      .meta({ description: '"10:00" in German time; null for a destination without start times.' }),
    capacity: z.number().int().nullable().meta({ description: 'Places of the departure; null: no limit.' }),
    booked: z.number().int().meta({ description: 'Places taken by unpaid and paid bookings.' }),
    remaining: z.number().int().nullable().meta({ description: 'Places left; null: no limit.' }),
    status: z.enum(departureStatuses).meta({
      description:
        'open; guaranteed (its minimum group was reached); closed (past its cutoff, or closed by an admin); cancelled.',
    }),
    minTravellers: z.number().int().nullable(),
  }),
);
export type Departure = z.infer<typeof departureSchema>;

export const departuresAnswerSchema = /* @__PURE__ */ answerSchema(() => z.array(departureSchema));

/** "Booking closed at 08:00" in a refusal: when the departure stopped taking bookings. */
export function bookingClosedMessage(input: { destination: string; date: string; closedAt: string }): string {
  return `Booking for ${input.destination} on ${formatBookingDate(input.date)} closed at ${input.closedAt}: choose a later departure.`;
}

export function departureUnavailableMessage(input: {
  destination: string;
  date: string;
  time: string | null;
  status: 'closed' | 'cancelled';
}): string {
  const when = `${formatBookingDate(input.date)}${input.time ? ` at ${input.time}` : ''}`;
  return input.status === 'cancelled'
    ? `The departure of ${input.destination} on ${when} is cancelled: choose another departure.`
    : `The departure of ${input.destination} on ${when} is closed to new bookings: choose another departure.`;
}

export function departureRequiredMessage(times: readonly string[]): string {
  return times.length === 0
    ? 'This destination has no departure on that day: choose another day.'
    : `Choose a departure: on that day it starts at ${times.join(', ')}.`;
}
