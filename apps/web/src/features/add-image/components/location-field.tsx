import { type UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '../../../components/ui/form-field';
import { useT } from '../../../i18n/i18n-context';
import { locationOptions, useDestinationNames } from '../api/get-destination-names';

export function LocationField({
  registration,
  error,
}: {
  registration: UseFormRegisterReturn<'place'>;
  error: string | undefined;
}) {
  const { t } = useT();
  const destinations = useDestinationNames();
  const hint = destinations.isPending
    ? t('Loading our destinations…')
    : destinations.isError
      ? undefined
      : t('The destination where you took the photo.');

  return (
    <div className="flex flex-col gap-2">
      <FormField label={t('Location')} error={error} hint={hint}>
        {(control) => (
          <select {...control} {...registration} className="select w-full aria-invalid:select-error">
            {locationOptions(destinations.data).map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {destinations.isError && (
        <div role="alert" className="flex flex-wrap items-center gap-2 text-sm">
          <span className="text-error">{t('We could not load the other destinations.')}</span>
          <button
            type="button"
            className="btn btn-link btn-sm px-0"
            onClick={() => void destinations.refetch()}
            disabled={destinations.isFetching}
          >
            {t('Try again')}
          </button>
        </div>
      )}
    </div>
  );
}
