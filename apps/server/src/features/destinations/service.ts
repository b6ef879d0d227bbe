import {
  centsToDollars,
  destinationMessages,
  dollarsToCents,
  type CreateDestination,
  type Destination,
  type UpdateDestination,
} from '@tgde/contracts';
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { destinations, photos, reviews } from '../../db/schema';
import { HttpError } from '../../http/errors';

type Row = typeof destinations.$inferSelect;

/** On offer: not archived. Archived destinations live on only in their bookings and photos. */
export const onOffer = isNull(destinations.archivedAt);

/** Names are one name in any case (the unique index is on lower(name)). */
const sameName = (name: string) => eq(sql`lower(${destinations.name})`, name.trim().toLowerCase());

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
    .where(and(sameName(name), onOffer))
    .limit(1);
  return row?.name;
}

/** True when a destination with this id is on offer (so it can be booked, reviewed or pictured). */
export async function destinationOnOffer(db: Db, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: destinations.id })
    .from(destinations)
    .where(and(eq(destinations.id, id), onOffer))
    .limit(1);
  return row !== undefined;
}

const nameTaken = () =>
  new HttpError(409, destinationMessages.nameTaken, [
    { path: 'destinationName', message: destinationMessages.nameTaken },
  ]);

/** Another destination on offer already has this name, in any case. */
async function nameInUse(db: Db, name: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: destinations.id })
    .from(destinations)
    .where(and(sameName(name), onOffer, exceptId ? ne(destinations.id, exceptId) : undefined))
    .limit(1);
  return row !== undefined;
}

/**
 * Runs a write that may break the unique name of destinations on offer. The check before gives the
 * usual answer; the unique index catches two admins saving the same name at the same moment.
 */
async function withUniqueName<T>(
  db: Db,
  name: string | undefined,
  exceptId: string | undefined,
  write: () => Promise<T>,
) {
  if (name !== undefined && (await nameInUse(db, name, exceptId))) throw nameTaken();
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

/** Adds a destination to the catalogue; answers its id. 409 when the name is on offer already. */
export async function createDestination(db: Db, input: CreateDestination): Promise<string> {
  const [row] = await withUniqueName(db, input.destinationName, undefined, () =>
    db
      .insert(destinations)
      .values({
        name: input.destinationName,
        description: input.description,
        costCents: dollarsToCents(input.cost),
        img: input.img,
      })
      .returning({ id: destinations.id }),
  );
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

/**
 * Changes the fields sent of a destination on offer; answers 1, or undefined when there is no such
 * destination on offer. Bookings keep their own cost and name: a new price applies to new bookings.
 * A new name carries the destination's gallery photos with it.
 */
export async function updateDestination(
  db: Db,
  id: string,
  update: UpdateDestination,
): Promise<number | undefined> {
  const changes: Partial<Pick<Row, 'name' | 'description' | 'costCents' | 'img'>> = {};
  if (update.destinationName !== undefined) changes.name = update.destinationName;
  if (update.description !== undefined) changes.description = update.description;
  if (update.cost !== undefined) changes.costCents = dollarsToCents(update.cost);
  if (update.img !== undefined) changes.img = update.img;
  return withUniqueName(db, update.destinationName, id, () =>
    db.transaction(async (tx) => {
      const [before] = await tx
        .select({ name: destinations.name })
        .from(destinations)
        .where(and(eq(destinations.id, id), onOffer))
        .for('update');
      if (!before) return undefined;
      await tx
        .update(destinations)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(destinations.id, id));
      // Photos name their place (photos.place): they follow their destination to its new name.
      if (changes.name !== undefined && changes.name !== before.name) {
        await tx
          .update(photos)
          .set({ place: changes.name })
          .where(eq(sql`lower(${photos.place})`, before.name.toLowerCase()));
      }
      return 1;
    }),
  );
}

/**
 * Takes a destination off offer (SPEC.md's delete): its bookings, payments, photos and reviews keep
 * their rows. Answers 1, or 0 when it is unknown or archived already.
 */
export async function archiveDestination(db: Db, id: string): Promise<number> {
  const archived = await db
    .update(destinations)
    .set({ archivedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(destinations.id, id), onOffer))
    .returning({ id: destinations.id });
  return archived.length;
}
