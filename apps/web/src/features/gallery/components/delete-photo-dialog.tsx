import { type Photo } from '@tgde/contracts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { errorMessage } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { isOurIllustration, photoAlt } from '../../../lib/photo-credit';
import { useDeletePhoto } from '../../../lib/delete-photo';

/**
 * Asks before removing a photo, shown small so that there is no doubt which: the uploader's own, or
 * (for an admin) anyone's. A toast says how it went; the photo lists refresh either way.
 */
export function DeletePhotoDialog({
  photo,
  mine,
  onDone,
}: {
  photo: Photo;
  /** The signed-in person uploaded it (else an admin removes someone else's). */
  mine: boolean;
  onDone: () => void;
}) {
  const remove = useDeletePhoto();
  const kind = isOurIllustration(photo) ? 'illustration' : 'photo';
  const which = mine
    ? `Your photo of ${photo.place}`
    : `The ${kind} of ${photo.place} by ${photo.uploadedBy}`;
  const confirm = async () => {
    try {
      await remove.mutateAsync(photo._id);
      notify.success(`${which} is deleted`);
    } catch (error) {
      notify.error(`We could not delete this photo. ${errorMessage(error)}`);
    }
    onDone();
  };
  return (
    <ConfirmDialog
      title="Delete this photo?"
      body={
        <div className="flex flex-col gap-3">
          <ResponsiveImage url={photo.image} alt={photoAlt(photo)} sizes="24rem" className="rounded-box" />
          <p className="break-words">{which} will be deleted for good, here and in the gallery.</p>
        </div>
      }
      confirmLabel="Delete"
      busy={remove.isPending}
      onConfirm={() => void confirm()}
      onCancel={onDone}
    />
  );
}
