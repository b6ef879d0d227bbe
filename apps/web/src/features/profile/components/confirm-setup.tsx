import { TOTP_DIGITS } from '@tgde/contracts';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { useT } from '../../../i18n/i18n-context';
import { ApiError, errorMessage } from '../../../lib/api';
import { useApiForm } from '../../../lib/use-api-form';
import { useConfirmTwoFactor, type TwoFactorSetup } from '../api/stronger-sign-in';
import { QrCode } from './qr-code';

// The server checks the code; spaces typed between its groups are dropped before it is sent.
const codeSchema = z.object({ code: z.string() });

/** The secret of an otpauth:// address, in groups of four for typing it by hand. */
function secretOf(totpURI: string): string {
  const secret = new URL(totpURI).searchParams.get('secret') ?? '';
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

/** The QR code (or the key to type) and the first code from the app, which turns it on. */
export function ConfirmSetup({
  setup,
  onCancel,
  onEnabled,
}: {
  setup: TwoFactorSetup;
  onCancel: () => void;
  onEnabled: (backupCodes: string[]) => void;
}) {
  const { t } = useT();
  const confirm = useConfirmTwoFactor();
  const {
    register,
    onSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useApiForm({
    schema: codeSchema,
    defaultValues: { code: '' },
    reValidateMode: 'onSubmit',
    submit: ({ code }) => confirm.mutateAsync(code.replace(/\s/g, '')),
    onSuccess: () => onEnabled(setup.backupCodes),
    onError: (failure) =>
      setError('code', {
        message:
          failure instanceof ApiError && failure.code === 'INVALID_CODE'
            ? t('That code is not right. Check the time on your phone and try the newest code.')
            : errorMessage(failure),
      }),
  });
  return (
    <div className="flex flex-col gap-4">
      <ol className="list-decimal space-y-1 pl-5">
        <li>
          {t(
            'Scan this QR code with your authenticator app (for example Google Authenticator, Aegis or 1Password).',
          )}
        </li>
        <li>{t('Enter the 6-digit code the app shows.')}</li>
      </ol>
      <QrCode value={setup.totpURI} label={t('QR code for your authenticator app')} />
      <div>
        <p className="text-sm text-muted">{t('Cannot scan it? Enter this key in the app instead:')}</p>
        <code className="font-mono break-all select-all" data-testid="totp-secret">
          {secretOf(setup.totpURI)}
        </code>
      </div>
      <form className="flex flex-col gap-4" onSubmit={(event) => void onSubmit(event)} noValidate>
        <FormField label={t('Code from the app')} error={errors.code?.message}>
          {(control) => (
            <input
              {...control}
              {...register('code')}
              autoFocus
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={TOTP_DIGITS + 2}
              className="input w-full max-w-40 font-mono tracking-widest"
            />
          )}
        </FormField>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" loading={isSubmitting}>
            {t('Turn on')}
          </Button>
          <Button type="button" className="btn-ghost" onClick={onCancel} disabled={isSubmitting}>
            {t('Cancel')}
          </Button>
        </div>
      </form>
    </div>
  );
}
