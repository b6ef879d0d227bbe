import { type ButtonHTMLAttributes } from 'react';

/**
 * A daisyUI button that shows a spinner and stays disabled while its action runs, so a form is
 * never sent twice. Links that look like buttons use the same `btn` classes on <Link>.
 */
export function Button({
  loading = false,
  className = 'btn-primary',
  type = 'button',
  disabled,
  children,
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { loading?: boolean }) {
  return (
    <button type={type} className={`btn ${className}`} disabled={disabled || loading} {...rest}>
      {loading && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
      {children}
    </button>
  );
}
