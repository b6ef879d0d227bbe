import { type Photo } from '@tgde/contracts';
import { PhotoTile } from './photo-tile';

/**
 * The thumbnails. `content-visibility: auto` lets the browser skip layout and paint of rows far off
 * screen, so a grid that has grown to thousands of tiles still scrolls smoothly; the intrinsic
 * size stands in for a skipped tile's height so the scrollbar stays right.
 */
export function PhotoGrid({ photos, onOpen }: { photos: Photo[]; onOpen: (index: number) => void }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4">
      {photos.map((photo, index) => (
        <li key={photo._id} className="[contain-intrinsic-size:auto_240px] [content-visibility:auto]">
          <PhotoTile photo={photo} index={index} onOpen={onOpen} />
        </li>
      ))}
    </ul>
  );
}
