import { z } from 'zod';
import { answerSchema } from './answer-schema';
import { MAX_CAPACITY, MAX_TRAVELLERS } from './places';

/*
 * The names and field rules that both a destination's departures (departures.ts) and a booking
 * (bookings.ts) use: ticket categories, question kinds, and a booking's tickets and answers.
 */

export const ticketCategories = ['adult', 'child', 'youth', 'senior', 'student', 'family'] as const;
export type TicketCategory = (typeof ticketCategories)[number];

export const questionKinds = ['text', 'choice', 'yes-no'] as const;
export type QuestionKind = (typeof questionKinds)[number];

export const departureStatuses = ['open', 'guaranteed', 'closed', 'cancelled'] as const;
export type DepartureStatus = (typeof departureStatuses)[number];

export const DEFAULT_CUTOFF_MINUTES = 120;
export const DEFAULT_DECIDE_HOURS = 24;
/** The longest cutoff: a week. */
export const MAX_CUTOFF_MINUTES = 7 * 24 * 60;
/** The earliest decision: a month before. */
export const MAX_DECIDE_HOURS = 30 * 24;
/** Typo guards, not business rules. */
export const MAX_START_TIMES = 24;
export const MAX_QUESTIONS = 10;
export const MAX_QUESTION_OPTIONS = 20;
export const MAX_ANSWER_LENGTH = 500;

export const departureMessages = {
  weekdays: 'Choose at least one weekday (1 is Monday, 7 is Sunday)',
  weekdayRange: 'Weekdays are numbers from 1 (Monday) to 7 (Sunday)',
  time: 'Write the start time as HH:MM, such as 09:30',
  startTimeTwice: 'This start time is given twice for the same weekday: remove one',
  categoryTwice: 'Each ticket category can have one price: remove the second one',
  ticketPlaces: `A ticket takes from 1 to ${MAX_TRAVELLERS} places`,
  questionId: 'A question id is 1 to 40 lower-case letters, digits or dashes',
  questionIdTwice: 'Two questions have the same id: give each its own',
  questionLabel: 'Write the question',
  choiceOptions: 'A choice question needs at least two options',
  cutoff: `The booking cutoff is a whole number of minutes from 0 to ${MAX_CUTOFF_MINUTES}`,
  minTravellers: `The minimum group is a whole number from 1 to ${MAX_CAPACITY}, or empty for none`,
  decideHours: `Decide a whole number of hours from 1 to ${MAX_DECIDE_HOURS} before the start`,
  meetingAddress: 'Write where travellers meet',
  pinNumber: 'The pin is a number of degrees, such as 52.5163',
  pinPair: 'Enter both coordinates of the pin, or leave both empty',
  pinOutsideGermany: 'That pin is not in Germany: check its degrees north and east (Berlin is 52.52, 13.405)',
  ticketsAndTravellers: 'Send either tickets or travellers, not both',
  ticketsEmpty: 'Choose at least one ticket',
  ticketCount: `Ticket counts are whole numbers from 0 to ${MAX_TRAVELLERS}`,
  ticketCategoryTwice: 'Each ticket category once, please',
  departureId: 'departureId must be the id of one of the departures the destination lists',
  answer: `An answer is at most ${MAX_ANSWER_LENGTH} characters`,
} as const;

export const wholeNumber = (message: string, min: number, max: number) =>
  z
    .number({ error: message })
    .int({ message, abort: true })
    .min(min, { message, abort: true })
    .max(max, message);

// --- Tickets and answers of a booking ---------------------------------------------------------

export const ticketField = z.object({
  category: z.enum(ticketCategories),
  count: wholeNumber(departureMessages.ticketCount, 0, MAX_TRAVELLERS),
});
export type TicketRequest = z.infer<typeof ticketField>;

export const ticketsField = z
  .array(ticketField)
  .max(ticketCategories.length)
  .superRefine((tickets, ctx) => {
    const seen = new Set<string>();
    for (const ticket of tickets) {
      if (seen.has(ticket.category)) {
        ctx.addIssue({ code: 'custom', message: departureMessages.ticketCategoryTwice });
        return;
      }
      seen.add(ticket.category);
    }
    if (!tickets.some((ticket) => ticket.count > 0))
      ctx.addIssue({ code: 'custom', message: departureMessages.ticketsEmpty });
  });

export const answersField = z.record(
  z.string(),
  z.union([z.string().trim().max(MAX_ANSWER_LENGTH, departureMessages.answer), z.boolean()]),
);
export type BookingAnswers = z.infer<typeof answersField>;

/** A booking's ticket as answered: how many, at what price each, taking how many places each. */
export const bookedTicketSchema = /* @__PURE__ */ answerSchema(() =>
  z.object({
    category: z.enum(ticketCategories),
    count: z.number().int(),
    cost: z.number().meta({ description: 'Dollars per ticket when booked.' }),
    places: z.number().int(),
  }),
);
export type BookedTicket = z.infer<typeof bookedTicketSchema>;

/** A price as answered: every category the destination sells, adult first (the destination's cost). */
export const priceAnswerSchema = /* @__PURE__ */ answerSchema(() =>
  z.object({
    category: z.enum(ticketCategories),
    cost: z.number().meta({ description: 'Dollars per ticket.' }),
    places: z.number().int().meta({ description: 'Places one ticket takes (4 for a family ticket).' }),
  }),
);

export const questionAnswerSchema = /* @__PURE__ */ answerSchema(() =>
  z.object({
    id: z.string(),
    label: z.string().meta({ description: 'In the language of Accept-Language.' }),
    kind: z.enum(questionKinds),
    required: z.boolean(),
    options: z.array(z.string()),
  }),
);

/** The departure settings a destination's answer carries. */
export const departureSettingsAnswer = {
  startTimes: z
    .array(z.object({ weekdays: z.array(z.number().int()), time: z.string() }))
    .meta({ description: 'Empty: one departure a day.' }),
  prices: z.array(priceAnswerSchema),
  questions: z.array(questionAnswerSchema),
  cutoffMinutes: z.number().int(),
  minTravellers: z.number().int().nullable(),
  decideHours: z.number().int(),
  meetingPoint: z
    .object({ address: z.string(), latitude: z.number().nullable(), longitude: z.number().nullable() })
    .nullable(),
};
