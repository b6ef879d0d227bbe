import { type UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '../../../components/ui/form-field';

/** One coordinate in decimal degrees, typed as a map app shows it (the destination's and the meeting point's). */
export function CoordinateInput({
  label,
  hint,
  error,
  registration,
}: {
  label: string;
  hint: string;
  error: string | undefined;
  registration: UseFormRegisterReturn;
}) {
  return (
    <FormField label={label} hint={hint} error={error}>
      {(field) => (
        <input
          {...field}
          {...registration}
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          className="input w-full aria-invalid:input-error"
        />
      )}
    </FormField>
  );
}
