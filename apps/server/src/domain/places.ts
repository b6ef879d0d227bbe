import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { destinations, placesTaken } from '../db/schema';

/*
 * The places taken on a destination's day, counted in places_taken and changed only here, in the
 * transaction that changes the booking (docs/decisions/0010-places-per-day.md).
 */

/** A transaction or the database: what Drizzle's `transaction` hands its callback. */
export type Tx = DbOrTx;

export type TakeResult = { taken: true } | { taken: false; remaining: number };

/** `execute`'s rows, as both PGlite and node-postgres answer them. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * Takes `travellers` places on the destination's day, or answers how many remain. One statement:
 * the upsert locks the day's row, so simultaneous bookings (on any server sharing the database) wait
 * for each other, and each adds its travellers only while the sum stays within the destination's
 * capacity as it stands at that moment. Without a capacity the places are counted all the same, so
 * that a limit set later starts from the right number.
 */
export async function takePlaces(
  tx: Tx,
  place: { destinationId: string; date: string; travellers: number },
): Promise<TakeResult> {
  const { destinationId, date, travellers } = place;
  const capacity = sql`(select capacity from ${destinations} where id = ${destinationId}::uuid)`;
  const result = await tx.execute(sql`
    insert into ${placesTaken} (destination_id, date, taken)
    select ${destinationId}::uuid, ${date}::date, ${travellers}::int
    where ${travellers}::int <= coalesce(${capacity}, ${travellers}::int)
    on conflict (destination_id, date) do update
      set taken = ${placesTaken}.taken + excluded.taken
      where ${placesTaken}.taken + excluded.taken <= coalesce(${capacity}, ${placesTaken}.taken + excluded.taken)
    returning taken`);
  if (rowsOf<{ taken: number }>(result).length > 0) return { taken: true };
  const [day] = await dayOf(tx, destinationId, date);
  return { taken: false, remaining: Math.max(0, (day?.capacity ?? 0) - (day?.taken ?? 0)) };
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
