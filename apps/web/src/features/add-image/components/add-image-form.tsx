import { DEFAULT_IMAGE_MAX_BYTES } from '@tgde/contracts';
import { Controller } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { ImagePicker } from '../../../components/ui/image-picker';
import { useT } from '../../../i18n/i18n-context';
import { ApiError } from '../../../lib/api';
import { formatBytes, IMAGE_KINDS_TEXT } from '../../../lib/image-file';
import { isAbortError } from '../../../lib/upload-image';
import { useApiForm } from '../../../lib/use-api-form';
import { useImageUpload } from '../../../lib/use-image-upload';
import { addImageFormSchema, emptyAddImageForm, type AddImageFormValues } from '../add-image-schema';
import { useCreatePhoto } from '../api/create-photo';
import { LocationField } from './location-field';

/**
 * Two calls: the file goes to POST /api/images (with progress), then its address and the location
 * to POST /api/photos. Toasts: 'Image Added Successfully', or 'Failed to add this Image' and why.
 */
export function AddImageForm() {
  const { t, sentence } = useT();
  const hint = t('{kinds}, up to {size}.', {
    kinds: sentence(IMAGE_KINDS_TEXT),
    size: formatBytes(DEFAULT_IMAGE_MAX_BYTES),
  });
  const createPhoto = useCreatePhoto();
  const imageUpload = useImageUpload();
  const {
    control,
    register,
    onSubmit,
    clearErrors,
    trigger,
    formState: { errors, isSubmitting },
  } = useApiForm({
    schema: addImageFormSchema,
    defaultValues: emptyAddImageForm,
    submit: async (values: AddImageFormValues) => {
      if (!values.image) return false; // the schema has already said 'Image is Required'
      const url = await imageUpload.upload(values.image, t('Saving the photo'));
      await createPhoto.mutateAsync({ place: values.place, image: url });
      return true;
    },
    successToast: (added) => (added ? t('Image Added Successfully') : null),
    onSuccess: (added, _values, form) => added && form.reset(emptyAddImageForm),
    takeError: isAbortError,
    errorToast: (error) => {
      const reason = error instanceof ApiError ? error.message : null;
      return reason ? t('Failed to add this Image. {reason}', { reason }) : t('Failed to add this Image');
    },
    serverFields: ['image', 'place'],
    onSettled: () => imageUpload.done(),
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-6">
      {/* A disabled fieldset (not disabled inputs) keeps react-hook-form's values while uploading. */}
      <fieldset disabled={isSubmitting} className="flex min-w-0 flex-col gap-6">
        <Controller
          control={control}
          name="image"
          render={({ field, fieldState }) => (
            <ImagePicker
              label={t('Image')}
              hint={hint}
              name={field.name}
              ref={field.ref}
              file={field.value}
              onBlur={field.onBlur}
              onChange={(file) => {
                field.onChange(file);
                // A wrong type or size is said as soon as the file is chosen, not only on submit.
                if (file) void trigger('image');
                else clearErrors('image');
              }}
              error={fieldState.error?.message && sentence(fieldState.error.message)}
              upload={imageUpload.progress}
              disabled={isSubmitting}
            />
          )}
        />
        <LocationField
          registration={register('place')}
          error={errors.place?.message && sentence(errors.place.message)}
        />
      </fieldset>
      <Button type="submit" loading={isSubmitting} className="btn-primary self-start px-8">
        {isSubmitting ? t('Uploading…') : t('Upload Image')}
      </Button>
    </form>
  );
}
