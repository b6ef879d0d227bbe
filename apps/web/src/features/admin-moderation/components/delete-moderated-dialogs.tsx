import { type ModeratedPhoto, type ModeratedReview } from '@tgde/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { errorMessage } from '../../../lib/api';
import { useDeletePhoto } from '../../../lib/delete-photo';
import { useDeleteReview } from '../../../lib/delete-review';
import { notify } from '../../../lib/notify';
import { moderationKeys } from '../api/moderation-lists';
import { capitalised, describePhoto, describeReview } from '../lib/describe';

/**
 * The removal itself, for either kind: a toast says how it went, and the Moderation lists refresh
 * either way (a refusal usually means someone removed it first). The public lists are refreshed by
 * the delete hooks.
 */
function useModerationRemoval(which: string, kind: string, remove: () => Promise<unknown>) {
  const queryClient = useQueryClient();
  return async (onDone: () => void) => {
    try {
      await remove();
      notify.success(`${capitalised(which)} is deleted`);
    } catch (error) {
      notify.error(`We could not delete this ${kind}. ${errorMessage(error)}`);
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
  const remove = useDeleteReview();
  const which = describeReview(review);
  const confirm = useModerationRemoval(which, 'review', () => remove.mutateAsync(review._id));
  return (
    <ConfirmDialog
      title="Delete this review?"
      body={<p className="break-words">{capitalised(which)} will be deleted for good.</p>}
      confirmLabel="Delete"
      busy={remove.isPending}
      onConfirm={() => void confirm(onDone)}
      onCancel={onDone}
    />
  );
}

/** Asks before an admin removes a photo (DELETE /api/photos/{id}), shown small to leave no doubt. */
export function DeleteModeratedPhotoDialog({ photo, onDone }: { photo: ModeratedPhoto; onDone: () => void }) {
  const remove = useDeletePhoto();
  const which = describePhoto(photo);
  const confirm = useModerationRemoval(which, 'photo', () => remove.mutateAsync(photo._id));
  return (
    <ConfirmDialog
      title="Delete this photo?"
      body={
        <div className="flex flex-col gap-3">
          <ResponsiveImage
            url={photo.image}
            alt={`${photo.place}, by ${photo.authorName}`}
            sizes="24rem"
            className="rounded-box"
          />
          <p className="break-words">
            {capitalised(which)} will be deleted for good, here and in the gallery.
          </p>
        </div>
      }
      confirmLabel="Delete"
      busy={remove.isPending}
      onConfirm={() => void confirm(onDone)}
      onCancel={onDone}
    />
  );
}
