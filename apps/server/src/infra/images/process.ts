import { createHash } from 'node:crypto';
import { IMAGE_WIDTHS, mediaUrl } from '@tgde/contracts';
import sharp from 'sharp';
import type { MediaStore } from './store';

/**
 * Re-encodes an image to WebP in every width of IMAGE_WIDTHS (never enlarging), without its
 * metadata, stores the files and answers the address of the widest. The key is the content's hash,
 * so the same picture stored twice is one set of files.
 */
export async function storeWebpVariants(input: Buffer, store: MediaStore): Promise<string> {
  const key = createHash('sha256').update(input).digest('base64url').slice(0, 24);
  await Promise.all(
    IMAGE_WIDTHS.map(async (width) => {
      const webp = await sharp(input, { limitInputPixels: 40_000_000 })
        .rotate()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 78, effort: 4 })
        .toBuffer();
      await store.put(mediaUrl(key, width).slice('/media/'.length), webp);
    }),
  );
  return mediaUrl(key);
}
