import type { Review } from '@tgde/contracts';
import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reviews } from '../../db/schema';

type Row = typeof reviews.$inferSelect;

export function toReview(row: Row): Review {
  return { _id: row.id, name: row.name, comment: row.comment, rating: row.rating };
}

/** Newest first. */
export async function listReviews(db: Db): Promise<Review[]> {
  const rows = await db.select().from(reviews).orderBy(desc(reviews.seq)).limit(500);
  return rows.map(toReview);
}
