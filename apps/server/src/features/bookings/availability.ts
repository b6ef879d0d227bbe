import { addDays, daysInRange, type DayAvailability } from '@tgde/contracts';
import { and, between, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { destinations, placesTaken } from '../../db/schema';
import { onOffer } from '../../domain/on-offer';
import { notFound } from '../../http/errors';

/** Each day from `from` to `to` (both included): the destination's places, taken and left. */
export async function availabilityOf(
  db: Db,
  destinationId: string,
  range: { from: string; to: string },
): Promise<DayAvailability[]> {
  const [destination] = await db
    .select({ capacity: destinations.capacity })
    .from(destinations)
    .where(and(eq(destinations.id, destinationId), onOffer));
  if (!destination) throw notFound('That destination is not on offer (any more).');
  const rows = await db
    .select({ date: placesTaken.date, taken: placesTaken.taken })
    .from(placesTaken)
    .where(
      and(eq(placesTaken.destinationId, destinationId), between(placesTaken.date, range.from, range.to)),
    );
  const taken = new Map(rows.map((row) => [row.date, row.taken]));
  const { capacity } = destination;
  return Array.from({ length: daysInRange(range.from, range.to) }, (_, i) => {
    const date = addDays(range.from, i);
    const booked = taken.get(date) ?? 0;
    return { date, capacity, booked, remaining: capacity === null ? null : Math.max(0, capacity - booked) };
  });
}
