import { z } from 'zod';
import { departureSettingsFields } from './departures';
import { isInGermany } from './germany-border';
import { pageQuerySchema } from './pagination';
import { capacityField } from './places';
import { mediaImageField } from './photos';
import { messages, requiredText } from './rules';

/** The most a destination may cost, in dollars (a typo guard, not a business rule). */
export const MAX_DESTINATION_COST = 100_000;

export const destinationMessages = {
  nameTaken: 'A destination with this name already exists: choose another name',
  costPositive: 'Cost must be more than 0',
  costTooHigh: `Cost must be at most ${MAX_DESTINATION_COST.toLocaleString('en-US')}`,
  costCents: 'Cost can have at most two decimal places',
  latitudeNumber: 'Latitude must be a number of degrees, such as 52.52 for Berlin',
  longitudeNumber: 'Longitude must be a number of degrees, such as 13.405 for Berlin',
  latitudeRange: 'Latitude must be between -90 and 90 degrees',
  longitudeRange: 'Longitude must be between -180 and 180 degrees',
  locationPair: 'Enter both latitude and longitude, or leave both empty',
  locationOutsideGermany:
    'That point is not in Germany: check the latitude and longitude (Berlin is 52.52, 13.405)',
} as const;

/** 'Cost is Required' for an empty or non-numeric cost. */
export const costField = z
  .number({ error: messages.costRequired })
  .refine(Number.isFinite, { message: messages.costRequired, abort: true })
  .positive(destinationMessages.costPositive)
  .max(MAX_DESTINATION_COST, destinationMessages.costTooHigh)
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, destinationMessages.costCents);

/** Degrees north (WGS 84); null means "not on the map". */
export const latitudeField = z
  .number({ error: destinationMessages.latitudeNumber })
  .min(-90, { message: destinationMessages.latitudeRange, abort: true })
  .max(90, { message: destinationMessages.latitudeRange, abort: true })
  .nullable()
  .optional();

/** Degrees east (WGS 84); null means "not on the map". */
export const longitudeField = z
  .number({ error: destinationMessages.longitudeNumber })
  .min(-180, { message: destinationMessages.longitudeRange, abort: true })
  .max(180, { message: destinationMessages.longitudeRange, abort: true })
  .nullable()
  .optional();

interface LocationInput {
  latitude?: number | null | undefined;
  longitude?: number | null | undefined;
}

/**
 * A location is both numbers or neither (both null clears it; both left out keeps it), and it lies
 * in Germany: the map shows only Germany, and a swapped pair (13.4, 52.5) lands far outside it.
 */
function checkLocation({ latitude, longitude }: LocationInput, ctx: z.RefinementCtx): void {
  const state = (value: number | null | undefined) =>
    value === undefined ? 'absent' : value === null ? 'cleared' : 'set';
  if (state(latitude) !== state(longitude)) {
    // Name the field that does not match the other: the one left out, or the one without a number.
    const path = state(latitude) === 'set' || state(longitude) === 'absent' ? 'longitude' : 'latitude';
    ctx.addIssue({ code: 'custom', message: destinationMessages.locationPair, path: [path] });
    return;
  }
  if (typeof latitude === 'number' && typeof longitude === 'number' && !isInGermany(latitude, longitude)) {
    ctx.addIssue({ code: 'custom', message: destinationMessages.locationOutsideGermany, path: ['latitude'] });
  }
}

