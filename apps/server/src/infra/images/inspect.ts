import sharp, { type Metadata } from 'sharp';

/** The formats an upload may be in, decided by decoding it, never by its name or declared type. */
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif', 'avif']);

/** Refusal of an upload, with a sentence for the person who sent it. */
export class ImageRejected extends Error {}

/** Pixels an image may have (a 40-megapixel photo): larger ones are decompression bombs. */
export const MAX_INPUT_PIXELS = 40_000_000;

export interface ImageInfo {
  format: string;
  width: number;
  height: number;
}

/**
 * Decodes the header of an upload and answers what it is, or throws ImageRejected. SVG is refused
 * (it can carry script), as is anything sharp cannot read; the full decode happens when the
 * variants are made (storeWebpVariants), which refuses truncated files.
 */
export async function inspectImage(input: Buffer): Promise<ImageInfo> {
  if (input.length === 0) throw new ImageRejected('The file is empty: choose a photo to upload.');
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch {
    throw new ImageRejected('This file is not an image we can read: upload a JPEG, PNG, WebP, AVIF or GIF.');
  }
  // sharp reports AVIF as HEIF with the AV1 codec; other HEIF flavours are not accepted.
  const format = meta.format === 'heif' && meta.compression === 'av1' ? 'avif' : meta.format;
  if (!format || !ACCEPTED.has(format)) {
    throw new ImageRejected(
      `${format ? format.toUpperCase() : 'This'} files are not accepted: upload a JPEG, PNG, WebP, AVIF or GIF.`,
    );
  }
  if (!meta.width || !meta.height) throw new ImageRejected('This image has no size: it may be damaged.');
  if (meta.width * meta.height > MAX_INPUT_PIXELS) {
    throw new ImageRejected('This image has too many pixels: upload one of at most 40 megapixels.');
  }
  return { format, width: meta.width, height: meta.height };
}
