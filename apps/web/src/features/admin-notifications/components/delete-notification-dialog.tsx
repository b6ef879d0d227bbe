import { type Notification } from '@tgde/contracts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorMessage } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { useDeleteNotification } from '../api/notifications';

/** Asks before deleting a message; 'Notification: {subject} is deleted' once it is gone. */
export function DeleteNotificationDialog({
  notification,
  onDone,
}: {
  notification: Notification;
  /** After Cancel, or once the message is deleted (`deleted` true) or could not be. */
  onDone: (deleted: boolean) => void;
}) {
  const deleteNotification = useDeleteNotification();
  const confirm = async () => {
    try {
      await deleteNotification.mutateAsync(notification._id);
      notify.success(`Notification: ${notification.subject} is deleted`);
      onDone(true);
    } catch (error) {
      notify.error(`Failed to delete this Notification. ${errorMessage(error)}`);
      onDone(false);
    }
  };
  return (
    <ConfirmDialog
      title="Delete this message?"
      body={
        <p>
          The message <span className="font-semibold break-words">{notification.subject}</span> from{' '}
          {notification.senderEmail} will be deleted for good.
        </p>
      }
      confirmLabel="Delete"
      busy={deleteNotification.isPending}
      onConfirm={() => void confirm()}
      onCancel={() => onDone(false)}
    />
  );
}
