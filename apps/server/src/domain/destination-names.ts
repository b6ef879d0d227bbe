import type { Locale } from '@tgde/contracts';
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { destinations, photos } from '../db/schema';

/**
 * Bookings keep the destination's name as it was when booked (the books must not change). Shown in
 * German, a booking names its destination as German pages do (München), as long as the destination
 * still carries the name it was booked under; a renamed one keeps the booked name.
 */
export async function bookingNamesIn<T extends { bookingId: string; bookingName: string }>(
  db: Db,
  items: T[],
  locale: Locale,
): Promise<T[]> {
  if (locale === 'en' || items.length === 0) return items;
  const ids = [...new Set(items.map((item) => item.bookingId))];
  const rows = await db
    .select({ id: destinations.id, name: destinations.name, nameDe: destinations.nameDe })
    .from(destinations)
    .where(inArray(destinations.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return items.map((item) => {
    const destination = byId.get(item.bookingId);
    return destination?.nameDe && destination.name === item.bookingName
      ? { ...item, bookingName: destination.nameDe }
      : item;
  });
}

/** A destination's name as `locale`'s pages name it: in German its German name, where it has one. */
export function destinationNameIn(locale: Locale): SQL<string | null> {
  return locale === 'de'
    ? sql<string | null>`coalesce(${destinations.nameDe}, ${destinations.name})`
    : sql<string | null>`${destinations.name}`;
}

/** One booking's name in `locale` (see bookingNamesIn). */
export async function bookingNameIn<T extends { bookingId: string; bookingName: string }>(
  db: Db,
  item: T,
  locale: Locale,
): Promise<T> {
  const [named] = await bookingNamesIn(db, [item], locale);
  return named ?? item;
}

/**
 * A photo's place as `locale`'s pages name it. A photo stores the name of the destination it
 * pictures as it was when it was added (English, the name's own spelling); in German it reads as
 * the destination of that name is called there (Munich is München), else as stored. The destination
 * on offer wins over an archived one of the same name.
 */
export function photoPlaceIn(locale: Locale): SQL<string> {
  if (locale === 'en') return sql<string>`${photos.place}`;
  return sql<string>`coalesce((
    select ${destinations.nameDe} from ${destinations}
    where lower(${destinations.name}) = lower(${photos.place}) and ${destinations.nameDe} is not null
    order by ${destinations.archivedAt} desc nulls first
    limit 1
  ), ${photos.place})`;
}

/**
 * Photos of the destination named `name` in either language: a German page asks for München's
 * photos, which are stored under Munich.
 */
export function photosOfPlace(name: string): SQL {
  const lowered = name.toLowerCase();
  return sql`(lower(${photos.place}) = ${lowered} or lower(${photos.place}) in (
    select lower(${destinations.name}) from ${destinations} where lower(${destinations.nameDe}) = ${lowered}
  ))`;
}
