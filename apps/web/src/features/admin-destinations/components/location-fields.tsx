import { useId } from 'react';
import { useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { LazyLocationPreview } from '../../../components/germany-map/lazy-location-preview';
import { useT } from '../../../i18n/i18n-context';
import { NumberTextInput } from './number-text-input';
import {
  locationPoint,
  type DestinationFormInput,
  type DestinationFormValues,
} from '../destination-form-schema';

/** Where a destination is, as two decimal fields; both empty keeps it off the map. */
export function LocationFields({
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
          <NumberTextInput
            label={t('Latitude')}
            hint={t('Degrees north, such as 52.52.')}
            error={errors?.latitude?.message}
            registration={register('location.latitude')}
          />
          <NumberTextInput
            label={t('Longitude')}
            hint={t('Degrees east, such as 13.405.')}
            error={errors?.longitude?.message}
            registration={register('location.longitude')}
          />
        </div>
        <LazyLocationPreview point={locationPoint(typed)} className="w-20 shrink-0 sm:w-24" />
      </div>
    </fieldset>
  );
}
