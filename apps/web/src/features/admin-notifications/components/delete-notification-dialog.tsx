import { type Notification } from '@tgde/contracts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useT } from '../../../i18n/i18n-context';
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
  const { t, sentence } = useT();
  const deleteNotification = useDeleteNotification();
  const confirm = async () => {
    try {
      await deleteNotification.mutateAsync(notification._id);
      notify.success(t('Notification: {subject} is deleted', { subject: notification.subject }));
      onDone(true);
    } catch (error) {
      notify.error(
        t('Failed to delete this Notification. {reason}', { reason: sentence(errorMessage(error)) }),
      );
      onDone(false);
    }
  };
  // The subject is set in bold: the sentence keeps its placeholder, and the subject goes in its place.
  const [beforeSubject, afterSubject = ''] = t(
    'The message {subject} from {sender} will be deleted for good.',
    { subject: '{subject}', sender: notification.senderEmail },
  ).split('{subject}');
  return (
    <ConfirmDialog
      title={t('Delete this message?')}
      body={
        <p>
          {beforeSubject}
          <span className="font-semibold break-words">{notification.subject}</span>
          {afterSubject}
        </p>
      }
      confirmLabel={t('Delete')}
      busy={deleteNotification.isPending}
      onConfirm={() => void confirm()}
      onCancel={() => onDone(false)}
    />
  );
}
