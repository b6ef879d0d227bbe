import { createHash } from 'node:crypto';
import { IMAGE_WIDTHS, mediaUrl } from '@tgde/contracts';
import sharp from 'sharp';
import { ImageRejected, MAX_INPUT_PIXELS } from './inspect';
import { createSlots } from '../slots';
import type { MediaStore } from './store';

/**
 * Images decoded and resized at once in this process. Each holds up to about 23 MB of pixels
 * (see MAX_ASPECT_RATIO) and sharp already spreads one image over the cores, so more at once would buy
 * memory use, not speed; further uploads wait their turn.
 */
export const IMAGES_AT_ONCE = 2;
const inImageSlot = createSlots(IMAGES_AT_ONCE);

/**
 * Re-encodes an image to WebP in every width of IMAGE_WIDTHS (never enlarging) and stores the
 * files; answers the address of the widest. The output carries no metadata: sharp drops EXIF and
 * GPS unless asked to keep them (the orientation is applied first). Only the first frame of an
 * animation is kept. The key is the content's hash, so one picture stored twice is one set of files.
 * A file whose pixels cannot be decoded in full (truncated, damaged) is refused with ImageRejected.
 */
export async function storeWebpVariants(input: Buffer, store: MediaStore): Promise<string> {
  const key = createHash('sha256').update(input).digest('base64url').slice(0, 24);
  const variants = await inImageSlot(() => webpVariants(input));
  await Promise.all(variants.map((v) => store.put(mediaUrl(key, v.width).slice('/media/'.length), v.data)));
  return mediaUrl(key);
}

async function webpVariants(input: Buffer): Promise<{ width: number; data: Buffer }[]> {
  const widest = Math.max(...IMAGE_WIDTHS);
  try {
    // Decode (or rasterise, for our SVG artwork) once, at the widest size; every width comes from
    // those pixels. Decoding fails here for truncated or damaged files.
    const { data: pixels, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: widest, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
    return await Promise.all(
      IMAGE_WIDTHS.map(async (width) => ({
        width,
        data: await sharp(pixels, raw)
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: 78, effort: 4 })
          .toBuffer(),
      })),
    );
  } catch {
    throw new ImageRejected('This image is damaged or incomplete: please upload it again.');
  }
}
