import { type Photo } from '@tgde/contracts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { useT } from '../../../i18n/i18n-context';
import { errorMessage } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { isOurIllustration, photoAlt } from '../../../lib/photo-credit';
import { useDeletePhoto } from '../../../queries/delete-photo';

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
  const { t } = useT();
  const remove = useDeletePhoto();
  const { place, uploadedBy: name } = photo;
  let which: string;
  if (mine) which = t('Your photo of {place}', { place });
  else if (isOurIllustration(photo)) which = t('The illustration of {place} by {name}', { place, name });
  else which = t('The photo of {place} by {name}', { place, name });
  const confirm = async () => {
    try {
      await remove.mutateAsync(photo._id);
      notify.success(t('{subject} is deleted', { subject: which }));
    } catch (error) {
      notify.error(t('We could not delete this photo. {reason}', { reason: errorMessage(error) }));
    }
    onDone();
  };
  return (
    <ConfirmDialog
      title={t('Delete this photo?')}
      body={
        <div className="flex flex-col gap-3">
          <ResponsiveImage url={photo.image} alt={photoAlt(photo, t)} sizes="24rem" className="rounded-box" />
          <p className="break-words">
            {t('{subject} will be deleted for good, here and in the gallery.', { subject: which })}
          </p>
        </div>
      }
      confirmLabel={t('Delete')}
      busy={remove.isPending}
      onConfirm={() => void confirm()}
      onCancel={onDone}
    />
  );
}
