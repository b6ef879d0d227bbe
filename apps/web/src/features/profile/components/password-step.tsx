import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';
import { useT } from '../../../i18n/i18n-context';
import { ApiError, errorMessage } from '../../../lib/api';
import { useApiForm } from '../../../lib/use-api-form';
import { useState } from 'react';

// The server checks the password: the form sends whatever is typed, an empty one too.
const passwordSchema = z.object({ password: z.string() });

/** Asks for the password, then runs the action with it. A wrong one is said under the field. */
export function PasswordStep<T>({
  submitLabel,
  danger = false,
  onCancel,
  run,
  onDone,
}: {
  submitLabel: string;
  danger?: boolean;
  onCancel: () => void;
  run: (password: string) => Promise<T>;
  onDone: (answer: T) => void;
}) {
  const { t } = useT();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    onSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useApiForm({
    schema: passwordSchema,
    defaultValues: { password: '' },
    // The server's verdict stays until the next try, not cleared by typing.
    reValidateMode: 'onSubmit',
    submit: ({ password }) => {
      setFormError(null);
      return run(password);
    },
    onSuccess: (answer) => onDone(answer),
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'INVALID_PASSWORD')
        setError('password', { message: t('That is not your password.') });
      else setFormError(errorMessage(error));
    },
  });
  return (
    <form className="flex flex-col gap-4" onSubmit={(event) => void onSubmit(event)} noValidate>
      <FormField label={t('Your password')} error={errors.password?.message}>
        {(control) => (
          <input
            {...control}
            {...register('password')}
            autoFocus
            type="password"
            autoComplete="current-password"
            className="input w-full max-w-sm"
          />
        )}
      </FormField>
      <FormAlert message={formError} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" className={danger ? 'btn-error' : 'btn-primary'} loading={isSubmitting}>
          {submitLabel}
        </Button>
        <Button type="button" className="btn-ghost" onClick={onCancel} disabled={isSubmitting}>
          {t('Cancel')}
        </Button>
      </div>
    </form>
  );
}
