import sharp, { type Metadata } from 'sharp';

/** The formats an upload may be in, decided by decoding it, never by its name or declared type. */
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif', 'avif']);

/** Refusal of an upload, with a sentence for the person who sent it. */
export class ImageRejected extends Error {}

/** Pixels an image may have (a 40-megapixel photo): larger ones are decompression bombs. */
export const MAX_INPUT_PIXELS = 40_000_000;

/**
 * The longest side an image may have: a 12,000 × 3,000 panorama passes, a strip of 1,000 × 40,000
 * (within the pixel cap) does not.
 */
export const MAX_SIDE = 12_000;

/**
 * How many times its shorter side an image's longer side may be. Pictures are shown in a 3:2 frame
 * (cards, gallery) and whole in the lightbox; beyond 4:1 the frame shows a sixth of the picture or
 * less and the lightbox a thin strip. It also bounds memory: the variants are made at most 1,200
 * pixels wide, so a tall picture becomes at most 1,200 × 4,800 pixels (at most about 23 MB), never a
 * 1,000 × 40,000 column (160 MB). The rule is the same either way round, so it holds whatever
 * the picture's EXIF orientation.
 */
export const MAX_ASPECT_RATIO = 4;

const grouped = (n: number) => n.toLocaleString('en-GB');

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
  const size = `${grouped(meta.width)} × ${grouped(meta.height)} pixels`;
  if (Math.max(meta.width, meta.height) > MAX_SIDE) {
    throw new ImageRejected(
      `This image is ${size}: upload one with no side longer than ${grouped(MAX_SIDE)} pixels.`,
    );
  }
  if (Math.max(meta.width, meta.height) > MAX_ASPECT_RATIO * Math.min(meta.width, meta.height)) {
    throw new ImageRejected(
      `This image is ${size}, too long and narrow to show: crop it so that its longer side is at most ${MAX_ASPECT_RATIO} times its shorter side.`,
    );
  }
  if (meta.width * meta.height > MAX_INPUT_PIXELS) {
    throw new ImageRejected('This image has too many pixels: upload one of at most 40 megapixels.');
  }
  return { format, width: meta.width, height: meta.height };
}
