import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { dollarsToCents } from '@tgde/contracts';
import { count } from 'drizzle-orm';
import type { Db } from '../client';
import { isUniqueViolation } from '../errors';
import { destinations, photos, reviews } from '../schema';
import { demoDestinations, demoPhotos, demoReviews } from './data';
import { type DemoPicture, ensureDemoImages, pictureId } from './demo-images';

/**
 * Loads the demo catalogue into an empty database: destinations with pictures, gallery photos and
 * reviews. The pictures are SVG scenes of our own, rendered to WebP ahead of time through the same
 * pipeline as uploads (demo-images.ts); here their files are only copied into the store. Returns
 * false when there was content already.
 */
/**
 * Where the seed puts the demo pictures' files: the media store (infra/images), of which the seed
 * needs only this, so that db/ stays below infra/.
 */
export interface PictureStore {
  put(name: string, data: Buffer): Promise<void>;
}

export async function seedDemoContent(db: Db, store: PictureStore): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(destinations);
  if ((existing?.n ?? 0) > 0) return false;

  const rendered = await ensureDemoImages();
  const copy = async (picture: DemoPicture): Promise<string> => {
    const entry = rendered.manifest.pictures[pictureId(picture)];
    if (!entry) throw new Error(`The demo image ${pictureId(picture)} was not rendered (${rendered.dir}).`);
    await Promise.all(
      entry.files.map(async (name) => store.put(name, await readFile(path.join(rendered.dir, name)))),
    );
    return entry.url;
  };

  const destinationImages = await Promise.all(
    demoDestinations.map((d) => copy({ scene: d.scene, variant: 0 })),
  );
  const photoImages = await Promise.all(demoPhotos.map((p) => copy(p)));

  try {
    await insertDemoRows(db, destinationImages, photoImages);
  } catch (error) {
    // Another server sharing this database loaded it at the same moment (one transaction: all or
    // nothing, and destination names are unique), so the content is there.
    if (isUniqueViolation(error)) return false;
    throw error;
  }
  return true;
}

async function insertDemoRows(db: Db, destinationImages: string[], photoImages: string[]): Promise<void> {
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(destinations)
      .values(
        demoDestinations.map((d, i) => ({
          name: d.name,
          description: d.description,
          nameDe: d.nameDe ?? null,
          descriptionDe: d.descriptionDe ?? null,
          costCents: dollarsToCents(d.cost),
          img: destinationImages[i] ?? '',
          latitude: d.latitude,
          longitude: d.longitude,
        })),
      )
      .returning({ id: destinations.id, name: destinations.name });
    const idOf = new Map(inserted.map((d) => [d.name, d.id]));
    // Inserted last-first, so that the list (newest first) shows them in the order written.
    await tx
      .insert(photos)
      .values(
        demoPhotos
          .map((p, i) => ({ image: photoImages[i] ?? '', place: p.place, uploadedBy: p.uploadedBy }))
          .reverse(),
      );
    await tx
      .insert(reviews)
      .values(
        demoReviews
          .map(({ destination, ...review }) => ({ ...review, destinationId: idOf.get(destination) ?? null }))
          .reverse(),
      );
  });
}
