import { type UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '../../../components/ui/form-field';
import { useT } from '../../../i18n/i18n-context';

/** The account's e-mail address, as the login, register and password-reset forms ask for it. */
export function EmailField({
  registration,
  error,
}: {
  /** register('email') of the form. */
  registration: UseFormRegisterReturn;
  error: string | undefined;
}) {
  const { t } = useT();
  return (
    <FormField label={t('Email')} error={error}>
      {(control) => (
        <input
          {...control}
          {...registration}
          type="email"
          autoComplete="email"
          placeholder={t('you@example.com')}
          className="input w-full aria-invalid:input-error"
        />
      )}
    </FormField>
  );
}

/** A password of the sign-in forms: the current one to log in, or a new one to choose. */
export function PasswordField({
  label,
  hint,
  autoComplete,
  registration,
  error,
}: {
  label: string;
  hint?: string;
  /** 'new-password' where one is chosen, so password managers offer to generate and save it. */
  autoComplete: 'current-password' | 'new-password';
  /** register(…) of the field in the form. */
  registration: UseFormRegisterReturn;
  error: string | undefined;
}) {
  return (
    <FormField label={label} hint={hint} error={error}>
      {(control) => (
        <input
          {...control}
          {...registration}
          type="password"
          autoComplete={autoComplete}
          className="input w-full aria-invalid:input-error"
        />
      )}
    </FormField>
  );
}
