import { centsToDollars, type Destination } from '@tgde/contracts';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { destinations, reviews } from '../../db/schema';

type Row = typeof destinations.$inferSelect;

/** On offer: not archived. Archived destinations live on only in their bookings and photos. */
export const onOffer = isNull(destinations.archivedAt);

/** Each destination's review count and mean rating, computed by the database. */
const ratings = (db: Db) =>
  db
    .select({
      destinationId: reviews.destinationId,
      reviewCount: sql<number>`count(*)::int`.as('review_count'),
      averageRating: sql<string | null>`round(avg(${reviews.rating}), 1)`.as('average_rating'),
    })
    .from(reviews)
    .groupBy(reviews.destinationId)
    .as('ratings');

interface Rated {
  row: Row;
  reviewCount: number | null;
  averageRating: string | null;
}

export function toDestination({ row, reviewCount, averageRating }: Rated): Destination {
  return {
    _id: row.id,
    destinationName: row.name,
    description: row.description,
    cost: centsToDollars(row.costCents),
    img: row.img,
    // PostgreSQL's numeric arrives as a string.
    averageRating: averageRating === null ? null : Number(averageRating),
    reviewCount: reviewCount ?? 0,
  };
}

function selectRated(db: Db) {
  const r = ratings(db);
  return db
    .select({ row: destinations, reviewCount: r.reviewCount, averageRating: r.averageRating })
    .from(destinations)
    .leftJoin(r, eq(r.destinationId, destinations.id));
}

/** All destinations on offer in the order they were added, with their ratings. */
export async function listDestinations(db: Db): Promise<Destination[]> {
  const rows = await selectRated(db).where(onOffer).orderBy(asc(destinations.seq));
  return rows.map(toDestination);
}

/** A destination on offer, or undefined (unknown or archived). */
export async function findDestination(db: Db, id: string): Promise<Destination | undefined> {
  const [row] = await selectRated(db)
    .where(and(eq(destinations.id, id), onOffer))
    .limit(1);
  return row ? toDestination(row) : undefined;
}

/** The catalogue's spelling of a destination on offer, named in any case, or undefined. */
export async function canonicalDestinationName(db: Db, name: string): Promise<string | undefined> {
  const [row] = await db
    .select({ name: destinations.name })
    .from(destinations)
    .where(and(eq(sql`lower(${destinations.name})`, name.trim().toLowerCase()), onOffer))
    .limit(1);
  return row?.name;
}
