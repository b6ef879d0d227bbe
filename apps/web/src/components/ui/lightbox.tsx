import {
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { useT } from '../../i18n/i18n-context';
import { LineIcon, type LineIconName } from './line-icon';

export interface LightboxImage {
  /** The large picture (for our media, the 1200 px file, i.e. the stored address itself). */
  src: string;
  alt: string;
  /** With `subtitle`, names the dialog: e.g. the place and "Photo by Ada". */
  title: string;
  subtitle: string;
}

const NAV_BUTTON = 'btn border-white/40 bg-black/40 text-white hover:bg-black/60';
/*
 * At the first or last photo, Previous/Next stay focusable but say they are unavailable
 * (aria-disabled): a disabled button would drop the keyboard focus of whoever just pressed it.
 */
const NAV_BUTTON_OFF = 'cursor-not-allowed opacity-40 hover:bg-black/40';

/** Larger and bolder than the menus' icons, like the home carousel's arrows. */
function Icon({ name }: { name: LineIconName }) {
  return <LineIcon name={name} size={22} strokeWidth={2.5} />;
}

/**
 * One picture, large, in a modal <dialog> opened with showModal(): the browser keeps focus inside,
 * makes the page behind inert and closes it on Escape. Mount it to open it and unmount it to close
 * it; `onClose` reports every way it closes (Escape, the Close button), after which the caller
 * returns focus where it belongs (the thumbnail of the photo last shown, which the browser cannot
 * know). Previous/Next also answer to the arrow keys.
 */
export function Lightbox({
  image,
  position,
  hasPrevious,
  hasNext,
  onPrevious,
  onNext,
  onClose,
}: {
  image: LightboxImage;
  /** e.g. "Photo 3 of 500". */
  position: string;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onClose: () => void;
}) {
  const { t } = useT();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const subtitleId = useId();
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);
  const reportClose = useEffectEvent(onClose);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    // The close event is queued, so one from a close() undone by showModal() (StrictMode's trial
    // unmount and remount) can arrive while the dialog is open again: only a real close counts.
    const handleClose = () => {
      if (!dialog.open) reportClose();
    };
    dialog.addEventListener('close', handleClose);
    dialog.showModal();
    closeRef.current?.focus();
    // The page behind must not scroll under the picture (a modal dialog does not stop that).
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = overflow;
      // Unmounting closes without reporting: the caller already knows (and StrictMode's trial
      // unmount must not close the lightbox for real).
      dialog.removeEventListener('close', handleClose);
      if (dialog.open) dialog.close();
    };
  }, []);

  const close = () => dialogRef.current?.close();

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'ArrowLeft' && hasPrevious) {
      event.preventDefault();
      onPrevious();
    } else if (event.key === 'ArrowRight' && hasNext) {
      event.preventDefault();
      onNext();
    }
  };

  // A click on the dark stage around the picture closes, as people expect of a lightbox.
  const onStageClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget) close();
  };

  return (
    // Opaque, not a see-through backdrop: the page's own headings would show through the title.
    <dialog
      ref={dialogRef}
      aria-labelledby={`${titleId} ${subtitleId}`}
      onKeyDown={onKeyDown}
      className="m-0 h-dvh max-h-none w-full max-w-none bg-black p-0 text-white backdrop:bg-black"
    >
      <div className="flex h-full flex-col">
        <header className="flex items-start justify-between gap-4 px-4 pt-4 sm:px-6">
          <div className="min-w-0">
            <h2 id={titleId} className="truncate text-xl font-semibold">
              {image.title}
            </h2>
            <p id={subtitleId} className="truncate text-sm text-white/80">
              {image.subtitle}
            </p>
          </div>
          <button ref={closeRef} type="button" onClick={close} className={`${NAV_BUTTON} shrink-0`}>
            <Icon name="close" />
            {t('Close')}
          </button>
        </header>
        <div
          onClick={onStageClick}
          className="relative flex min-h-0 flex-1 items-center justify-center p-2 sm:p-6"
        >
          {loadedSrc !== image.src && (
            <span className="loading loading-spinner loading-lg absolute text-white/80" aria-hidden="true" />
          )}
          <img
            key={image.src}
            src={image.src}
            alt={image.alt}
            width={1200}
            height={800}
            decoding="async"
            onLoad={() => setLoadedSrc(image.src)}
            className="relative h-full max-h-full w-full max-w-6xl object-contain"
          />
        </div>
        <footer className="flex items-center justify-between gap-3 px-4 pb-4 sm:justify-center sm:gap-8">
          <button
            type="button"
            onClick={() => hasPrevious && onPrevious()}
            aria-disabled={!hasPrevious}
            className={`${NAV_BUTTON} ${hasPrevious ? '' : NAV_BUTTON_OFF}`}
          >
            <Icon name="previous" />
            {t('Previous')}
          </button>
          <p className="text-sm tabular-nums text-white/90" aria-live="polite">
            {position}
          </p>
          <button
            type="button"
            onClick={() => hasNext && onNext()}
            aria-disabled={!hasNext}
            className={`${NAV_BUTTON} ${hasNext ? '' : NAV_BUTTON_OFF}`}
          >
            {t('Next')}
            <Icon name="next" />
          </button>
        </footer>
      </div>
    </dialog>
  );
}
