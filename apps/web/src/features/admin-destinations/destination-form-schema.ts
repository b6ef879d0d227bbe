import {
  capacityField,
  createDestinationSchema,
  updateDestinationSchema,
  type Locale,
} from '@tgde/contracts';
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

/** Add New Destinations: 'Image is Required'. */
export const addDestinationFormSchema = textFields.extend({
  capacity: capacityText,
  image: requiredImageFile,
  location: locationFields,
});

/** Edit: no file keeps the current picture; a chosen one is checked like any upload. */
export const editDestinationFormSchema = textFields.extend({
  capacity: capacityText,
  image: z.custom<File | null>().superRefine((file, ctx) => {
    const problem = file instanceof File ? imageFileProblem(file) : undefined;
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
  location: locationFields,
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
} as const;
