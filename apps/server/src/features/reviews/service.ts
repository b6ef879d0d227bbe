import type { PageQuery, Review } from '@tgde/contracts';
import { count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, destinations, reviews } from '../../db/schema';
import type { AnnounceCatalogueChange } from '../../domain/catalogue-changes';

type Row = typeof reviews.$inferSelect;

interface Joined {
  review: Row;
  destinationName: string | null;
  bookedWithUs: boolean;
}

export function toReview({ review, destinationName, bookedWithUs }: Joined): Review {
  return {
    _id: review.id,
    name: review.name,
    comment: review.comment,
    rating: review.rating,
    destinationId: review.destinationId,
    destinationName,
    bookedWithUs,
    createdAt: review.createdAt.toISOString(),
  };
}

/** A review "Booked with us": its author has a paid booking of the destination it is about. */
const bookedWithUs = sql<boolean>`exists (
  select 1 from ${bookings}
  where ${bookings.userId} = ${reviews.userId}
    and ${bookings.destinationId} = ${reviews.destinationId}
    and ${bookings.paid}
)`;

/** One page of reviews, newest first, and how many there are in all. */
export async function listReviews(db: Db, page: PageQuery): Promise<{ items: Review[]; total: number }> {
  const [rows, [totals]] = await Promise.all([
    db
      .select({ review: reviews, destinationName: destinations.name, bookedWithUs })
      .from(reviews)
      .leftJoin(destinations, eq(destinations.id, reviews.destinationId))
      .orderBy(desc(reviews.seq))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(reviews),
  ]);
  return { items: rows.map(toReview), total: totals?.total ?? 0 };
}

export interface NewReview {
  comment: string;
  rating: number;
  destinationId: string | null;
  /** The signed-in author: the name shown is theirs, whatever the request said. */
  author: { id: string; name: string };
}

/**
 * Stores a review; answers its id. A review of a destination moves that destination's rating, which
 * the catalogue shows: that change is announced.
 */
export async function createReview(
  db: Db,
  review: NewReview,
  announce: AnnounceCatalogueChange,
): Promise<string> {
  const [row] = await db
    .insert(reviews)
    .values({
      name: review.author.name,
      userId: review.author.id,
      comment: review.comment,
      rating: review.rating,
      destinationId: review.destinationId,
    })
    .returning({ id: reviews.id });
  if (!row) throw new Error('insert returned no row');
  if (review.destinationId !== null) announce();
  return row.id;
}
