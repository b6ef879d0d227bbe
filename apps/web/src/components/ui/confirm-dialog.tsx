import { type ReactNode } from 'react';
import { useT } from '../../i18n/i18n-context';
import { Button } from './button';
import { ModalDialog } from './modal-dialog';

/**
 * "Are you sure?" in a modal dialog, for deleting and other steps that cannot be undone. Mount it
 * to ask and unmount it when answered: `onCancel` runs for Cancel and Escape, `onConfirm` for the
 * confirm button. While `busy` (the request runs) both buttons are disabled and Escape does nothing,
 * and the confirm button shows a spinner; the caller unmounts the dialog when the request is done.
 * Focus starts on Cancel, the harmless choice, and returns to the control that opened the dialog.
 */
export function ConfirmDialog({
  title,
  body,
  confirmLabel,
  onConfirm,
  onCancel,
  busy = false,
  cancelLabel,
  confirmClassName = 'btn-error',
}: {
  title: string;
  body: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
  /** Cancel, in the page's language, unless given. */
  cancelLabel?: string;
  /** daisyUI classes of the confirm button: red by default, since most confirmations delete. */
  confirmClassName?: string;
}) {
  const { t } = useT();
  return (
    <ModalDialog title={title} onClose={onCancel} dismissible={!busy} className="max-w-md">
      {({ close }) => (
        <>
          <div className="py-4">{body}</div>
          <div className="modal-action">
            <Button className="btn-ghost" onClick={close} disabled={busy} data-autofocus>
              {cancelLabel ?? t('Cancel')}
            </Button>
            <Button className={confirmClassName} onClick={onConfirm} loading={busy}>
              {confirmLabel}
            </Button>
          </div>
        </>
      )}
    </ModalDialog>
  );
}
