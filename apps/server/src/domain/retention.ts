import { like, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { destinations, notifications, photos, users } from '../db/schema';
import type { MediaStore } from '../infra/images/store';
import { mediaFileNames } from './media-files';

/*
 * What is kept only for a while (docs/configuration.md: CONTACT_RETENTION_DAYS, and uploads that
 * nothing uses). The scheduled retention job calls these; they decide nothing about when.
 */

/** Deletes the contact messages received before `before`; answers how many went. */
export async function deleteOldContactMessages(db: Db, before: Date): Promise<number> {
  const gone = await db
    .delete(notifications)
    .where(lt(notifications.createdAt, before))
    .returning({ id: notifications.id });
  return gone.length;
}

const MEDIA_PREFIX = '/media/';

/** The store's file names that the records use (each address with all its widths). */
async function namesInUse(db: Db): Promise<Set<string>> {
  const [destinationImages, photoImages, userImages] = await Promise.all([
    db.select({ url: destinations.img }).from(destinations),
    db.select({ url: photos.image }).from(photos),
    // Profile pictures may be Google's; only our own are in the store.
    db
      .select({ url: users.image })
      .from(users)
      .where(like(users.image, `${MEDIA_PREFIX}%`)),
  ]);
  const names = new Set<string>();
  for (const { url } of [...destinationImages, ...photoImages, ...userImages]) {
    for (const name of mediaFileNames(url ?? '')) names.add(name);
  }
  return names;
}

/**
 * Deletes the pictures in the image store that no destination, photo or profile uses and that were
 * last written before `olderThan` (an upload is made before the form that uses it is saved: the
 * margin is that form's time). Answers how many files went.
 *
 * The store is listed before the records are read, so a record saved while the store is listed is
 * seen. An old unused file uploaded again and saved in a record in the moment between the records
 * being read and the file deleted would still lose its file: with a margin of a day, that needs the
 * same picture uploaded twice a day apart within that moment.
 */
export async function deleteUnreferencedUploads(db: Db, media: MediaStore, olderThan: Date): Promise<number> {
  const old: string[] = [];
  for await (const file of media.list()) {
    // Only the pictures the store makes (uploads and the demo content are WebP): a bucket may hold
    // other files beside them.
    if (file.name.endsWith('.webp') && file.modifiedAt < olderThan) old.push(file.name);
  }
  if (old.length === 0) return 0;
  const inUse = await namesInUse(db);
  let deleted = 0;
  for (const name of old) {
    if (inUse.has(name)) continue;
    await media.delete(name);
    deleted += 1;
  }
  return deleted;
}
