import { imageSources } from '@tgde/contracts';
import { useState } from 'react';

/** "Anna Maria Schmidt" → "AS": the first and last word's first letters. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase() || '?';
}

const SIZES = { sm: 'w-10 text-sm', md: 'w-16 text-xl', lg: 'w-28 text-4xl' } as const;
/** The same widths in CSS pixels, for `sizes`: the browser then picks the smallest stored file. */
const PIXELS = { sm: 40, md: 64, lg: 112 } as const;

/** Our own media come in several widths (srcset); another address (Google's) is used as it is. */
function AvatarImage({
  image,
  size,
  onError,
}: {
  image: string;
  size: keyof typeof SIZES;
  onError: () => void;
}) {
  const { src, srcSet } = imageSources(image);
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? `${PIXELS[size]}px` : undefined}
      alt=""
      decoding="async"
      onError={onError}
      referrerPolicy="no-referrer"
    />
  );
}

/**
 * The user's picture, or their initials when there is none or it cannot be loaded (a picture on
 * another host is blocked by our CSP, for instance). Decorative: the name is always next to it.
 */
export function UserAvatar({
  name,
  image,
  size = 'md',
}: {
  name: string;
  image: string | null;
  size?: keyof typeof SIZES;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const showImage = image !== null && image !== '' && failed !== image;
  return (
    <div className={`avatar ${showImage ? '' : 'avatar-placeholder'}`} aria-hidden="true">
      <div
        className={`${SIZES[size]} rounded-full ring-2 ring-base-300 ring-offset-2 ring-offset-base-100 ${
          showImage ? '' : 'bg-primary text-primary-content'
        }`}
      >
        {showImage ? (
          <AvatarImage image={image} size={size} onError={() => setFailed(image)} />
        ) : (
          <span className="font-semibold">{initialsOf(name)}</span>
        )}
      </div>
    </div>
  );
}
