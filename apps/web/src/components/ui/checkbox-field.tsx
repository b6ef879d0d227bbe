import { type InputHTMLAttributes, type ReactNode } from 'react';

/**
 * A checkbox wrapped in its label, so the text and the box are one control and one click target.
 * Square corners: the theme's round selectors would make it look like a radio button.
 */
export function CheckboxField({
  label,
  className = '',
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { label: ReactNode }) {
  return (
    <label className={`flex cursor-pointer items-start gap-3 text-sm ${className}`}>
      <input type="checkbox" className="checkbox checkbox-primary checkbox-sm mt-0.5 rounded-sm" {...input} />
      <span>{label}</span>
    </label>
  );
}
