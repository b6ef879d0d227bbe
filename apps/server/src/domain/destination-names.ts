import type { Locale } from '@tgde/contracts';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { destinations } from '../db/schema';

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

/** One booking's name in `locale` (see bookingNamesIn). */
export async function bookingNameIn<T extends { bookingId: string; bookingName: string }>(
  db: Db,
  item: T,
  locale: Locale,
): Promise<T> {
  const [named] = await bookingNamesIn(db, [item], locale);
  return named ?? item;
}
