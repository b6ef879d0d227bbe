import { and, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { rowsOf, type DbOrTx } from '../db/client';
import { bookings, destinations, placesTaken } from '../db/schema';

/*
 * The places taken on a departure (a destination's day, or its day and start time), counted in
 * places_taken and changed only here, in the transaction (or the one statement) that changes the
 * booking (docs/decisions/0010-places-per-day.md). A departure sold by the day has the time ''.
 */

/** A transaction or the database: what Drizzle's `transaction` hands its callback. */
export type Tx = DbOrTx;

export type TakeResult = { taken: true } | { taken: false; remaining: number };

/** A value, or a placeholder for it in a statement prepared once. */
type Value<T> = T | Placeholder;

/** Which departure: the destination, the date and the start time ('' for the whole day). */
export interface DepartureKey {
  destinationId: string;
  date: string;
  time: string;
}

/** The departure a booking row holds its places on. */
export const departureOf = (row: { destinationId: string; date: string; departureTime: string }) => ({
  destinationId: row.destinationId,
  date: row.date,
  time: row.departureTime,
});

/** The places_taken row of a departure; its destination a value, or a column to join on. */
export const isDepartureRow = (key: {
  destinationId: string | typeof destinations.id;
  date: string;
  time: string;
}) =>
  and(
    eq(placesTaken.destinationId, key.destinationId),
    eq(placesTaken.date, key.date),
    eq(placesTaken.time, key.time),
  );

/** The bookings of a departure (of any state). */
export const bookingsOfDeparture = (key: DepartureKey) =>
  and(
    eq(bookings.destinationId, key.destinationId),
    eq(bookings.date, key.date),
    eq(bookings.departureTime, key.time),
  );

/** The stored states in which a departure takes bookings (closing at the cutoff is the clock's). */
export const BOOKABLE_DEPARTURE = sql`('open', 'guaranteed')`;

/**
 * The upsert that takes `travellers` places on a departure, as SQL: alone (takePlaces) or as part of
 * a larger statement (booking, features/bookings/service.ts). It answers `taken` when it took them,
 * and no row when the departure has too few left, is closed or cancelled (or `onlyIf` is false).
 * The upsert locks the departure's row, so simultaneous bookings (on any server sharing the
 * database) wait for each other, and each adds its travellers only while the sum stays within the
 * destination's capacity as it stands at that moment. Without a capacity the places are counted all
 * the same, so that a limit set later starts from the right number.
 */
export function takePlacesStatement(
  place: {
    destinationId: Value<string>;
    date: Value<string>;
    time: Value<string>;
    travellers: Value<number>;
  },
  onlyIf: SQL = sql`true`,
): SQL {
  const { destinationId, date, time, travellers } = place;
  const capacity = sql`(select capacity from ${destinations} where id = ${destinationId}::uuid)`;
  return sql`
    insert into ${placesTaken} (destination_id, date, time, taken)
    select ${destinationId}::uuid, ${date}::date, ${time}::text, ${travellers}::int
    where ${travellers}::int <= coalesce(${capacity}, ${travellers}::int) and ${onlyIf}
    on conflict (destination_id, date, time) do update
      set taken = ${placesTaken}.taken + excluded.taken
      where ${placesTaken}.taken + excluded.taken <= coalesce(${capacity}, ${placesTaken}.taken + excluded.taken)
        and ${placesTaken}.status in ${BOOKABLE_DEPARTURE}
    returning taken`;
}

/** Takes `travellers` places on a departure, or answers how many remain (takePlacesStatement). */
export async function takePlaces(
  tx: Tx,
  place: { destinationId: string; date: string; time?: string; travellers: number },
): Promise<TakeResult> {
  const key = { ...place, time: place.time ?? '' };
  const result = await tx.execute(takePlacesStatement(key));
  if (rowsOf<{ taken: number }>(result).length > 0) return { taken: true };
  return { taken: false, remaining: (await departureState(tx, key)).remaining };
}

/**
 * A departure's places left (0 for a destination without a capacity: none is counted) and its stored
 * state ('open' for a departure nobody booked or closed yet).
 */
export async function departureState(
  tx: Tx,
  key: DepartureKey,
): Promise<{ remaining: number; status: (typeof placesTaken.$inferSelect)['status'] }> {
  const [row] = await tx
    .select({
      capacity: destinations.capacity,
      taken: sql<number>`coalesce(${placesTaken.taken}, 0)`.mapWith(Number),
      status: sql<(typeof placesTaken.$inferSelect)['status']>`coalesce(${placesTaken.status}, 'open')`,
    })
    .from(destinations)
    .leftJoin(placesTaken, isDepartureRow({ ...key, destinationId: destinations.id }))
    .where(eq(destinations.id, key.destinationId));
  return { remaining: Math.max(0, (row?.capacity ?? 0) - (row?.taken ?? 0)), status: row?.status ?? 'open' };
}

/** Gives back the places of a booking that stopped holding them (cancelled, expired, deleted). */
export async function freePlaces(
  tx: Tx,
  booking: { destinationId: string; date: string; departureTime: string; travellers: number },
): Promise<void> {
  const key = departureOf(booking);
  await tx
    .update(placesTaken)
    .set({ taken: sql`${placesTaken.taken} - ${booking.travellers}` })
    .where(isDepartureRow(key));
}

/**
 * Sets a departure's stored state, from the states given only: closing takes an open or guaranteed
 * departure, cancelling any but a cancelled one. A departure nobody booked gets its row here. Answers
 * whether this call changed it, so that of simultaneous calls (on any server) exactly one does.
 */
export async function setDepartureStatus(
  tx: Tx,
  key: DepartureKey,
  to: 'closed' | 'cancelled' | 'guaranteed',
  from: readonly ('open' | 'closed' | 'guaranteed')[],
): Promise<boolean> {
  const result = await tx.execute(sql`
    insert into ${placesTaken} (destination_id, date, time, taken, status)
    values (${key.destinationId}::uuid, ${key.date}::date, ${key.time}, 0, ${to})
    on conflict (destination_id, date, time) do update set status = excluded.status
      where ${placesTaken}.status in (${sql.join(
        from.map((status) => sql`${status}`),
        sql`, `,
      )})
    returning status`);
  return rowsOf(result).length > 0;
}
