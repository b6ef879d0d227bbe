import { DEFAULT_IMAGE_MAX_BYTES, MAX_CAPACITY } from '@tgde/contracts';
import { useState } from 'react';
import { Controller, type FieldPath } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { ImagePicker } from '../../../components/ui/image-picker';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { useT } from '../../../i18n/i18n-context';
import { ApiError } from '../../../lib/api';
import { formatBytes, IMAGE_KINDS_TEXT } from '../../../lib/image-file';
import { isAbortError } from '../../../lib/upload-image';
import { useApiForm } from '../../../lib/use-api-form';
import { useImageUpload } from '../../../lib/use-image-upload';
import {
  addDestinationFormSchema,
  editDestinationFormSchema,
  formFieldOf,
  priceFieldsOf,
  type DestinationFormInput,
  type DestinationFormValues,
} from '../destination-form-schema';
import {
  fieldsToSave,
  formInputOf,
  savedFormInput,
  type CurrentDestination,
  type DestinationFields,
} from '../destination-form-values';
import {
  BookingQuestionsFields,
  BookingRulesFields,
  MeetingPointFields,
  TicketPricesFields,
} from './booking-settings-fields';
import { LocationFields } from './location-fields';
import { StartTimesFields } from './start-times-fields';

/**
 * Name, details, cost, places per day, departures and tickets, location and picture of a destination, for adding (`current` absent: the picture is
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
  // Without the stored German (an answer that lacks it), an empty German field must not clear it.
  const knowsGerman = !current || current.translations?.de !== undefined;
  const empty = formInputOf(current, locale);
  /*
   * The API paths a refusal may name → the fields. Only the priced categories are sent, so the
   * prices' paths are learnt on each submit (this one object is what the form hook holds).
   */
  const [serverFields] = useState<Record<string, FieldPath<DestinationFormInput>>>(() => ({
    ...formFieldOf,
  }));
  const {
    control,
    register,
    onSubmit,
    clearErrors,
    trigger,
    formState: { errors, isSubmitting },
  } = useApiForm<DestinationFormInput, DestinationFormValues, string>({
    schema: current ? editDestinationFormSchema : addDestinationFormSchema,
    defaultValues: empty,
    submit: async (values) => {
      const img = values.image
        ? await imageUpload.upload(values.image, t('Saving the destination'))
        : undefined;
      Object.assign(serverFields, priceFieldsOf(values.prices));
      return onSave(fieldsToSave(values, img, knowsGerman, current));
    },
    successToast: (saved) => saved,
    onSuccess: (_saved, values, form) => form.reset(current ? savedFormInput(values, locale) : empty),
    takeError: isAbortError,
    errorToast: (error) => {
      const reason = error instanceof ApiError ? error.message : null;
      return reason ? `${failureToast}. ${reason}` : failureToast;
    },
    serverFields,
    focusServerErrors: true,
    onSettled: () => imageUpload.done(),
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-6">
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
          hint={t(
            'How many travellers can come each day, from 1 to {max}; with start times, on each departure. Leave it empty for no limit.',
            { max: MAX_CAPACITY.toLocaleString(intlLocale) },
          )}
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
        <StartTimesFields control={control} register={register} errors={errors} />
        <TicketPricesFields register={register} errors={errors} />
        <BookingRulesFields register={register} errors={errors} />
        <MeetingPointFields control={control} register={register} errors={errors} />
        <BookingQuestionsFields control={control} register={register} errors={errors} />
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
