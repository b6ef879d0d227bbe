import {
  capacityField,
  createDestinationSchema,
  cutoffMinutesField,
  decideHoursField,
  departureMessages,
  MAX_QUESTIONS,
  MAX_START_TIMES,
  MAX_TRAVELLERS,
  meetingPointField,
  minTravellersField,
  questionKinds,
  questionsField,
  startTimesField,
  ticketCategories,
  updateDestinationSchema,
  wholeNumber,
  type Locale,
  type Price,
  type TicketCategory,
} from '@tgde/contracts';
import { type FieldPath } from 'react-hook-form';
import { z } from 'zod';
import { formatCoordinate, parseCoordinate } from '../../lib/coordinates';
import { imageFileProblem } from '../../lib/image-file';
import { requiredImageFile } from '../../lib/required-image-file';

/**
 * The contract's fields and messages; the picture is a file here, uploaded on submit. The German
 * texts are optional: empty means none (null), and German pages then show the English.
 */
const { destinationName, description, cost, destinationNameDe, descriptionDe } =
  createDestinationSchema.shape;
const textFields = z.object({ destinationName, description, cost, destinationNameDe, descriptionDe });

/**
 * A coordinate as typed (lib/coordinates.ts): blank means "no location"; a decimal comma (52,52)
 * or point. Anything else becomes NaN, which the contract's field names as not a number.
 */
const coordinateText = z.string().transform(parseCoordinate);

/**
 * Latitude and longitude, checked by the contract's own rules (numbers, both or neither, in Germany)
 * with its messages under the field they concern. A group of their own, so that these checks run
 * whatever the other fields say.
 */
const locationFields = z
  .object({ latitude: coordinateText, longitude: coordinateText })
  .superRefine((location, ctx) => {
    const result = updateDestinationSchema.safeParse(location);
    for (const issue of result.error?.issues ?? []) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    }
  });

/**
 * Places per day as typed: blank means no limit (null); anything else must be a whole number in the
 * contract's range, with its messages.
 */
const capacityText = z
  .string()
  .transform((text) => {
    const trimmed = text.trim();
    return trimmed === '' ? null : Number(trimmed);
  })
  .pipe(capacityField);

// --- Departures and tickets ------------------------------------------------------------------

/** The ticket categories priced on the form: adult's price is the destination's cost. */
export const otherCategories = ticketCategories.filter(
  (category): category is Exclude<TicketCategory, 'adult'> => category !== 'adult',
);
export type OtherCategory = (typeof otherCategories)[number];

/** The form's own messages (German in web-admin.json). */
export const departureFormMessages = {
  price: 'Write the price in US dollars, such as 12 or 12.50 (at most 100,000), or leave it empty',
  placesPerTicket: departureMessages.ticketPlaces,
  pinPair: departureMessages.pinPair,
} as const;

/**
 * A transform that checks the value with one of the contract's schemas and answers its output, its
 * issues under the same paths (a pipe would ask the two sides' types to match exactly).
 */
function checkedBy<Output>(schema: z.ZodType<Output>) {
  return (value: unknown, ctx: z.core.$RefinementCtx<unknown>): Output => {
    const result = schema.safeParse(value);
    if (result.success) return result.data;
    for (const issue of result.error.issues)
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    return z.NEVER;
  };
}

/** A whole number as typed: blank and anything else not a number become NaN (the rule's message). */
const wholeText = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim()));

/** One price line as typed: an empty price means the category is not sold. */
const priceText = z
  .object({
    category: z.enum(otherCategories),
    cost: z.string(),
    places: z.string(),
  })
  .transform((line, ctx): Price | null => {
    const typed = line.cost.trim().replace(',', '.');
    if (typed === '') return null;
    const cost = /^\d+(\.\d{1,2})?$/.test(typed) ? Number(typed) : Number.NaN;
    if (!(cost <= 100_000))
      ctx.addIssue({ code: 'custom', message: departureFormMessages.price, path: ['cost'] });
    const places = wholeNumber(departureMessages.ticketPlaces, 1, MAX_TRAVELLERS).safeParse(
      wholeText(line.places),
    );
    if (!places.success)
      ctx.addIssue({ code: 'custom', message: departureMessages.ticketPlaces, path: ['places'] });
    return { category: line.category, cost, places: places.data ?? 1 };
  });

/** One line a category, in the order of `otherCategories`; only the priced ones are sent. */
const pricesText = z.array(priceText).transform((lines) => lines.filter((line) => line !== null));

/** A question as typed: its options one a line, its id kept (new ones get one when saved). */
const questionText = z
  .object({
    id: z.string(),
    label: z.string(),
    labelDe: z.string(),
    kind: z.enum(questionKinds),
    required: z.boolean(),
    options: z.string(),
  })
  .transform(({ options, ...question }) => ({
    ...question,
    labelDe: question.labelDe.trim() || null,
    options:
      question.kind === 'choice'
        ? options
            .split('\n')
            .map((option) => option.trim())
            .filter(Boolean)
        : [],
  }));

/** An id from the question's words (`dietary-needs`), unique among the destination's questions. */
export function questionIdFor(label: string, taken: ReadonlySet<string>): string {
  const base =
    label
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/ß/g, 'ss')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 30)
      .replace(/-+$/, '') || 'question';
  let id = base;
  for (let n = 2; taken.has(id); n += 1) id = `${base}-${n}`;
  return id;
}

