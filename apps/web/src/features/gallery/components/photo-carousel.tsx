import { type Photo } from '@tgde/contracts';
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useState, type KeyboardEvent } from 'react';
import { LineIcon } from '../../../components/ui/line-icon';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { useT } from '../../../i18n/i18n-context';
import { photoAlt, shortPhotoCredit } from '../../../lib/photo-credit';

/** One slide on phones, two on tablets, three on desktops. */
const SLIDE_SIZES = '(min-width: 1024px) 368px, (min-width: 768px) 50vw, 100vw';

/**
 * A row of photos that can be dragged sideways (embla), moved with the Previous/Next buttons, and
 * moved with the arrow keys while focus is anywhere inside it (WAI-ARIA carousel pattern).
 */
export function PhotoCarousel({ photos, label }: { photos: Photo[]; label: string }) {
  const { t } = useT();
  const [viewportRef, embla] = useEmblaCarousel({ align: 'start', containScroll: 'trimSnaps' });
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(false);

  useEffect(() => {
    if (!embla) return;
    const update = () => {
      setCanPrev(embla.canScrollPrev());
      setCanNext(embla.canScrollNext());
    };
    update();
    embla.on('select', update).on('reInit', update);
    return () => {
      embla.off('select', update).off('reInit', update);
    };
  }, [embla]);

  const prev = useCallback(() => embla?.scrollPrev(), [embla]);
  const next = useCallback(() => embla?.scrollNext(), [embla]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      prev();
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      next();
    }
  };

  return (
    // The region itself takes focus, so the arrow keys work without reaching for the buttons.
    <section
      aria-roledescription={t('carousel')}
      aria-label={label}
      tabIndex={0}
      onKeyDown={onKeyDown}
      className="relative rounded-box"
    >
      <div className="mb-4 flex justify-end gap-2">
        <button
          type="button"
          className="btn btn-circle btn-outline btn-primary"
          onClick={prev}
          disabled={!canPrev}
          aria-label={t('Previous photo')}
        >
          <LineIcon name="previous" size={22} strokeWidth={2.5} />
        </button>
        <button
          type="button"
          className="btn btn-circle btn-outline btn-primary"
          onClick={next}
          disabled={!canNext}
          aria-label={t('Next photo')}
        >
          <LineIcon name="next" size={22} strokeWidth={2.5} />
        </button>
      </div>
      {/* The padding leaves room for the cards' shadows, which the viewport would otherwise clip. */}
      <div ref={viewportRef} className="cursor-grab overflow-hidden pb-3 active:cursor-grabbing">
        <div className="-ml-4 flex touch-pan-y touch-pinch-zoom">
          {photos.map((photo, index) => (
            <div
              key={photo._id}
              role="group"
              aria-roledescription={t('slide')}
              aria-label={t('{number} of {total}', { number: index + 1, total: photos.length })}
              className="min-w-0 shrink-0 grow-0 basis-full pl-4 md:basis-1/2 lg:basis-1/3"
            >
              <figure className="overflow-hidden rounded-box bg-base-100 shadow-md ring-1 ring-base-300">
                <ResponsiveImage url={photo.image} alt={photoAlt(photo, t)} sizes={SLIDE_SIZES} />
                <figcaption className="flex flex-wrap items-baseline justify-between gap-x-2 px-4 py-3">
                  <span className="min-w-0 font-semibold break-words">{photo.place}</span>
                  <span className="min-w-0 text-sm break-words text-muted">{shortPhotoCredit(photo, t)}</span>
                </figcaption>
              </figure>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
