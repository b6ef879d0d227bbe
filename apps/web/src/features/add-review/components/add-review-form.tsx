import { createReviewSchema, DEFAULT_RATING, type CreateReview } from '@tgde/contracts';
import { Controller } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { StarRatingInput } from '../../../components/ui/star-rating-input';
import { useT } from '../../../i18n/i18n-context';
import { ApiError } from '../../../lib/api';
import { useApiForm } from '../../../lib/use-api-form';
import { useCreateReview } from '../api/create-review';
import { useDestinationChoices } from '../api/get-destination-choices';

/** The form starts at 2 stars; '' in the select means "not about one destination". */
const emptyReview: CreateReview = { comment: '', rating: DEFAULT_RATING, destinationId: '' };

/** The 'Please Give us a Review' form: 'Review Added Successfully' or 'Failed to add this Review'. */
export function AddReviewForm({ reviewer }: { reviewer: string }) {
  const { t, sentence } = useT();
  const createReview = useCreateReview();
  const destinations = useDestinationChoices();
  const {
    control,
    register,
    onSubmit,
    formState: { errors, isSubmitting },
  } = useApiForm({
    schema: createReviewSchema,
    defaultValues: emptyReview,
    submit: (values: CreateReview) =>
      createReview.mutateAsync({ ...values, destinationId: values.destinationId || undefined }),
    successToast: ({ edited }) =>
      edited ? t('Your earlier review of this destination is updated') : t('Review Added Successfully'),
    onSuccess: (_answer, _values, form) => form.reset(emptyReview),
    errorToast: (error) => {
      const reason = error instanceof ApiError ? error.message : null;
      return reason ? t('Failed to add this Review. {reason}', { reason }) : t('Failed to add this Review');
    },
    serverFields: ['comment', 'rating', 'destinationId'],
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-6">
      <p className="text-sm break-words text-muted">
        {t('Reviewing as')} <span className="font-semibold text-base-content">{reviewer}</span>
      </p>
      <FormField label={t('Comment')} error={errors.comment?.message && sentence(errors.comment.message)}>
        {(fieldControl) => (
          <textarea
            {...fieldControl}
            {...register('comment')}
            rows={5}
            disabled={isSubmitting}
            className="textarea w-full aria-invalid:textarea-error"
          />
        )}
      </FormField>
      <Controller
        control={control}
        name="rating"
        render={({ field, fieldState }) => (
          <StarRatingInput
            legend={t('Rating')}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            error={fieldState.error?.message && sentence(fieldState.error.message)}
            disabled={isSubmitting}
          />
        )}
      />
      <FormField
        label={t('Destination (optional)')}
        error={errors.destinationId?.message && sentence(errors.destinationId.message)}
        hint={
          destinations.isError
            ? t('We could not load our destinations; you can still send the review.')
            : t('The destination your review is about, if it is about one.')
        }
      >
        {(fieldControl) => (
          <select
            {...fieldControl}
            {...register('destinationId')}
            disabled={isSubmitting}
            className="select w-full aria-invalid:select-error"
          >
            <option value="">{t('No particular destination')}</option>
            {destinations.data?.map((d) => (
              <option key={d.id} value={d.id}>
                {d.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <Button type="submit" loading={isSubmitting} className="btn-primary self-start px-8">
        {t('Submit Review')}
      </Button>
    </form>
  );
}
