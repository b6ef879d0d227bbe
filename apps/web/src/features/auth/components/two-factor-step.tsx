import { TOTP_DIGITS } from '@tgde/contracts';
import { useState } from 'react';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';
import { useT } from '../../../i18n/i18n-context';
import { useApiForm } from '../../../lib/use-api-form';
import { type AuthUserAnswer } from '../api/sign-in-email';
import { useVerifySecondFactor } from '../api/sign-in-second-step';
import { authErrorMessage } from '../lib/auth-error-message';

// The server checks the code (or the backup code) as typed.
const codeSchema = z.object({ code: z.string() });

/**
 * The second step of a password sign-in for an account with two-factor on: the authenticator
 * app's code, or one of the backup codes. `onSignedIn` finishes the sign-in as the first step would.
 */
export function TwoFactorStep({
  onSignedIn,
  onRestart,
}: {
  onSignedIn: (answer: AuthUserAnswer) => Promise<void>;
  onRestart: () => void;
}) {
  const { t } = useT();
  const verify = useVerifySecondFactor();
  const [backup, setBackup] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    onSubmit,
    setValue,
    formState: { isSubmitting },
  } = useApiForm({
    schema: codeSchema,
    defaultValues: { code: '' },
    submit: async ({ code }) => {
      setError(null);
      await onSignedIn(await verify.mutateAsync({ code, backup }));
    },
    onError: (failure) => setError(authErrorMessage(failure, 'two-factor')),
  });

  return (
    <form className="flex flex-col gap-4" onSubmit={(event) => void onSubmit(event)} noValidate>
      <p>
        {backup
          ? t('Enter one of the backup codes you saved when you turned on two-factor sign-in.')
          : t('Enter the 6-digit code from your authenticator app.')}
      </p>
      <FormField label={backup ? t('Backup code') : t('Code from the app')}>
        {(control) => (
          <input
            {...control}
            {...register('code')}
            key={backup ? 'backup' : 'totp'}
            autoFocus
            inputMode={backup ? 'text' : 'numeric'}
            autoComplete="one-time-code"
            maxLength={backup ? 32 : TOTP_DIGITS + 2}
            className="input w-full font-mono tracking-widest"
          />
        )}
      </FormField>
      <FormAlert message={error} />
      <Button type="submit" className="btn-primary w-full" loading={isSubmitting}>
        {t('Verify')}
      </Button>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <button
          type="button"
          className="link link-primary"
          onClick={() => {
            setBackup(!backup);
            setValue('code', '');
            setError(null);
          }}
        >
          {backup ? t('Use the code from the app') : t('Use a backup code')}
        </button>
        <button type="button" className="link" onClick={onRestart}>
          {t('Start again')}
        </button>
      </div>
    </form>
  );
}
