import { DEFAULT_IMAGE_MAX_BYTES } from '@tgde/contracts';
import { useEffect, useId, useRef, type Ref } from 'react';
import { ImagePicker } from '../../../components/ui/image-picker';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { useT } from '../../../i18n/i18n-context';
import { formatBytes, IMAGE_KINDS_TEXT } from '../../../lib/image-file';
import { type UploadState } from '../../../lib/upload-image';

/**
 * The profile's photo as it is now, with an Edit button (like the other saved
 * fields); Edit opens the upload field, which then requires an image. Without a photo
 * yet the initials stand in and the button adds one: an open upload field would make a photo
 * compulsory for every profile update. The field can be closed again, which keeps the photo as it
 * is. Opening moves the focus into the file input (the parent focuses it through `pickerRef`);
 * closing brings it back to the button.
 */
export function PhotoField({
  name,
  image,
  open,
  onOpen,
  onClose,
  file,
  onFileChange,
  onBlur,
  pickerRef,
  error,
  upload,
  busy,
}: {
  /** The user's name, for the initials when there is no photo. */
  name: string;
  /** The saved photo's address, or null. */
  image: string | null;
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
  file: File | null;
  onFileChange: (file: File | null) => void;
  onBlur: () => void;
  pickerRef: Ref<HTMLInputElement>;
  error: string | undefined;
  upload: UploadState | null;
  /** The form is being sent: the photo cannot change meanwhile. */
  busy: boolean;
}) {
  const { t, sentence } = useT();
  const labelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(open);

  // Closing the upload field gives the focus back to the button that opened it.
  useEffect(() => {
    if (wasOpen.current && !open) buttonRef.current?.focus();
    wasOpen.current = open;
  }, [open]);

  if (open) {
    return (
      <div className="flex flex-col gap-2">
        <ImagePicker
          label={t('Profile photo')}
          hint={t('{kinds}, up to {size}. It is shown in a circle: keep your face in the middle.', {
            kinds: sentence(IMAGE_KINDS_TEXT),
            size: formatBytes(DEFAULT_IMAGE_MAX_BYTES),
          })}
          name="image"
          ref={pickerRef}
          file={file}
          onChange={onFileChange}
          onBlur={onBlur}
          error={error}
          upload={upload}
          disabled={busy}
        />
        <button type="button" className="btn btn-ghost btn-sm self-start" onClick={onClose} disabled={busy}>
          {image ? t('Keep my current photo') : t('Do not add a photo')}
        </button>
      </div>
    );
  }

  return (
    <div role="group" aria-labelledby={labelId} className="flex flex-col gap-1.5">
      <p id={labelId} className="text-sm font-medium">
        {t('Profile photo')}
      </p>
      <div className="flex flex-wrap items-center gap-4">
        <UserAvatar name={name} image={image} size="lg" />
        <div className="flex min-w-0 flex-1 flex-col items-start gap-2">
          <p className="text-sm text-muted">
            {image ? t('Your current photo.') : t('No photo yet: your initials are shown instead.')}
          </p>
          <button ref={buttonRef} type="button" className="btn btn-outline" onClick={onOpen}>
            {image ? (
              <>
                {t('Edit')}
                <span className="sr-only"> {t('profile photo')}</span>
              </>
            ) : (
              t('Add a photo')
            )}
          </button>
        </div>
      </div>
    </div>
  );
}
