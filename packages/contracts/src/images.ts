/**
 * Every stored image is a set of WebP files of these widths: `/media/{key}.webp` is the widest,
 * `/media/{key}-{w}.webp` the others. Pages build `srcset` from the address with imageSources().
 */
export const IMAGE_WIDTHS = [400, 800, 1200] as const;

const MEDIA_URL = /^\/media\/([A-Za-z0-9_-]+)\.webp$/;

export function mediaUrl(key: string, width?: number): string {
  const widest = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];
  return width === undefined || width === widest ? `/media/${key}.webp` : `/media/${key}-${width}.webp`;
}

export interface ImageSources {
  src: string;
  srcSet?: string;
}

/** `src` and, for our own media, a `srcset` of every stored width. */
export function imageSources(url: string): ImageSources {
  const match = MEDIA_URL.exec(url);
  const key = match?.[1];
  if (!key) return { src: url };
  return {
    src: mediaUrl(key, 800),
    srcSet: IMAGE_WIDTHS.map((w) => `${mediaUrl(key, w)} ${w}w`).join(', '),
  };
}
