import { PRODUCT_NAME, publicName, type Locale, type PageQuery, type Photo } from '@tgde/contracts';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { countOf } from '../../db/row-counts';
import { photos } from '../../db/schema';
import { recordAudit } from '../../domain/audit';
import { photoPlaceIn, photosOfPlace } from '../../domain/destination-names';
import { isModeration, removableBy, type Remover } from '../../domain/moderation';

type Row = typeof photos.$inferSelect;

/**
 * Whom a public list credits with a photo. Our own artwork (the demo content, stored under the
 * site's name and by no account) keeps that name whole; a traveller is shown by first name and
 * initial. A traveller who signed up under the site's name is shortened like anyone else.
 */
function creditOf(row: Row): string {
  const ours = row.uploadedUserId === null && row.uploadedBy === PRODUCT_NAME;
  return ours ? row.uploadedBy : publicName(row.uploadedBy);
}

/** `place`: the place as the caller's pages name it (photoPlaceIn); the stored one by default. */
export function toPhoto(row: Row, place = row.place): Photo {
  // The uploader's e-mail address and full name stay on the server: these lists are public.
  return {
    _id: row.id,
    image: row.image,
    place,
    uploadedBy: creditOf(row),
    authorId: row.uploadedUserId,
  };
}

/**
 * One page of photos, newest first, and how many there are in all; each place named as `locale`'s
 * pages name it.
 */
export async function listPhotos(
  db: Db,
  page: PageQuery,
  locale: Locale = 'en',
): Promise<{ items: Photo[]; total: number }> {
  const [rows, total] = await Promise.all([
    db
      .select({ photo: photos, place: photoPlaceIn(locale) })
      .from(photos)
      .orderBy(desc(photos.seq))
      .limit(page.limit)
      .offset(page.offset),
    countOf(db, 'photos'),
  ]);
  return { items: rows.map(({ photo, place }) => toPhoto(photo, place)), total };
}

/**
 * One page of a destination's photos (matched by its name in either language, without regard to
 * case), and their count; each place named as `locale`'s pages name it.
 */
export async function listPhotosOf(
  db: Db,
  place: string,
  page: PageQuery,
  locale: Locale = 'en',
): Promise<{ items: Photo[]; total: number }> {
  const samePlace = photosOfPlace(place);
  const [rows, [totals]] = await Promise.all([
    db
      .select({ photo: photos, place: photoPlaceIn(locale) })
      .from(photos)
      .where(samePlace)
      .orderBy(desc(photos.seq))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(photos).where(samePlace),
  ]);
  return { items: rows.map(({ photo, place: shown }) => toPhoto(photo, shown)), total: totals?.total ?? 0 };
}

export interface NewPhoto {
  image: string;
  place: string;
  uploader: { id: string; name: string };
}

/** Records an uploaded image as a gallery photo of the uploader. */
export async function createPhoto(db: Db, photo: NewPhoto): Promise<string> {
  const [row] = await db
    .insert(photos)
    .values({
      image: photo.image,
      place: photo.place,
      uploadedBy: photo.uploader.name,
      uploadedUserId: photo.uploader.id,
    })
    .returning({ id: photos.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

/**
 * Removes a photo that `by` may remove; answers its image's address, or undefined when there is
 * none by that id among those (someone else's is answered as unknown). An admin's removal of
 * someone else's photo is written to the audit trail in the same transaction; the uploader is named
 * by public name and account id, not e-mail, since the trail is kept for good. The image's files
 * are the caller's to delete once this has committed (they cannot be part of the transaction).
 */
export async function removePhoto(db: Db, id: string, by: Remover): Promise<string | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(photos)
      .where(and(eq(photos.id, id), removableBy(photos.uploadedUserId, by)))
      .returning();
    if (!row) return undefined;
    if (isModeration(by, row.uploadedUserId)) {
      await recordAudit(tx, {
        actor: { id: by.id, email: by.email },
        action: 'photo.remove',
        target: `photo:${row.id}`,
        details: {
          author: creditOf(row),
          authorId: row.uploadedUserId,
          place: row.place,
          image: row.image,
          addedAt: row.createdAt.toISOString(),
        },
      });
    }
    return row.image;
  });
}
