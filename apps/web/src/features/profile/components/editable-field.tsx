import { type ReactNode } from 'react';
import { FormField, type FieldControlProps } from '../../../components/ui/form-field';
import { useT } from '../../../i18n/i18n-context';

/**
 * A profile field that, once saved, is shown read-only with an Edit button. The
 * button's name includes the field ("Edit phone number") for screen readers; its visible text
 * stays "Edit".
 */
export function EditableField({
  label,
  error,
  hint,
  locked,
  onEdit,
  children,
}: {
  label: string;
  error: string | undefined;
  hint?: string;
  locked: boolean;
  onEdit: () => void;
  children: (control: FieldControlProps & { disabled: boolean }) => ReactNode;
}) {
  const { t, locale } = useT();
  // German nouns keep their capital letter inside a sentence ("Bearbeiten Telefonnummer").
  const fieldName = locale === 'de' ? label : label.toLowerCase();
  return (
    <FormField label={label} error={error} hint={hint}>
      {(control) => (
        <div className="flex gap-2">
          <div className="min-w-0 flex-1">{children({ ...control, disabled: locked })}</div>
          {locked && (
            <button type="button" className="btn btn-outline" onClick={onEdit}>
              {t('Edit')}
              <span className="sr-only"> {fieldName}</span>
            </button>
          )}
        </div>
      )}
    </FormField>
  );
}
