import { type Locale } from '@tgde/contracts';
import {
  capacityToText,
  coordinateToText,
  type DestinationFormInput,
  type DestinationFormValues,
} from './destination-form-schema';

export interface DestinationFields {
  destinationName: string;
  description: string;
  /** The German texts; null for none (German pages then show the English). Left out: kept as stored. */
  destinationNameDe?: string | null;
  descriptionDe?: string | null;
  cost: number;
  /** Places on offer each day; null for no limit. */
  capacity: number | null;
  /** The stored picture's address: a new upload, or the current one when none was chosen. */
  img: string | undefined;
  /** WGS 84 degrees, both or neither; null (both) means no location, so not on the map. */
  latitude: number | null;
  longitude: number | null;
}

export interface CurrentDestination {
  /** In the page's language; `translations` has the texts as stored, when the answer carries them. */
  destinationName: string;
  description: string;
  translations?:
    | {
        en: { destinationName: string; description: string };
        de: { destinationName: string | null; description: string | null };
      }
    | undefined;
  cost: number;
  capacity: number | null;
  img: string;
  latitude: number | null;
  longitude: number | null;
}

/** The form's first values: `current`'s (the English as stored), or empty for a new destination. */
export function formInputOf(current: CurrentDestination | undefined, locale: Locale): DestinationFormInput {
  // The English fields take the English as stored: the answer's own texts are the page's language.
  const english = current?.translations?.en ?? current;
  const german = current?.translations?.de;
  return {
    destinationName: english?.destinationName ?? '',
    description: english?.description ?? '',
    destinationNameDe: german?.destinationName ?? '',
    descriptionDe: german?.description ?? '',
    cost: current?.cost ?? Number.NaN,
    capacity: capacityToText(current?.capacity),
    image: null,
    location: {
      latitude: coordinateToText(current?.latitude, locale),
      longitude: coordinateToText(current?.longitude, locale),
    },
  };
}

/**
 * The record to save. Without the stored German (an answer that lacks it, `knowsGerman` false), an
 * empty German field must not clear it, so it is left out.
 */
export function fieldsToSave(
  values: DestinationFormValues,
  img: string | undefined,
  knowsGerman: boolean,
): DestinationFields {
  const destinationNameDe = values.destinationNameDe ?? null;
  const descriptionDe = values.descriptionDe ?? null;
  return {
    destinationName: values.destinationName,
    description: values.description,
    ...(knowsGerman || destinationNameDe !== null ? { destinationNameDe } : {}),
    ...(knowsGerman || descriptionDe !== null ? { descriptionDe } : {}),
    cost: values.cost,
    capacity: values.capacity,
    img,
    latitude: values.location.latitude,
    longitude: values.location.longitude,
  };
}

/** The form's values after an edit is saved: what was saved, as the fields show it. */
export function savedFormInput(values: DestinationFormValues, locale: Locale): DestinationFormInput {
  return {
    ...values,
    destinationNameDe: values.destinationNameDe ?? '',
    descriptionDe: values.descriptionDe ?? '',
    capacity: capacityToText(values.capacity),
    image: null,
    location: {
      latitude: coordinateToText(values.location.latitude, locale),
      longitude: coordinateToText(values.location.longitude, locale),
    },
  };
}