/** An optional German text: trimmed, empty means none (null). */
const germanText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be ${max} characters or fewer`)
    .nullable()
    .transform((text) => text || null)
    .optional();

const destinationFields = z.object({
  destinationName: requiredText(messages.destinationNameRequired, 100).pipe(
    z.string().min(2, messages.destinationNameInvalid),
  ),
  description: requiredText(messages.destinationDetailRequired, 5000).pipe(
    z.string().min(10, messages.destinationDetailInvalid),
  ),
  cost: costField,
  img: mediaImageField,
  /** Places per day; null (or left out on Add) for no limit. */
  capacity: capacityField.optional(),
  /**
   * The German name and description, optional: German pages show the English where one is missing.
   * Empty (or null) clears it. The Edit form reads the stored texts from the answer's `translations`.
   */
  destinationNameDe: germanText(100),
  descriptionDe: germanText(5000),
  ...departureSettingsFields,
});

const locationFields = { latitude: latitudeField, longitude: longitudeField };

/**
 * POST /api/destination (admin), and the Add New Destinations form, with the same messages. The
 * location is optional: without it the destination is listed but not on the map.
 */
export const createDestinationSchema = destinationFields.extend(locationFields).superRefine(checkLocation);
export type CreateDestination = z.infer<typeof createDestinationSchema>;

/** PUT or PATCH /api/destination/{id} (admin): any of the same fields, same rules; null location clears it. */
export const updateDestinationSchema = destinationFields
  .partial()
  .extend(locationFields)
  .superRefine(checkLocation);
export type UpdateDestination = z.infer<typeof updateDestinationSchema>;

// --- Search: GET /api/destination?q=&minCost=&maxCost=&minRating=&sort=&limit=&offset= ---------

/** price: cheapest first; price-desc: dearest first; rating: best rated first (unrated last). */
export const destinationSorts = ['name', 'price', 'price-desc', 'rating'] as const;
export type DestinationSort = (typeof destinationSorts)[number];

/** Longest search text accepted: a sentence, not a document. */
export const SEARCH_TEXT_MAX = 100;

export const destinationSearchMessages = {
  qText: 'q must be text: send the words to look for once, as ?q=castle',
  qLong: `q must be ${SEARCH_TEXT_MAX} characters or fewer: search with fewer words`,
  minCostNumber: 'minCost must be a number of dollars, such as 150',
  maxCostNumber: 'maxCost must be a number of dollars, such as 400',
  minCostRange: `minCost must be between 0 and ${MAX_DESTINATION_COST.toLocaleString('en-US')} dollars`,
  maxCostRange: `maxCost must be between 0 and ${MAX_DESTINATION_COST.toLocaleString('en-US')} dollars`,
  costOrder: 'minCost must not be more than maxCost: lower minCost or raise maxCost',
  costGrouping: 'Write the price without a thousands separator, such as 1000 or 400.50',
  minRatingNumber: 'minRating must be a number from 0 to 5, such as 4',
  minRatingRange: 'minRating must be between 0 and 5',
  sort: `sort must be one of ${destinationSorts.join(', ')}: leave it out for the best match (or catalogue order) first`,
} as const;

/** A query-string value: surrounding blanks dropped, and an empty value counts as not given. */
const blankAsAbsent = (value: unknown) => {
  const trimmed = typeof value === 'string' ? value.trim() : value;
  return trimmed === '' ? undefined : trimmed;
};

const numberParam = (typeMessage: string, rangeMessage: string, max: number) =>
  z.preprocess(
    blankAsAbsent,
    z.coerce.number({ error: typeMessage }).min(0, rangeMessage).max(max, rangeMessage).optional(),
  );

/**
 * A price as it is typed on either language's page: "400", "400.50", or "400,50" with the decimal
 * comma Germans write (400.5, never 40050). A separator followed by three digits ("1.000",
 * "1,000", "1.000,50") is a thousands separator in one language and a decimal mark in the other:
 * `ambiguous`, so that it is refused with a sentence rather than read the wrong way. Anything else
 * is left to the number rule (`undefined`: not written as a price at all).
 */
export function readPriceText(text: string): number | 'ambiguous' | undefined {
  const trimmed = text.trim();
  const plain = /^(\d+)(?:[.,](\d{1,2}))?$/.exec(trimmed);
  if (plain) return Number(`${plain[1]}.${plain[2] ?? '0'}`);
  if (/^\d{1,3}([.,]\d{3})+([.,]\d{1,2})?$/.test(trimmed)) return 'ambiguous';
  return undefined;
}

/** A price filter (minCost, maxCost): numberParam, reading prices as readPriceText does. */
const priceParam = (typeMessage: string, rangeMessage: string) =>
  z.preprocess(
    (value, ctx) => {
      if (typeof value !== 'string') return value;
      const price = readPriceText(value);
      if (price === 'ambiguous') {
        ctx.addIssue({ code: 'custom', message: destinationSearchMessages.costGrouping });
        return z.NEVER;
      }
      return price ?? value;
    },
    numberParam(typeMessage, rangeMessage, MAX_DESTINATION_COST),
  );

/**
 * The query of GET /api/destination, and of the /destination page's address. Each word of `q` must
 * appear in the name or the description (in any case, accents optional). Without `sort` the best
 * match comes first when there is a `q`, else the catalogue's own order. `minRating` compares with
 * the average shown (destinations without reviews count as 0).
 */
export const destinationSearchSchema = z
  .object({
    q: z.preprocess(
      blankAsAbsent,
      z
        .string({ error: destinationSearchMessages.qText })
        .max(SEARCH_TEXT_MAX, destinationSearchMessages.qLong)
        .optional(),
    ),
    minCost: priceParam(destinationSearchMessages.minCostNumber, destinationSearchMessages.minCostRange),
    maxCost: priceParam(destinationSearchMessages.maxCostNumber, destinationSearchMessages.maxCostRange),
    minRating: numberParam(
      destinationSearchMessages.minRatingNumber,
      destinationSearchMessages.minRatingRange,
      5,
    ),
    sort: z.preprocess(
      blankAsAbsent,
      z.enum(destinationSorts, { error: destinationSearchMessages.sort }).optional(),
    ),
    limit: z.preprocess(blankAsAbsent, pageQuerySchema.shape.limit),
    offset: z.preprocess(blankAsAbsent, pageQuerySchema.shape.offset),
  })
  .refine((s) => s.minCost === undefined || s.maxCost === undefined || s.minCost <= s.maxCost, {
    message: destinationSearchMessages.costOrder,
    path: ['minCost'],
  });
export type DestinationSearch = z.infer<typeof destinationSearchSchema>;

/** The query-string names destinationSearchSchema reads. */
export const destinationSearchParams = Object.keys(
  destinationSearchSchema.shape,
) as (keyof DestinationSearch)[];

/**
 * True when a query names any search parameter. Without one, GET /api/destination answers the whole
 * catalogue as a plain array, without paging; other names (a cache buster) do not count.
 */
export function hasSearchParams(query: Readonly<Record<string, unknown>>): boolean {
  return destinationSearchParams.some((name) => query[name] !== undefined);
}
