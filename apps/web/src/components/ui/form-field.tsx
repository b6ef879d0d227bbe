import { useId, type ReactNode } from 'react';
import { useT } from '../../i18n/i18n-context';

/** What a control needs so that its label and its error are tied to it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
}

/**
 * A visible label, the control, and its error as small red text under it. The control is rendered
 * by the caller (input, textarea, select) with the ids handed over here, so every field is
 * announced with its label and, when invalid, its message. The error is often a zod rule's English
 * message: it is shown in the page's language (the server's own messages already are).
 */
export function FormField({
  label,
  error,
  hint,
  className = '',
  children,
}: {
  label: string;
  error?: string | undefined;
  hint?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const { sentence } = useT();
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');

  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy || undefined })}
      {hint && (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-error">
          {sentence(error)}
        </p>
      )}
    </div>
  );
}
