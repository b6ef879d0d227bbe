import type { Review } from '@tgde/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, destinations, reviews } from '../../db/schema';

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

/** Newest first. */
export async function listReviews(db: Db): Promise<Review[]> {
  const rows = await db
    .select({ review: reviews, destinationName: destinations.name, bookedWithUs })
    .from(reviews)
    .leftJoin(destinations, and(eq(destinations.id, reviews.destinationId)))
    .orderBy(desc(reviews.seq))
    .limit(500);
  return rows.map(toReview);
}
