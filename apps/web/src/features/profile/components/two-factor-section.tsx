import { useEffect, useRef, useState } from 'react';
import { useLocation } from '../../../lib/router';
import { Button } from '../../../components/ui/button';
import { QueryState } from '../../../components/ui/query-state';
import { useT } from '../../../i18n/i18n-context';
import { notify } from '../../../lib/notify';
import {
  TWO_FACTOR_SECTION,
  type TwoFactorRequiredState,
} from '../../../session/use-sign-out-on-auth-failure';
import {
  useStartTwoFactor,
  useTurnOffTwoFactor,
  useTwoFactorEnabled,
  type TwoFactorSetup,
} from '../api/stronger-sign-in';
import { BackupCodes } from './backup-codes';
import { ConfirmSetup } from './confirm-setup';
import { PasswordStep } from './password-step';

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
