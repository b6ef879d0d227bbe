import { zodResolver } from '@hookform/resolvers/zod';
import { DEFAULT_IMAGE_MAX_BYTES, MAX_CAPACITY } from '@tgde/contracts';
import { useId } from 'react';
import {
  Controller,
  useForm,
  useWatch,
  type Control,
  type FieldErrors,
  type UseFormRegister,
} from 'react-hook-form';
import { LazyLocationPreview } from '../../../components/germany-map/lazy-location-preview';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { ImagePicker } from '../../../components/ui/image-picker';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { useT } from '../../../i18n/i18n-context';
import { ApiError } from '../../../lib/api';
import { showServerFieldErrors } from '../../../lib/form-errors';
import { formatBytes, IMAGE_KINDS_TEXT } from '../../../lib/image-file';
import { notify } from '../../../lib/notify';
import { isAbortError } from '../../../lib/upload-image';
import { useImageUpload } from '../../../lib/use-image-upload';
import {
  addDestinationFormSchema,
  capacityToText,
  coordinateToText,
  editDestinationFormSchema,
  locationPoint,
  formFieldOf,
  type DestinationFormInput,
  type DestinationFormValues,
} from '../destination-form-schema';

export interface DestinationFields {
  destinationName: string;
  description: string;
  /** The German texts; null for none (German pages then show the English). Left out: kept as stored. */
  destinationNameDe?: string | null;
  descriptionDe?: string | null;
  cost: number;
  /** Places on offer each day; null for no limit. */
  capacity: number | null;
  /** The stored picture's address: a new upload, or the current one when none was chosen. */
  img: string | undefined;
  /** WGS 84 degrees, both or neither; null (both) means no location, so not on the map. */
  latitude: number | null;
  longitude: number | null;
}

interface CurrentDestination {
  /** In the page's language; `translations` has the texts as stored, when the answer carries them. */
  destinationName: string;
  description: string;
  translations?:
    | {
        en: { destinationName: string; description: string };
        de: { destinationName: string | null; description: string | null };
      }
    | undefined;
  cost: number;
  capacity: number | null;
  img: string;
  latitude: number | null;
  longitude: number | null;
}

/** Where a destination is, as two decimal fields; both empty keeps it off the map. */
function LocationFields({
  control,
  register,
  errors,
}: {
  control: Control<DestinationFormInput, unknown, DestinationFormValues>;
  register: UseFormRegister<DestinationFormInput>;
  errors: FieldErrors<DestinationFormInput>['location'];
}) {
  const { t } = useT();
  const legendHintId = useId();
  const typed = useWatch({ control, name: 'location' });
  return (
    <fieldset className="min-w-0" aria-describedby={legendHintId}>
      <legend className="text-sm font-medium">{t('Location on the map (optional)')}</legend>
      <p id={legendHintId} className="mt-1 text-xs text-muted">
        {t(
          'In decimal degrees, as a map app shows them: Berlin is latitude 52.52, longitude 13.405. It must lie in Germany. Leave both empty to keep the destination off the map.',
        )}
      </p>
      <div className="mt-3 flex items-start gap-4">
        <div className="grid min-w-0 flex-1 gap-4 sm:grid-cols-2">
          <FormField
            label={t('Latitude')}
            hint={t('Degrees north, such as 52.52.')}
            error={errors?.latitude?.message}
          >
            {(field) => (
              <input
                {...field}
                {...register('location.latitude')}
                inputMode="decimal"
                autoComplete="off"
                spellCheck={false}
                className="input w-full aria-invalid:input-error"
              />
            )}
          </FormField>
          <FormField
            label={t('Longitude')}
            hint={t('Degrees east, such as 13.405.')}
            error={errors?.longitude?.message}
          >
            {(field) => (
              <input
                {...field}
                {...register('location.longitude')}
                inputMode="decimal"
                autoComplete="off"
                spellCheck={false}
                className="input w-full aria-invalid:input-error"
              />
            )}
          </FormField>
        </div>
        <LazyLocationPreview point={locationPoint(typed)} className="w-20 shrink-0 sm:w-24" />
      </div>
    </fieldset>
  );
}

/**
 * Name, details, cost, places per day, location and picture of a destination, for adding (`current` absent: the picture is
 * required) and editing (`current`: its values prefilled, a new picture optional). On submit the
 * picture goes to POST /api/images with progress, then `onSave` sends the record; it throws to
 * report failure, and the server's reason for a field (a name already taken, say) shows under it.
 */
