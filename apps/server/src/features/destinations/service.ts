import type { Destination } from '@tgde/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { destinations } from '../../db/schema';

type Row = typeof destinations.$inferSelect;

export function toDestination(row: Row): Destination {
  return {
    _id: row.id,
    destinationName: row.name,
    description: row.description,
    cost: row.cost,
    img: row.img,
  };
}

/** All destinations in the order they were added (the catalogue is small: tens, not thousands). */
export async function listDestinations(db: Db): Promise<Destination[]> {
  const rows = await db.select().from(destinations).orderBy(asc(destinations.seq));
  return rows.map(toDestination);
}

export async function findDestination(db: Db, id: string): Promise<Destination | undefined> {
  const [row] = await db.select().from(destinations).where(eq(destinations.id, id)).limit(1);
  return row ? toDestination(row) : undefined;
}

/** The catalogue's spelling of a destination name given in any case, or undefined. */
export async function canonicalDestinationName(db: Db, name: string): Promise<string | undefined> {
  const [row] = await db
    .select({ name: destinations.name })
    .from(destinations)
    .where(eq(sql`lower(${destinations.name})`, name.trim().toLowerCase()))
    .limit(1);
  return row?.name;
}
