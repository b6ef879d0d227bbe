import { type Photo } from '@tgde/contracts';
import { type ReactNode } from 'react';
import { PhotoTile } from './photo-tile';

/**
 * The thumbnails. `content-visibility: auto` lets the browser skip layout and paint of rows far off
 * screen, so a grid that has grown to thousands of tiles still scrolls smoothly; the intrinsic
 * size stands in for a skipped tile's height so the scrollbar stays right.
 */
export function PhotoGrid({
  photos,
  onOpen,
  actions,
}: {
  photos: Photo[];
  onOpen: (index: number) => void;
  /** Controls shown under a photo's tile (Delete, for its uploader), or nothing. */
  actions?: (photo: Photo) => ReactNode;
}) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4">
      {photos.map((photo, index) => {
        const action = actions?.(photo);
        return (
          <li
            key={photo._id}
            className="flex flex-col gap-1 [contain-intrinsic-size:auto_240px] [content-visibility:auto]"
          >
            {/* The tile keeps the row's full height; an action takes a line of its own below it. */}
            <div className="min-h-0 flex-1">
              <PhotoTile photo={photo} index={index} onOpen={onOpen} />
            </div>
            {action}
          </li>
        );
      })}
    </ul>
  );
}
