import { TOTP_DIGITS } from '@tgde/contracts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation } from '../../../lib/router';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';
import { QueryState } from '../../../components/ui/query-state';
import { useT } from '../../../i18n/i18n-context';
import { ApiError, errorMessage } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import {
  TWO_FACTOR_SECTION,
  type TwoFactorRequiredState,
} from '../../../session/use-sign-out-on-auth-failure';
import {
  useConfirmTwoFactor,
  useStartTwoFactor,
  useTurnOffTwoFactor,
  useTwoFactorEnabled,
  type TwoFactorSetup,
} from '../api/stronger-sign-in';
import { QrCode } from './qr-code';

/** The secret of an otpauth:// address, in groups of four for typing it by hand. */
function secretOf(totpURI: string): string {
  const secret = new URL(totpURI).searchParams.get('secret') ?? '';
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

/** A wrong password (400 INVALID_PASSWORD) under the field; anything else for the form. */
function passwordRefusal(error: unknown, wrongPassword: string): { field?: string; form?: string } {
  if (error instanceof ApiError && error.code === 'INVALID_PASSWORD') return { field: wrongPassword };
  return { form: errorMessage(error) };
}

/**
 * Two-factor sign-in with an authenticator app: turned on with the password, a QR code (or the
 * secret typed in) and a first code; the backup codes are shown once. Turned off with the password.
 */
export function TwoFactorSection() {
  const { t } = useT();
  const enabled = useTwoFactorEnabled();
  const location = useLocation();
  const required = (location.state as Partial<TwoFactorRequiredState> | null)?.twoFactorRequired;
  const sectionRef = useRef<HTMLElement>(null);
  // The backup codes, between the confirming code and "Done": they are never shown again.
  const [backupCodes, setBackupCodes] = useState<string[] | null>(null);

  useEffect(() => {
    if (location.hash === `#${TWO_FACTOR_SECTION}`) sectionRef.current?.scrollIntoView({ block: 'start' });
  }, [location.hash, enabled.isSuccess]);

  return (
    <section
      ref={sectionRef}
      id={TWO_FACTOR_SECTION}
      aria-labelledby="two-factor-heading"
      className="card scroll-mt-24 bg-base-100 shadow-md ring-1 ring-base-300"
    >
      <div className="card-body gap-4 p-6 sm:p-8">
        <h2 id="two-factor-heading" className="text-xl font-bold">
          {t('Two-factor sign-in')}
        </h2>
        {required && !enabled.data && (
          <div role="alert" className="alert alert-warning">
            {required}
          </div>
        )}
        <QueryState
          query={enabled}
          loading={t('Loading your sign-in settings')}
          failure={t('We could not load your sign-in settings')}
        >
          {(on) =>
            backupCodes ? (
              <BackupCodes codes={backupCodes} onDone={() => setBackupCodes(null)} />
            ) : on ? (
              <TwoFactorOn />
            ) : (
              <TwoFactorOff onEnabled={setBackupCodes} />
            )
          }
        </QueryState>
      </div>
    </section>
  );
}

function TwoFactorOff({ onEnabled }: { onEnabled: (backupCodes: string[]) => void }) {
  const { t } = useT();
  const start = useStartTwoFactor();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [asking, setAsking] = useState(false);
  if (setup) return <ConfirmSetup setup={setup} onCancel={() => setSetup(null)} onEnabled={onEnabled} />;
  return (
    <>
      <p className="text-muted">
        {t(
          'Sign-in asks for a code from an authenticator app on your phone as well as your password, so a stolen password alone does not open your account.',
        )}
      </p>
      {asking ? (
        <PasswordStep
          submitLabel={t('Continue')}
          onCancel={() => setAsking(false)}
          run={start.mutateAsync}
          onDone={(answer) => setSetup(answer)}
        />
      ) : (
        <div>
          <Button type="button" onClick={() => setAsking(true)}>
            {t('Turn on two-factor sign-in')}
          </Button>
        </div>
      )}
    </>
  );
}

function TwoFactorOn() {
  const { t } = useT();
  const turnOff = useTurnOffTwoFactor();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <p>
        <span className="badge badge-success mr-2">{t('On')}</span>
        {t('Signing in with your password also asks for a code from your authenticator app.')}
      </p>
      {asking ? (
        <PasswordStep
          submitLabel={t('Turn off')}
          danger
          onCancel={() => setAsking(false)}
          run={turnOff.mutateAsync}
          onDone={() => {
            setAsking(false);
            notify.success(t('Two-factor sign-in is off.'));
          }}
        />
      ) : (
        <div>
          <Button type="button" className="btn-outline" onClick={() => setAsking(true)}>
            {t('Turn off two-factor sign-in')}
          </Button>
        </div>
      )}
    </>
  );
}

/** Asks for the password, then runs the action with it. */
function PasswordStep<T>({
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
  const [pending, setPending] = useState(false);
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [formError, setFormError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFieldError(undefined);
    setFormError(null);
    setPending(true);
    try {
      const answer = await run(password);
      setPending(false);
      onDone(answer);
    } catch (error) {
      setPending(false);
      const refusal = passwordRefusal(error, t('That is not your password.'));
      setFieldError(refusal.field);
      setFormError(refusal.form ?? null);
    }
  };
  return (
    <form className="flex flex-col gap-4" onSubmit={(event) => void submit(event)} noValidate>
      <FormField label={t('Your password')} error={fieldError}>
        {(control) => (
          <input
            {...control}
            autoFocus
            type="password"
            autoComplete="current-password"
            className="input w-full max-w-sm"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        )}
      </FormField>
      <FormAlert message={formError} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" className={danger ? 'btn-error' : 'btn-primary'} loading={pending}>
          {submitLabel}
        </Button>
        <Button type="button" className="btn-ghost" onClick={onCancel} disabled={pending}>
          {t('Cancel')}
        </Button>
      </div>
    </form>
  );
}

function ConfirmSetup({
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
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    confirm.mutate(code.replace(/\s/g, ''), {
      onSuccess: () => onEnabled(setup.backupCodes),
      onError: (failure) =>
        setError(
          failure instanceof ApiError && failure.code === 'INVALID_CODE'
            ? t('That code is not right. Check the time on your phone and try the newest code.')
            : errorMessage(failure),
        ),
    });
  };
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
      <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
        <FormField label={t('Code from the app')} error={error}>
          {(control) => (
            <input
              {...control}
              autoFocus
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={TOTP_DIGITS + 2}
              className="input w-full max-w-40 font-mono tracking-widest"
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
          )}
        </FormField>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" loading={confirm.isPending}>
            {t('Turn on')}
          </Button>
          <Button type="button" className="btn-ghost" onClick={onCancel} disabled={confirm.isPending}>
            {t('Cancel')}
          </Button>
        </div>
      </form>
    </div>
  );
}

function BackupCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useT();
  return (
    <div className="flex flex-col gap-4">
      <div role="status" className="alert alert-success">
        {t('Two-factor sign-in is on.')}
      </div>
      <p>
        {t(
          'Keep these backup codes somewhere safe, such as a password manager. Each one signs you in once if your phone is not at hand. They are shown only now.',
        )}
      </p>
      <ul className="grid grid-cols-2 gap-2 font-mono sm:grid-cols-3" data-testid="backup-codes">
        {codes.map((code) => (
          <li key={code} className="rounded-box bg-base-200 px-3 py-1 text-center">
            {code}
          </li>
        ))}
      </ul>
      <div>
        <Button type="button" onClick={onDone}>
          {t('I have saved them')}
        </Button>
      </div>
    </div>
  );
}
