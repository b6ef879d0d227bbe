import { type Photo } from '@tgde/contracts';
import { memo } from 'react';
import { useT } from '../../i18n/i18n-context';
import { shortPhotoCredit } from '../../lib/photo-credit';
import { ResponsiveImage } from './responsive-image';

/** Two columns on phones, three on tablets, four from 1024 px in a 72rem-wide page. */
export const TILE_SIZES =
  '(min-width: 1152px) 264px, (min-width: 1024px) 23vw, (min-width: 640px) 31vw, 46vw';

/**
 * One thumbnail: a button that opens the photo large. Memoised, because every page that loads adds
 * to the grid, and the tiles already on screen have not changed.
 */
export const PhotoTile = memo(function PhotoTile({
  photo,
  index,
  onOpen,
}: {
  photo: Photo;
  index: number;
  onOpen: (index: number) => void;
}) {
  const { t } = useT();
  return (
    <button
      type="button"
      data-photo-id={photo._id}
      onClick={() => onOpen(index)}
      className="group flex h-full w-full cursor-zoom-in flex-col overflow-hidden rounded-box bg-base-100 text-left shadow-sm ring-1 ring-base-300 transition-shadow hover:shadow-md"
    >
      {/* The 3:2 box is reserved before the image arrives, so the grid never shifts. */}
      <ResponsiveImage
        url={photo.image}
        alt=""
        sizes={TILE_SIZES}
        className="transition-transform duration-300 group-hover:scale-[1.03] motion-reduce:transition-none"
      />
      {/*
        The name is the caption with "Open photo of" before it: what the tile says, read aloud. The
        place and the credit each have a line of their own and wrap rather than being cut short.
      */}
      <span className="flex flex-col px-3 py-2 break-words">
        <span className="font-semibold">
          <span className="sr-only">{t('Open photo of')} </span>
          {photo.place}
        </span>{' '}
        <span className="text-sm text-muted">{shortPhotoCredit(photo, t)}</span>
      </span>
    </button>
  );
});
