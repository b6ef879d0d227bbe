import { type UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '../../../components/ui/form-field';

/**
 * A number typed as text (so that "52,52" and an empty field reach the form's own rules): a
 * coordinate in decimal degrees, or a whole number such as the booking cutoff.
 */
export function NumberTextInput({
  label,
  hint,
  error,
  registration,
  inputMode = 'decimal',
}: {
  label: string;
  hint: string;
  error: string | undefined;
  registration: UseFormRegisterReturn;
  inputMode?: 'decimal' | 'numeric';
}) {
  return (
    <FormField label={label} hint={hint} error={error}>
      {(field) => (
        <input
          {...field}
          {...registration}
          inputMode={inputMode}
          autoComplete="off"
          spellCheck={false}
          className="input w-full aria-invalid:input-error"
        />
      )}
    </FormField>
  );
}
