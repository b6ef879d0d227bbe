import {
  addDays,
  daysInRange,
  departureId,
  departureStart,
  timesOn,
  type DayAvailability,
  type Departure,
} from '@tgde/contracts';
import { and, between, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { destinations, placesTaken } from '../../db/schema';
import { closesAt, decidedAt, departureStatus, toDeparture } from '../../domain/departures';
import { onOffer } from '../../domain/on-offer';
import { notFound } from '../../http/errors';

/**
 * Each departure from `from` to `to` (both included), in order: one a day for a destination without
 * start times, else one at each of the day's start times. A departure that is no longer in the
 * timetable but still has a stored state (its bookings, or a closing) stays listed: changing start
 * times never drops a booked departure.
 */
export async function departuresOf(
  db: Db,
  destinationId: string,
  range: { from: string; to: string },
  now: Date,
): Promise<Departure[]> {
  const [destination] = await db
    .select({
      capacity: destinations.capacity,
      startTimes: destinations.startTimes,
      cutoffMinutes: destinations.cutoffMinutes,
      minTravellers: destinations.minTravellers,
      decideHours: destinations.decideHours,
    })
    .from(destinations)
    .where(and(eq(destinations.id, destinationId), onOffer));
  if (!destination) throw notFound('That destination is not on offer (any more).');
  const rows = await db
    .select({
      date: placesTaken.date,
      time: placesTaken.time,
      taken: placesTaken.taken,
      status: placesTaken.status,
    })
    .from(placesTaken)
    .where(
      and(eq(placesTaken.destinationId, destinationId), between(placesTaken.date, range.from, range.to)),
    );
  const stored = new Map(rows.map((row) => [`${row.date} ${row.time}`, row]));
  const timed = destination.startTimes.length > 0;
  const departures: Departure[] = [];
  for (let i = 0; i < daysInRange(range.from, range.to); i += 1) {
    const date = addDays(range.from, i);
    const timetable = timed ? timesOn(destination.startTimes, date) : [''];
    const times = new Set<string>(timetable);
    for (const row of rows)
      if (row.date === date && (row.taken > 0 || row.status !== 'open')) times.add(row.time);
    for (const key of [...times].sort()) {
      const row = stored.get(`${date} ${key}`);
      const time = key === '' ? null : key;
      const booked = row?.taken ?? 0;
      // A time taken out of the timetable keeps its bookings but takes no new ones.
      const inTimetable = timetable.includes(key);
      const start = time === null ? null : departureStart(date, time);
      const decision = start && {
        at: decidedAt(start, destination.decideHours),
        booked,
        minTravellers: destination.minTravellers,
      };
      departures.push(
        toDeparture({
          id: departureId(destinationId, date, time),
          date,
          time,
          capacity: destination.capacity,
          booked,
          status: departureStatus(
            !inTimetable && row?.status !== 'cancelled' ? 'closed' : (row?.status ?? 'open'),
            start && closesAt(start, destination.cutoffMinutes),
            now,
            decision ?? undefined,
          ),
          minTravellers: destination.minTravellers,
        }),
      );
    }
  }
  return departures;
}

/**
 * Each day from `from` to `to` (both included): the destination's places, taken and left, over all
 * of the day's departures (a day without a departure offers none).
 */
export async function availabilityOf(
  db: Db,
  destinationId: string,
  range: { from: string; to: string },
  now: Date,
): Promise<DayAvailability[]> {
  const departures = await departuresOf(db, destinationId, range, now);
  return Array.from({ length: daysInRange(range.from, range.to) }, (_, i) => {
    const date = addDays(range.from, i);
    const day = departures.filter((departure) => departure.date === date && departure.status !== 'cancelled');
    const booked = day.reduce((sum, departure) => sum + departure.booked, 0);
    const unlimited = day.length > 0 && day.every((departure) => departure.capacity === null);
    const capacity = unlimited ? null : day.reduce((sum, departure) => sum + (departure.capacity ?? 0), 0);
    const remaining = unlimited ? null : day.reduce((sum, departure) => sum + (departure.remaining ?? 0), 0);
    return { date, capacity, booked, remaining };
  });
}
