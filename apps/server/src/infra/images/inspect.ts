import { INTL_LOCALES, type Locale } from '@tgde/contracts';
import sharp, { type Metadata } from 'sharp';
import { translate } from '../i18n/server-i18n';

/** The formats an upload may be in, decided by decoding it, never by its name or declared type. */
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif', 'avif']);

/**
 * Refusal of an upload, with a sentence for the person who sent it: `message` in English,
 * `sentence(locale)` in their language, its numbers written as that language writes them.
 */
export class ImageRejected extends Error {
  constructor(
    /** The English sentence, a catalogue entry with `{placeholders}` for `values`. */
    private readonly text: string,
    private readonly values: Record<string, number | string> = {},
  ) {
    super('');
    this.message = this.sentence('en');
  }

  sentence(locale: Locale): string {
    const numbers = new Intl.NumberFormat(INTL_LOCALES[locale]);
    const written = Object.fromEntries(
      Object.entries(this.values).map(([name, value]) => [
        name,
        typeof value === 'number' ? numbers.format(value) : value,
      ]),
    );
    return translate(locale, this.text, written);
  }
}

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
    throw format
      ? new ImageRejected('{format} files are not accepted: upload a JPEG, PNG, WebP, AVIF or GIF.', {
          format: format.toUpperCase(),
        })
      : new ImageRejected('This files are not accepted: upload a JPEG, PNG, WebP, AVIF or GIF.');
  }
  if (!meta.width || !meta.height) throw new ImageRejected('This image has no size: it may be damaged.');
  const size = { width: meta.width, height: meta.height };
  if (Math.max(meta.width, meta.height) > MAX_SIDE) {
    throw new ImageRejected(
      'This image is {width} × {height} pixels: upload one with no side longer than {maxSide} pixels.',
      { ...size, maxSide: MAX_SIDE },
    );
  }
  if (Math.max(meta.width, meta.height) > MAX_ASPECT_RATIO * Math.min(meta.width, meta.height)) {
    throw new ImageRejected(
      'This image is {width} × {height} pixels, too long and narrow to show: crop it so that its longer side is at most {ratio} times its shorter side.',
      { ...size, ratio: MAX_ASPECT_RATIO },
    );
  }
  if (meta.width * meta.height > MAX_INPUT_PIXELS) {
    throw new ImageRejected('This image has too many pixels: upload one of at most 40 megapixels.');
  }
  return { format, width: meta.width, height: meta.height };
}
