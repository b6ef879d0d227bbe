import { type ButtonHTMLAttributes } from 'react';
import { Button } from '../../../components/ui/button';

/** The full-width submit button of a sign-in form, spinning (and disabled) while it is sent. */
export function AuthSubmitButton({
  submitting,
  children,
  ...rest
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'className'> & { submitting: boolean }) {
  return (
    <Button type="submit" loading={submitting} className="btn-primary w-full" {...rest}>
      {children}
    </Button>
  );
}