export function DestinationForm({
  current,
  submitLabel,
  failureToast,
  onSave,
}: {
  current?: CurrentDestination;
  submitLabel: string;
  /** The toast of a failed save; the server's reason follows it. */
  failureToast: string;
  /**
   * Saves; resolves with the success toast. The form then empties (adding) or keeps the saved
   * values (editing).
   */
  onSave: (fields: DestinationFields) => Promise<string>;
}) {
  const { t, sentence, intlLocale, locale } = useT();
  const imageUpload = useImageUpload();
  // The English fields take the English as stored: the answer's own texts are the page's language.
  const english = current?.translations?.en ?? current;
  const german = current?.translations?.de;
  // Without the stored German (an answer that lacks it), an empty German field must not clear it.
  const knowsGerman = !current || german !== undefined;
  const empty: DestinationFormInput = {
    destinationName: english?.destinationName ?? '',
    description: english?.description ?? '',
    destinationNameDe: german?.destinationName ?? '',
    descriptionDe: german?.description ?? '',
    cost: current?.cost ?? Number.NaN,
    capacity: capacityToText(current?.capacity),
    image: null,
    location: {
      latitude: coordinateToText(current?.latitude, locale),
      longitude: coordinateToText(current?.longitude, locale),
    },
  };
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    clearErrors,
    trigger,
    formState: { errors, isSubmitting },
  } = useForm<DestinationFormInput, unknown, DestinationFormValues>({
    resolver: zodResolver(current ? editDestinationFormSchema : addDestinationFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: empty,
  });

  const onSubmit = async (values: DestinationFormValues) => {
    try {
      const img = values.image
        ? await imageUpload.upload(values.image, t('Saving the destination'))
        : undefined;
      const destinationNameDe = values.destinationNameDe ?? null;
      const descriptionDe = values.descriptionDe ?? null;
      const saved = await onSave({
        destinationName: values.destinationName,
        description: values.description,
        ...(knowsGerman || destinationNameDe !== null ? { destinationNameDe } : {}),
        ...(knowsGerman || descriptionDe !== null ? { descriptionDe } : {}),
        cost: values.cost,
        capacity: values.capacity,
        img,
        latitude: values.location.latitude,
        longitude: values.location.longitude,
      });
      notify.success(saved);
      reset(
        current
          ? {
              ...values,
              destinationNameDe: values.destinationNameDe ?? '',
              descriptionDe: values.descriptionDe ?? '',
              capacity: capacityToText(values.capacity),
              image: null,
              location: {
                latitude: coordinateToText(values.location.latitude, locale),
                longitude: coordinateToText(values.location.longitude, locale),
              },
            }
          : empty,
      );
    } catch (error) {
      if (isAbortError(error)) return;
      const reason = error instanceof ApiError ? error.message : null;
      notify.error(reason ? `${failureToast}. ${reason}` : failureToast);
      showServerFieldErrors(error, setError, formFieldOf, { focus: true });
    } finally {
      imageUpload.done();
    }
  };

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)} className="flex flex-col gap-6">
      {/* A disabled fieldset (not disabled inputs) keeps react-hook-form's values while uploading. */}
      <fieldset disabled={isSubmitting} className="flex min-w-0 flex-col gap-6">
        <FormField label={t('Destination Name')} error={errors.destinationName?.message}>
          {(field) => (
            <input
              {...field}
              {...register('destinationName')}
              className="input w-full aria-invalid:input-error"
              autoComplete="off"
            />
          )}
        </FormField>
        <FormField
          label={t('Destination Name (German)')}
          hint={t('Optional. Where it is empty, German pages show the English name.')}
          error={errors.destinationNameDe?.message}
        >
          {(field) => (
            <input
              {...field}
              {...register('destinationNameDe')}
              lang="de"
              className="input w-full aria-invalid:input-error"
              autoComplete="off"
            />
          )}
        </FormField>
        <FormField label={t('Destination Details')} error={errors.description?.message}>
          {(field) => (
            <textarea
              {...field}
              {...register('description')}
              rows={5}
              className="textarea w-full aria-invalid:textarea-error"
            />
          )}
        </FormField>
        <FormField
          label={t('Destination Details (German)')}
          hint={t('Optional. Where it is empty, German pages show the English details.')}
          error={errors.descriptionDe?.message}
        >
          {(field) => (
            <textarea
              {...field}
              {...register('descriptionDe')}
              lang="de"
              rows={5}
              className="textarea w-full aria-invalid:textarea-error"
            />
          )}
        </FormField>
        <FormField label={t('Cost')} hint={t('In US dollars.')} error={errors.cost?.message}>
          {(field) => (
            <input
              {...field}
              {...register('cost', { valueAsNumber: true })}
              type="number"
              inputMode="decimal"
              min={1}
              step="0.01"
              className="input w-full aria-invalid:input-error sm:w-48"
            />
          )}
        </FormField>
        <FormField
          label={t('Places per day')}
          hint={t('How many travellers can come each day, from 1 to {max}. Leave it empty for no limit.', {
            max: MAX_CAPACITY.toLocaleString(intlLocale),
          })}
          error={errors.capacity?.message}
        >
          {(field) => (
            <input
              {...field}
              {...register('capacity')}
              inputMode="numeric"
              autoComplete="off"
              className="input w-full aria-invalid:input-error sm:w-48"
            />
          )}
        </FormField>
        <LocationFields control={control} register={register} errors={errors.location} />
        {current && (
          <div className="flex flex-col gap-1.5">
            <p className="text-sm font-medium">{t('Current image')}</p>
            <div className="w-48 overflow-hidden rounded-box ring-1 ring-base-300">
              <ResponsiveImage url={current.img} alt={current.destinationName} sizes="192px" />
            </div>
          </div>
        )}
        <Controller
          control={control}
          name="image"
          render={({ field, fieldState }) => (
            <ImagePicker
              label={current ? t('New image (optional)') : t('Image')}
              hint={t('{kinds}, up to {size}.', {
                kinds: sentence(IMAGE_KINDS_TEXT),
                size: formatBytes(DEFAULT_IMAGE_MAX_BYTES),
              })}
              name={field.name}
              ref={field.ref}
              file={field.value ?? null}
              onBlur={field.onBlur}
              onChange={(file) => {
                field.onChange(file);
                if (file) void trigger('image');
                else clearErrors('image');
              }}
              error={fieldState.error?.message}
              upload={imageUpload.progress}
              disabled={isSubmitting}
            />
          )}
        />
      </fieldset>
      <Button type="submit" loading={isSubmitting} className="btn-primary self-start px-8">
        {submitLabel}
      </Button>
    </form>
  );
}
