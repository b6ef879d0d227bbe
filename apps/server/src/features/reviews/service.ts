import { publicName, type Locale, type PageQuery, type Review } from '@tgde/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { countOf } from '../../db/row-counts';
import { bookings, destinations, reviews } from '../../db/schema';
import { recordAudit } from '../../domain/audit';
import { destinationNameIn } from '../../domain/destination-names';
import type { AnnounceCatalogueChange } from '../../domain/catalogue-changes';
import { isModeration, removableBy, type Remover } from '../../domain/moderation';

type Row = typeof reviews.$inferSelect;

interface Joined {
  review: Row;
  destinationName: string | null;
  bookedWithUs: boolean;
}

/** A review as the public list shows it: the reviewer by first name and initial only. */
export function toReview({ review, destinationName, bookedWithUs }: Joined): Review {
  return {
    _id: review.id,
    name: publicName(review.name),
    comment: review.comment,
    rating: review.rating,
    destinationId: review.destinationId,
    destinationName,
    bookedWithUs,
    createdAt: review.createdAt.toISOString(),
    authorId: review.userId,
  };
}

/**
 * A review is "Booked with us" when its author has made a paid trip to the destination it is about:
 * a paid booking of it dated before `today` (an ISO calendar date in Germany, where trips happen).
 * A trip still ahead, or today's, has not taken place yet; an unpaid one never counts.
 */
function bookedWithUs(today: string) {
  return sql<boolean>`exists (
    select 1 from ${bookings}
    where ${bookings.userId} = ${reviews.userId}
      and ${bookings.destinationId} = ${reviews.destinationId}
      and ${bookings.paid}
      and ${bookings.date} < ${today}::date
  )`;
}

/**
 * One page of reviews, newest first, and how many there are in all. `today` is the day in Germany
 * (ISO `YYYY-MM-DD`) that "Booked with us" counts trips before.
 */
export async function listReviews(
  db: Db,
  page: PageQuery,
  today: string,
  locale: Locale = 'en',
): Promise<{ items: Review[]; total: number }> {
  const destinationName = destinationNameIn(locale);
  const [rows, total] = await Promise.all([
    db
      .select({ review: reviews, destinationName, bookedWithUs: bookedWithUs(today) })
      .from(reviews)
      .leftJoin(destinations, eq(destinations.id, reviews.destinationId))
      .orderBy(desc(reviews.seq))
      .limit(page.limit)
      .offset(page.offset),
    countOf(db, 'reviews'),
  ]);
  return { items: rows.map(toReview), total };
}

export interface NewReview {
  comment: string;
  rating: number;
  destinationId: string | null;
  /** The signed-in author: the name shown is theirs, whatever the request said. */
  author: { id: string; name: string };
}

/**
 * Stores a review; answers its id, and whether it edited the author's earlier review of the same
 * destination (one review per traveller and destination: the unique index decides, so two at once
 * still make one). An edit takes the new words and stars and the new date, as if written now. The
 * change is announced: the reviews page shows every review, and a review of a destination moves
 * that destination's rating, which the catalogue shows.
 */
export async function createReview(
  db: Db,
  review: NewReview,
  announce: AnnounceCatalogueChange,
): Promise<{ id: string; edited: boolean }> {
  const [row] = await db
    .insert(reviews)
    .values({
      name: review.author.name,
      userId: review.author.id,
      comment: review.comment,
      rating: review.rating,
      destinationId: review.destinationId,
    })
    .onConflictDoUpdate({
      target: [reviews.userId, reviews.destinationId],
      targetWhere: sql`${reviews.userId} is not null and ${reviews.destinationId} is not null`,
      set: {
        name: review.author.name,
        comment: review.comment,
        rating: review.rating,
        createdAt: sql`now()`,
      },
    })
    // xmax is 0 for a row this statement inserted, and the updating transaction's id for an edit.
    .returning({ id: reviews.id, edited: sql<boolean>`xmax <> 0` });
  if (!row) throw new Error('insert returned no row');
  announce();
  return { id: row.id, edited: Boolean(row.edited) };
}

/**
 * Removes a review that `by` may remove; answers false when there is none by that id among those
 * (someone else's is answered as unknown). An admin's removal of someone else's review is written
 * to the audit trail in the same transaction, with what the review said: the entry outlives it. The
 * author is named by public name and account id, not e-mail: the trail is kept for good. Its
 * removal is announced as its creation is.
 */
export async function removeReview(
  db: Db,
  id: string,
  by: Remover,
  announce: AnnounceCatalogueChange,
): Promise<boolean> {
  const removed = await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(reviews)
      .where(and(eq(reviews.id, id), removableBy(reviews.userId, by)))
      .returning();
    if (!row) return undefined;
    if (isModeration(by, row.userId)) {
      const [about] = row.destinationId
        ? await tx
            .select({ name: destinations.name })
            .from(destinations)
            .where(eq(destinations.id, row.destinationId))
        : [];
      await recordAudit(tx, {
        actor: { id: by.id, email: by.email },
        action: 'review.remove',
        target: `review:${row.id}`,
        details: {
          author: publicName(row.name),
          authorId: row.userId,
          destination: about?.name ?? null,
          rating: row.rating,
          comment: row.comment,
          writtenAt: row.createdAt.toISOString(),
        },
      });
    }
    return row;
  });
  if (!removed) return false;
  announce();
  return true;
}
