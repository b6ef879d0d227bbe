import {
  DEFAULT_CUTOFF_MINUTES,
  DEFAULT_DECIDE_HOURS,
  type Locale,
  type MeetingPoint,
  type Price,
  type QuestionKind,
  type StartTime,
} from '@tgde/contracts';
import {
  capacityToText,
  coordinateToText,
  otherCategories,
  type DestinationFormInput,
  type DestinationFormValues,
} from './destination-form-schema';

/** A booking question as Add and Edit send it. */
export interface QuestionFields {
  id: string;
  label: string;
  /** Null: German pages ask in English. Left out: kept as stored (the answer did not carry it). */
  labelDe?: string | null;
  kind: QuestionKind;
  required: boolean;
  options: string[];
}

/** A destination's departures and tickets (CONTRACT.md, "Departures and tickets"). */
export interface DepartureSettings {
  /** Empty: one departure a day. */
  startTimes: StartTime[];
  /** The categories besides adult (whose price is the cost); the answer lists adult first. */
  prices: Price[];
  questions: QuestionFields[];
  cutoffMinutes: number;
  /** Null: no minimum group. */
  minTravellers: number | null;
  decideHours: number;
  meetingPoint: MeetingPoint;
}

interface DestinationRecord {
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

export type DestinationFields = DestinationRecord & DepartureSettings;

export interface CurrentDestination {
  /** In the page's language; `translations` has the texts as stored, when the answer carries them. */
  destinationName: string;
  description: string;
  translations?:
    | {
        en: { destinationName: string; description: string };
        de: { destinationName: string | null; description: string | null };
        /** The booking questions' words as stored (an answer's `questions` are in the page's language). */
        questions?: { id: string; label: string; labelDe: string | null }[];
      }
    | undefined;
  cost: number;
  capacity: number | null;
  img: string;
  latitude: number | null;
  longitude: number | null;
  /** Absent from an answer of a server without departures: the form then starts from the defaults. */
  startTimes?: StartTime[];
  prices?: Price[];
  questions?: QuestionFields[];
  cutoffMinutes?: number;
  minTravellers?: number | null;
  decideHours?: number;
  meetingPoint?: MeetingPoint;
}

/** How many places a new ticket of a category takes: a family ticket is for four. */
const defaultPlaces = (category: string) => (category === 'family' ? 4 : 1);

/** The departure settings as the fields show them (what is stored, or the defaults). */
function departureInputOf(
  settings: Partial<DepartureSettings> | undefined,
  locale: Locale,
): Pick<
  DestinationFormInput,
  'startTimes' | 'prices' | 'questions' | 'cutoffMinutes' | 'minTravellers' | 'decideHours' | 'meetingPoint'
> {
  const point = settings?.meetingPoint ?? null;
  return {
    startTimes: (settings?.startTimes ?? []).map((line) => ({
      weekdays: [...line.weekdays],
      time: line.time,
    })),
    prices: otherCategories.map((category) => {
      const price = settings?.prices?.find((p) => p.category === category);
      return {
        category,
        cost: price ? String(price.cost).replace('.', locale === 'de' ? ',' : '.') : '',
        places: String(price?.places ?? defaultPlaces(category)),
      };
    }),
    questions: (settings?.questions ?? []).map((question) => ({
      id: question.id,
      label: question.label,
      labelDe: question.labelDe ?? '',
      kind: question.kind,
      required: question.required,
      options: question.options.join('\n'),
    })),
    cutoffMinutes: String(settings?.cutoffMinutes ?? DEFAULT_CUTOFF_MINUTES),
    minTravellers:
      settings?.minTravellers === null || settings?.minTravellers === undefined
        ? ''
        : String(settings.minTravellers),
    decideHours: String(settings?.decideHours ?? DEFAULT_DECIDE_HOURS),
    meetingPoint: {
      address: point?.address ?? '',
      latitude: coordinateToText(point?.latitude, locale),
      longitude: coordinateToText(point?.longitude, locale),
    },
  };
}

/**
 * A new, empty booking question. Its id is made from its words when it is saved, and kept after.
 */
export function newQuestionInput(): DestinationFormInput['questions'][number] {
  return { id: '', label: '', labelDe: '', kind: 'text', required: false, options: '' };
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
    ...departureInputOf(current && { ...current, questions: storedQuestions(current) }, locale),
  };
}

/** The questions with their words as stored, where the answer carries them. */
function storedQuestions(current: CurrentDestination): QuestionFields[] | undefined {
  const stored = new Map((current.translations?.questions ?? []).map((q) => [q.id, q]));
  return current.questions?.map((question) => {
    const words = stored.get(question.id);
    return words ? { ...question, label: words.label, labelDe: words.labelDe } : question;
  });
}

/**
 * The record to save. Without the stored German (an answer that lacks it, `knowsGerman` false), an
 * empty German field must not clear it, so it is left out; so too a stored question's German.
 */
export function fieldsToSave(
  values: DestinationFormValues,
  img: string | undefined,
  knowsGerman: boolean,
  current?: Pick<CurrentDestination, 'questions' | 'translations'>,
): DestinationFields {
  const destinationNameDe = values.destinationNameDe ?? null;
  const descriptionDe = values.descriptionDe ?? null;
  // A stored question whose German the answer did not carry keeps it, unless a German text was typed.
  const known = new Set((current?.translations?.questions ?? []).map((q) => q.id));
  const germanUnknown = new Set(
    (current?.questions ?? []).filter((q) => q.labelDe === undefined && !known.has(q.id)).map((q) => q.id),
  );
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
    startTimes: values.startTimes,
    prices: values.prices,
    questions: values.questions.map(({ labelDe = null, ...question }) =>
      labelDe === null && germanUnknown.has(question.id) ? question : { ...question, labelDe },
    ),
    cutoffMinutes: values.cutoffMinutes,
    minTravellers: values.minTravellers,
    decideHours: values.decideHours,
    meetingPoint: values.meetingPoint,
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
    ...departureInputOf(values, locale),
  };
}
