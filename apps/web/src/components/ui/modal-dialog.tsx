import { useEffect, useEffectEvent, useId, useRef, type ReactNode } from 'react';

/**
 * A modal <dialog> opened with showModal(): the browser keeps focus inside, makes the page behind
 * inert and closes it on Escape. Mount it to open it and unmount it to close it; `onClose` reports
 * every way the person closes it (Escape, a Cancel button calling `close` from the render prop).
 *
 * Focus moves to the first control marked `data-autofocus` (else the browser's choice: the first
 * focusable control) and returns to whatever had it before, usually the button that opened it:
 * the dialog is removed from the page rather than closed, so the browser's own restoring does not
 * happen.
 *
 * While `dismissible` is false (a request is running) Escape does nothing, so that the answer
 * always lands on an open dialog.
 */
export function ModalDialog({
  title,
  onClose,
  dismissible = true,
  className = '',
  children,
}: {
  title: string;
  onClose: () => void;
  dismissible?: boolean;
  /** Extra classes for the box, e.g. a width such as `max-w-lg`. */
  className?: string;
  children: (controls: { close: () => void; titleId: string }) => ReactNode;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const reportClose = useEffectEvent(onClose);
  const isDismissible = useEffectEvent(() => dismissible);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // The close event is queued, so one from a close() undone by showModal() (StrictMode's trial
    // unmount and remount) can arrive while the dialog is open again: only a real close counts.
    const handleClose = () => {
      if (!dialog.open) reportClose();
    };
    const handleCancel = (event: Event) => {
      if (!isDismissible()) event.preventDefault();
    };
    dialog.addEventListener('close', handleClose);
    dialog.addEventListener('cancel', handleCancel);
    dialog.showModal();
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => {
      dialog.removeEventListener('close', handleClose);
      dialog.removeEventListener('cancel', handleCancel);
      if (dialog.open) dialog.close();
      // The opener may have gone meanwhile (a deleted row's button): then focus stays where it is.
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const close = () => dialogRef.current?.close();

  return (
    <dialog ref={dialogRef} aria-labelledby={titleId} className="modal modal-bottom sm:modal-middle">
      <div className={`modal-box ${className}`}>
        <h2 id={titleId} className="text-xl font-bold">
          {title}
        </h2>
        {children({ close, titleId })}
      </div>
    </dialog>
  );
}
