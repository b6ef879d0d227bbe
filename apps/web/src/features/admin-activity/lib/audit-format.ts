import { bookingStatusLabels, formatMoney, type AuditLogEntry, type BookingStatus } from '@tgde/contracts';
import { isValid, parseISO } from 'date-fns';
import type { Translator } from '../../../i18n/i18n-context';
import { formatDate, formatMoment } from '../../../lib/format-date';
import { formatCoordinate } from '../../../lib/coordinates';
import { oneDestinationLabel } from '../../../lib/destination-label';

/*
 * How the Activity page puts an audit entry into words. The server writes details in the API's
 * own field names and units (dollars, ISO dates); this file is the one place that names them.
 */

/** The page's language: its texts, and the locale its dates and prices are written in. */
export type AuditWords = Pick<Translator, 't' | 'locale'>;

const fieldLabels = (t: Translator['t']): Record<string, string> => ({
  destinationName: t('Name'),
  description: t('Description'),
  destinationNameDe: t('German name'),
  descriptionDe: t('German description'),
  cost: t('Price'),
  img: t('Picture'),
  latitude: t('Latitude'),
  longitude: t('Longitude'),
  capacity: t('Places per day'),
  role: t('Role'),
  blocked: t('Blocked'),
  status: t('State'),
  name: t('Name'),
  subject: t('Subject'),
  destination: oneDestinationLabel(t),
  date: t('Trip date'),
  author: t('Author'),
  authorId: t('Author id'),
  rating: t('Rating'),
  comment: t('Comment'),
  writtenAt: t('Written'),
  place: t('Place'),
  image: t('Picture'),
  addedAt: t('Added'),
});

const statusLabels = (t: Translator['t']): Record<BookingStatus, string> => ({
  unpaid: t('Unpaid'),
  paid: t('Paid'),
  cancelled: t('Cancelled'),
  expired: t('Expired'),
});

/** A full timestamp (`2026-12-24T10:00:00.000Z`), as facts such as `writtenAt` hold. */
const TIMESTAMP = /^\d{4}-\d\d-\d\dT\d\d:\d\d/;

/** A field's name on the page; one this version does not know, from its camelCase name. */
export function fieldLabel(field: string, { t }: AuditWords): string {
  const known = fieldLabels(t)[field];
  if (known) return known;
  const words = field.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const isBookingStatus = (value: unknown): value is BookingStatus =>
  typeof value === 'string' && value in bookingStatusLabels;

/** A field's value on the page: prices to the cent, dates as the pages write them, no raw JSON for the usual kinds. */
export function formatValue(field: string, value: unknown, { t, locale }: AuditWords): string {
  if (value === null || value === undefined) return field === 'capacity' ? t('No limit') : t('None');
  if (field === 'cost' && typeof value === 'number') return formatMoney(value, locale);
  if (field === 'date' && typeof value === 'string') return formatDate(value, locale);
  if (field === 'role')
    return value === 'admin' ? t('Admin') : value === 'user' ? t('Traveller') : String(value);
  if (field === 'status' && isBookingStatus(value)) return statusLabels(t)[value];
  if (field === 'rating' && typeof value === 'number') return t('{rating} of 5 stars', { rating: value });
  if ((field === 'latitude' || field === 'longitude') && typeof value === 'number') {
    return formatCoordinate(value, locale);
  }
  if (typeof value === 'string' && TIMESTAMP.test(value) && isValid(parseISO(value))) {
    return formatMoment(value, locale);
  }
  if (typeof value === 'boolean') return value ? t('Yes') : t('No');
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

export interface AuditTarget {
  /** Which one, as a person would name it: its name, subject or trip, else its id. */
  name: string;
  /** The detail keys the name was made of (not listed again). */
  used: string[];
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/** The record an entry is about, in words, from its `kind:id` target and the facts kept with it. */
export function describeTarget(
  entry: Pick<AuditLogEntry, 'target' | 'details'>,
  { t, locale }: AuditWords,
): AuditTarget {
  const colon = entry.target.indexOf(':');
  const kind = colon < 0 ? '' : entry.target.slice(0, colon);
  const id = colon < 0 ? entry.target : entry.target.slice(colon + 1);
  const details = entry.details ?? {};
  switch (kind) {
    case 'user':
    case 'destination': {
      const name = text(details.name);
      return { name: name ?? id, used: name ? ['name'] : [] };
    }
    case 'notification': {
      const subject = text(details.subject);
      return { name: subject ? t('“{subject}”', { subject }) : id, used: subject ? ['subject'] : [] };
    }
    case 'booking': {
      const destination = text(details.destination);
      const date = text(details.date);
      return destination && date
        ? { name: `${destination}, ${formatDate(date, locale)}`, used: ['destination', 'date'] }
        : { name: id, used: [] };
    }
    case 'departure': {
      const destination = text(details.destination);
      const date = text(details.date);
      const time = text(details.time);
      if (!destination || !date) return { name: id, used: [] };
      const when = time ? `${formatDate(date, locale)} ${time}` : formatDate(date, locale);
      return { name: `${destination}, ${when}`, used: ['destination', 'date', 'time'] };
    }
    case 'review':
    case 'photo': {
      // Removed by moderation: named by its author and what it was about.
      const author = text(details.author);
      const about = text(details.destination) ?? text(details.place);
      if (!author) return { name: id, used: [] };
      const aboutKey = text(details.destination) ? 'destination' : 'place';
      return about
        ? { name: `${author}, ${about}`, used: ['author', aboutKey] }
        : { name: author, used: ['author'] };
    }
    default:
      return { name: id, used: [] };
  }
}

/**
 * Fields whose values are words someone typed (a name, a description, a comment): shown as they
 * were written, in whatever language, and marked so on the page (`data-user-content`).
 */
const WRITTEN_FIELDS = new Set([
  'destinationName',
  'description',
  'destinationNameDe',
  'descriptionDe',
  'name',
  'subject',
  'destination',
  'author',
  'comment',
  'place',
]);

/** Whether a field's value is someone's own words rather than a value the page words itself. */
export const isWrittenField = (field: string): boolean => WRITTEN_FIELDS.has(field);

export interface AuditFact {
  field: string;
  label: string;
  value: string;
}

/** The facts kept with an entry that the record's name does not already say. */
export function auditFacts(
  entry: Pick<AuditLogEntry, 'details'>,
  used: readonly string[],
  words: AuditWords,
): AuditFact[] {
  return Object.entries(entry.details ?? {})
    .filter(([field]) => field !== 'changes' && !used.includes(field))
    .map(([field, value]) => ({
      field,
      label: fieldLabel(field, words),
      value: formatValue(field, value, words),
    }));
}

export interface AuditFieldChange {
  field: string;
  label: string;
  /** Null for a record made by this action: it had no value before. */
  before: string | null;
  after: string;
}

/** The fields an entry changed, before → after; a new record's fields show only their value. */
export function auditChanges(
  entry: Pick<AuditLogEntry, 'action' | 'details'>,
  words: AuditWords,
): AuditFieldChange[] {
  const created = entry.action.endsWith('.create');
  return Object.entries(entry.details?.changes ?? {}).map(([field, change]) => ({
    field,
    label: fieldLabel(field, words),
    before: created ? null : formatValue(field, change.before, words),
    after: formatValue(field, change.after, words),
  }));
}