const questionsText = z
  .array(questionText)
  .max(MAX_QUESTIONS)
  .transform((questions) => {
    const taken = new Set(questions.map((question) => question.id).filter(Boolean));
    return questions.map((question) => {
      if (question.id) return question;
      const id = questionIdFor(question.label, taken);
      taken.add(id);
      return { ...question, id };
    });
  })
  .transform(checkedBy(questionsField));

/** Where travellers meet: everything empty means no meeting point (null); a pin is optional. */
const meetingPointText = z
  .object({ address: z.string(), latitude: coordinateText, longitude: coordinateText })
  .transform((point) =>
    point.address.trim() === '' && point.latitude === null && point.longitude === null ? null : point,
  )
  .transform(checkedBy(meetingPointField));

/** The departure settings, each under the name the API gives it (its 400s land on the same field). */
const departureFields = {
  startTimes: z.array(z.object({ weekdays: z.array(z.number()), time: z.string() })).pipe(startTimesField),
  prices: pricesText,
  questions: questionsText,
  cutoffMinutes: z.string().transform(wholeText).pipe(cutoffMinutesField),
  minTravellers: z
    .string()
    .transform((text) => (text.trim() === '' ? null : wholeText(text)))
    .pipe(minTravellersField),
  decideHours: z.string().transform(wholeText).pipe(decideHoursField),
  meetingPoint: meetingPointText,
};

/** Add New Destinations: 'Image is Required'. */
export const addDestinationFormSchema = textFields.extend({
  capacity: capacityText,
  image: requiredImageFile,
  location: locationFields,
  ...departureFields,
});

/** Edit: no file keeps the current picture; a chosen one is checked like any upload. */
export const editDestinationFormSchema = textFields.extend({
  capacity: capacityText,
  image: z.custom<File | null>().superRefine((file, ctx) => {
    const problem = file instanceof File ? imageFileProblem(file) : undefined;
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
  location: locationFields,
  ...departureFields,
});

export type DestinationFormInput = z.input<typeof addDestinationFormSchema>;
export type DestinationFormValues = z.output<typeof editDestinationFormSchema>;

/** The typed location when it is a valid point in Germany (what the preview shows), else null. */
export function locationPoint(typed: {
  latitude: string;
  longitude: string;
}): { latitude: number; longitude: number } | null {
  const result = locationFields.safeParse(typed);
  if (!result.success) return null;
  const { latitude, longitude } = result.data;
  return latitude !== null && longitude !== null ? { latitude, longitude } : null;
}

/** Stored places per day as the field shows them: empty for no limit. */
export function capacityToText(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}

/**
 * A stored coordinate as the field shows it, with the page's decimal mark (52,52 on German pages):
 * empty when the destination has no location.
 */
export function coordinateToText(value: number | null | undefined, locale: Locale): string {
  return value === null || value === undefined ? '' : formatCoordinate(value, locale);
}

type FormPath = FieldPath<DestinationFormInput>;

/** API path → form field for each of `rows` lines of a list. */
function fieldsOf(rows: number, line: (row: number) => [string, FormPath][]): Record<string, FormPath> {
  return Object.fromEntries(Array.from({ length: rows }, (_, row) => line(row)).flat());
}

/** The form's fields are named as the API's, except the picture (`image`, a file) and the location. */
export const formFieldOf = {
  destinationName: 'destinationName',
  description: 'description',
  destinationNameDe: 'destinationNameDe',
  descriptionDe: 'descriptionDe',
  cost: 'cost',
  capacity: 'capacity',
  img: 'image',
  latitude: 'location.latitude',
  longitude: 'location.longitude',
  cutoffMinutes: 'cutoffMinutes',
  minTravellers: 'minTravellers',
  decideHours: 'decideHours',
  meetingPoint: 'meetingPoint.address',
  'meetingPoint.address': 'meetingPoint.address',
  'meetingPoint.latitude': 'meetingPoint.latitude',
  'meetingPoint.longitude': 'meetingPoint.longitude',
  ...fieldsOf(MAX_START_TIMES, (row) => [
    [`startTimes.${row}.time`, `startTimes.${row}.time`],
    [`startTimes.${row}.weekdays`, `startTimes.${row}.weekdays`],
  ]),
  // A question's id is made from its words, so a refused id is shown under them.
  ...fieldsOf(MAX_QUESTIONS, (row) => [
    [`questions.${row}.label`, `questions.${row}.label`],
    [`questions.${row}.id`, `questions.${row}.label`],
    [`questions.${row}.labelDe`, `questions.${row}.labelDe`],
    [`questions.${row}.options`, `questions.${row}.options`],
  ]),
} as const;

/**
 * The server's paths of a sent price (`prices.0.cost`: the first priced category) → the form's own
 * line of that category, since only the priced lines are sent.
 */
export function priceFieldsOf(sent: readonly Price[]): Record<string, FormPath> {
  return Object.fromEntries(
    sent.flatMap((price, index): [string, FormPath][] => {
      const line = otherCategories.findIndex((category) => category === price.category);
      if (line < 0) return [];
      return [
        [`prices.${index}.cost`, `prices.${line}.cost`],
        [`prices.${index}.places`, `prices.${line}.places`],
        [`prices.${index}.category`, `prices.${line}.cost`],
      ];
    }),
  );
}
