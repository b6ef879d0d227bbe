import { type ModeratedPhoto, type ModeratedReview } from '@tgde/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { useT } from '../../../i18n/i18n-context';
import { errorMessage } from '../../../lib/api';
import { useDeletePhoto } from '../../../queries/delete-photo';
import { useDeleteReview } from '../../../queries/delete-review';
import { notify } from '../../../lib/notify';
import { moderationKeys } from '../api/moderation-lists';
import { capitalised, describePhoto, describeReview } from '../lib/describe';

/**
 * The removal itself, for either kind: a toast says how it went, and the Moderation lists refresh
 * either way (a refusal usually means someone removed it first). The public lists are refreshed by
 * the delete hooks.
 */
function useModerationRemoval(which: string, kind: 'review' | 'photo', remove: () => Promise<unknown>) {
  const { t, sentence } = useT();
  const queryClient = useQueryClient();
  return async (onDone: () => void) => {
    try {
      await remove();
      notify.success(t('{which} is deleted', { which: capitalised(which) }));
    } catch (error) {
      const reason = sentence(errorMessage(error));
      notify.error(
        kind === 'review'
          ? t('We could not delete this review. {reason}', { reason })
          : t('We could not delete this photo. {reason}', { reason }),
      );
    }
    await queryClient.invalidateQueries({ queryKey: moderationKeys.all });
    onDone();
  };
}

/** Asks before an admin removes a review (DELETE /api/review/{id}, recorded in the audit trail). */
export function DeleteModeratedReviewDialog({
  review,
  onDone,
}: {
  review: ModeratedReview;
  onDone: () => void;
}) {
  const { t } = useT();
  const remove = useDeleteReview();
  const which = describeReview(review, t);
  const confirm = useModerationRemoval(which, 'review', () => remove.mutateAsync(review._id));
  return (
    <ConfirmDialog
      title={t('Delete this review?')}
      body={
        <p className="break-words">{t('{which} will be deleted for good.', { which: capitalised(which) })}</p>
      }
      confirmLabel={t('Delete')}
      busy={remove.isPending}
      onConfirm={() => void confirm(onDone)}
      onCancel={onDone}
    />
  );
}

/** Asks before an admin removes a photo (DELETE /api/photos/{id}), shown small to leave no doubt. */
export function DeleteModeratedPhotoDialog({ photo, onDone }: { photo: ModeratedPhoto; onDone: () => void }) {
  const { t } = useT();
  const remove = useDeletePhoto();
  const which = describePhoto(photo, t);
  const confirm = useModerationRemoval(which, 'photo', () => remove.mutateAsync(photo._id));
  return (
    <ConfirmDialog
      title={t('Delete this photo?')}
      body={
        <div className="flex flex-col gap-3">
          <ResponsiveImage
            url={photo.image}
            alt={t('{place}, by {author}', { place: photo.place, author: photo.authorName })}
            sizes="24rem"
            className="rounded-box"
          />
          <p className="break-words">
            {t('{which} will be deleted for good, here and in the gallery.', { which: capitalised(which) })}
          </p>
        </div>
      }
      confirmLabel={t('Delete')}
      busy={remove.isPending}
      onConfirm={() => void confirm(onDone)}
      onCancel={onDone}
    />
  );
}
