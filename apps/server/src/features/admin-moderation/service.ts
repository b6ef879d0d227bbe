import type { Locale, ModeratedPhoto, ModeratedReview, PageQuery } from '@tgde/contracts';
import { desc, eq } from 'drizzle-orm';
import { countOf } from '../../db/row-counts';
import { destinationNameIn, photoPlaceIn } from '../../domain/destination-names';
import { isErasedAddress } from '../../domain/erased-accounts';
import type { Db } from '../../db/client';
import { destinations, photos, reviews, users } from '../../db/schema';
import type { Page } from '../../http/paging';

/*
 * The Moderation page's lists: every review and photo, newest first (by the order of writing,
 * `seq`), with its author's full name and address from their account. A record without an account
 * (our own artwork, the seeded reviews) names whom it was stored under and has no address.
 */

/** The address to show for an account: none for a deleted one (domain/erased-accounts.ts). */
function shownAddress(email: string | null): string | null {
  return email === null || isErasedAddress(email) ? null : email;
}

/**
 * One page of reviews, newest first, each with its destination (named as `locale`'s pages name it)
 * and its author; and their count.
 */
export async function moderatedReviews(
  db: Db,
  page: PageQuery,
  locale: Locale = 'en',
): Promise<Page<ModeratedReview>> {
  const destinationName = destinationNameIn(locale);
  const [rows, total] = await Promise.all([
    db
      .select({
        review: reviews,
        destinationName,
        accountName: users.name,
        accountEmail: users.email,
      })
      .from(reviews)
      .leftJoin(destinations, eq(destinations.id, reviews.destinationId))
      .leftJoin(users, eq(users.id, reviews.userId))
      .orderBy(desc(reviews.seq))
      .limit(page.limit)
      .offset(page.offset),
    countOf(db, 'reviews'),
  ]);
  return {
    items: rows.map(({ review, destinationName, accountName, accountEmail }) => ({
      _id: review.id,
      comment: review.comment,
      rating: review.rating,
      destinationId: review.destinationId,
      destinationName,
      createdAt: review.createdAt.toISOString(),
      authorId: review.userId,
      authorName: accountName ?? review.name,
      authorEmail: shownAddress(accountEmail),
    })),
    total,
  };
}

/**
 * One page of photos, newest first, each with its place (named as `locale`'s pages name it) and its
 * uploader; and their count.
 */
export async function moderatedPhotos(
  db: Db,
  page: PageQuery,
  locale: Locale = 'en',
): Promise<Page<ModeratedPhoto>> {
  const [rows, total] = await Promise.all([
    db
      .select({
        photo: photos,
        place: photoPlaceIn(locale),
        accountName: users.name,
        accountEmail: users.email,
      })
      .from(photos)
      .leftJoin(users, eq(users.id, photos.uploadedUserId))
      .orderBy(desc(photos.seq))
      .limit(page.limit)
      .offset(page.offset),
    countOf(db, 'photos'),
  ]);
  return {
    items: rows.map(({ photo, place, accountName, accountEmail }) => ({
      _id: photo.id,
      image: photo.image,
      place,
      createdAt: photo.createdAt.toISOString(),
      authorId: photo.uploadedUserId,
      authorName: accountName ?? photo.uploadedBy,
      authorEmail: shownAddress(accountEmail),
    })),
    total,
  };
}
