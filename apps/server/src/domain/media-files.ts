import { IMAGE_WIDTHS, mediaUrl } from '@tgde/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { destinations, photos, users } from '../db/schema';
import type { MediaStore } from '../infra/images/store';

const MEDIA_PREFIX = '/media/';
const MEDIA_URL = /^\/media\/([A-Za-z0-9_-]+)\.webp$/;

/**
 * The store's file names behind an image address. A record keeps the address of the widest picture
 * (`/media/{key}.webp`); pages also load its narrower files (`/media/{key}-400.webp`, …), so each
 * address stands for all of them. Any other address (Google's profile pictures) names no file.
 */
export function mediaFileNames(url: string): string[] {
  const key = MEDIA_URL.exec(url)?.[1];
  if (!key) return [];
  return IMAGE_WIDTHS.map((width) => mediaUrl(key, width).slice(MEDIA_PREFIX.length));
}

/**
 * Deletes the files of an image that no destination, photo or profile uses any more (files are
 * named after their content, so one picture uploaded twice is one set of files that two records
 * share); answers how many went. A file that cannot be deleted now is left to the retention pass,
 * which removes unused uploads after a day.
 */
export async function deleteImageIfUnused(db: Db, media: MediaStore, url: string): Promise<number> {
  const names = mediaFileNames(url);
  if (names.length === 0) return 0;
  const uses = await Promise.all([
    db.select({ id: destinations.id }).from(destinations).where(eq(destinations.img, url)).limit(1),
    db.select({ id: photos.id }).from(photos).where(eq(photos.image, url)).limit(1),
    db.select({ id: users.id }).from(users).where(eq(users.image, url)).limit(1),
  ]);
  if (uses.some((rows) => rows.length > 0)) return 0;
  await Promise.all(names.map((name) => media.delete(name)));
  return names.length;
}
