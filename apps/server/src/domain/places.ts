import { and, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { rowsOf, type DbOrTx } from '../db/client';
import { destinations, placesTaken } from '../db/schema';

/*
 * The places taken on a destination's day, counted in places_taken and changed only here, in the
 * transaction (or the one statement) that changes the booking (docs/decisions/0010-places-per-day.md).
 */

/** A transaction or the database: what Drizzle's `transaction` hands its callback. */
export type Tx = DbOrTx;

export type TakeResult = { taken: true } | { taken: false; remaining: number };

/** A value, or a placeholder for it in a statement prepared once. */
type Value<T> = T | Placeholder;

/**
 * The upsert that takes `travellers` places on the destination's day, as SQL: alone (takePlaces) or
 * as part of a larger statement (booking, features/bookings/service.ts). It answers `taken` when it
 * took them, and no row when the day has too few left (or `onlyIf` is false). The upsert locks the
 * day's row, so simultaneous bookings (on any server sharing the database) wait for each other, and
 * each adds its travellers only while the sum stays within the destination's capacity as it stands
 * at that moment. Without a capacity the places are counted all the same, so that a limit set later
 * starts from the right number.
 */
export function takePlacesStatement(
  place: { destinationId: Value<string>; date: Value<string>; travellers: Value<number> },
  onlyIf: SQL = sql`true`,
): SQL {
  const { destinationId, date, travellers } = place;
  const capacity = sql`(select capacity from ${destinations} where id = ${destinationId}::uuid)`;
  return sql`
    insert into ${placesTaken} (destination_id, date, taken)
    select ${destinationId}::uuid, ${date}::date, ${travellers}::int
    where ${travellers}::int <= coalesce(${capacity}, ${travellers}::int) and ${onlyIf}
    on conflict (destination_id, date) do update
      set taken = ${placesTaken}.taken + excluded.taken
      where ${placesTaken}.taken + excluded.taken <= coalesce(${capacity}, ${placesTaken}.taken + excluded.taken)
    returning taken`;
}

/** Takes `travellers` places on the destination's day, or answers how many remain (takePlacesStatement). */
export async function takePlaces(
  tx: Tx,
  place: { destinationId: string; date: string; travellers: number },
): Promise<TakeResult> {
  const result = await tx.execute(takePlacesStatement(place));
  if (rowsOf<{ taken: number }>(result).length > 0) return { taken: true };
  return { taken: false, remaining: await remainingPlaces(tx, place.destinationId, place.date) };
}

/** The places a destination's day has left (0 for a destination without a capacity: none is counted). */
export async function remainingPlaces(tx: Tx, destinationId: string, date: string): Promise<number> {
  const [day] = await dayOf(tx, destinationId, date);
  return Math.max(0, (day?.capacity ?? 0) - (day?.taken ?? 0));
}

/** Gives back the places of a booking that stopped holding them (cancelled, expired, deleted). */
export async function freePlaces(
  tx: Tx,
  place: { destinationId: string; date: string; travellers: number },
): Promise<void> {
  await tx
    .update(placesTaken)
    .set({ taken: sql`${placesTaken.taken} - ${place.travellers}` })
    .where(and(eq(placesTaken.destinationId, place.destinationId), eq(placesTaken.date, place.date)));
}

function dayOf(tx: Tx, destinationId: string, date: string) {
  return tx
    .select({ capacity: destinations.capacity, taken: sql<number>`coalesce(${placesTaken.taken}, 0)` })
    .from(destinations)
    .leftJoin(placesTaken, and(eq(placesTaken.destinationId, destinations.id), eq(placesTaken.date, date)))
    .where(eq(destinations.id, destinationId));
}
