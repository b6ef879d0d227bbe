import { imageSources } from '@tgde/contracts';

/** Stored images are 3:2 (1200 x 800 at the widest); the box is reserved before they arrive. */
const WIDTH = 1200;
const HEIGHT = 800;

/**
 * An API image with every stored width in `srcset`. `priority` is for the first large image a page
 * shows above the fold; everything else loads lazily.
 */
export function ResponsiveImage({
  url,
  alt,
  sizes,
  priority = false,
  className = '',
}: {
  url: string;
  alt: string;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  const { src, srcSet } = imageSources(url);
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={WIDTH}
      height={HEIGHT}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      draggable={false}
      className={`aspect-[3/2] h-auto w-full bg-base-300 object-cover ${className}`}
    />
  );
}
