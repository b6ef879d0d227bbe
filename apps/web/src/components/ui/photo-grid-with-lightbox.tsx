import { type Photo } from '@tgde/contracts';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useT } from '../../i18n/i18n-context';
import { photoAlt, photoCredit } from '../../lib/photo-credit';
import { Lightbox } from './lightbox';
import { PhotoGrid } from './photo-grid';

/**
 * The thumbnails of a paged photo list and the lightbox over them. Next at the last photo fetched
 * so far fetches the next page and moves on to it; closing returns the focus to the thumbnail of
 * the photo last shown.
 */
export function PhotoGridWithLightbox({
  photos,
  hasMore,
  loadingMore,
  loadMore,
  positionText,
  actions,
}: {
  photos: Photo[];
  hasMore: boolean;
  loadingMore: boolean;
  /** Fetches the next page; resolves with every photo fetched by then. */
  loadMore: () => Promise<Photo[]>;
  /** Where the open photo stands in the list, e.g. "Photo 3 of 500". */
  positionText: (index: number) => string;
  /** Controls shown under a photo's thumbnail (Delete, for its uploader), or nothing. */
  actions?: (photo: Photo) => ReactNode;
}) {
  const { t } = useT();
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  const current = openIndex === null ? undefined : photos[openIndex];

  // Stable, so that the memoised tiles do not re-render when a page is added.
  const open = useCallback((index: number) => setOpenIndex(index), []);

  const close = () => {
    setOpenIndex(null);
    // Back to the thumbnail of the photo last shown (after Next, not the one first opened).
    if (current) {
      gridRef.current?.querySelector<HTMLElement>(`[data-photo-id="${CSS.escape(current._id)}"]`)?.focus();
    }
  };

  const showNext = async () => {
    if (openIndex === null) return;
    if (openIndex + 1 < photos.length) {
      setOpenIndex(openIndex + 1);
      return;
    }
    // At the last photo fetched so far, Next fetches the next page and moves on to it.
    if (!hasMore || loadingMore) return;
    const fetched = await loadMore();
    setOpenIndex((index) => (index !== null && index + 1 < fetched.length ? index + 1 : index));
  };

  return (
    <>
      <div ref={gridRef}>
        <PhotoGrid photos={photos} onOpen={open} actions={actions} />
      </div>
      {current && openIndex !== null && (
        <Lightbox
          image={{
            src: current.image,
            alt: photoAlt(current, t),
            title: current.place,
            subtitle: photoCredit(current, t),
          }}
          position={positionText(openIndex)}
          hasPrevious={openIndex > 0}
          hasNext={openIndex + 1 < photos.length || hasMore}
          onPrevious={() => setOpenIndex(Math.max(0, openIndex - 1))}
          onNext={() => void showNext()}
          onClose={close}
        />
      )}
    </>
  );
}
