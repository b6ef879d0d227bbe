import { pages, pageHref } from '@tgde/contracts';
import { useEffect, useRef } from 'react';
import { loginPathFor } from '../../lib/redirect-target';
import { Link, useSearchParams } from '../../lib/router';
import { useSession } from '../../session/session';
import { Spinner } from '../../components/ui/spinner';
import { useT } from '../../i18n/i18n-context';
import { useVerifyEmail } from './api/verify-email';
import { AuthCard } from './components/auth-card';
import { ResendVerificationButton } from './components/resend-verification-button';
import { authErrorMessage } from './lib/auth-error-message';

function Verified() {
  const { t } = useT();
  const { status, refresh } = useSession();
  const refreshed = useRef(false);
  // The session still says "not verified"; ask again so that the guards let the user through.
  useEffect(() => {
    if (status !== 'signed-in' || refreshed.current) return;
    refreshed.current = true;
    void refresh().catch(() => undefined);
  }, [status, refresh]);

  return (
    <div role="status" className="flex flex-col gap-4 text-center">
      <p className="text-lg">{t('Thank you! Your e-mail address is verified.')}</p>
      {status === 'signed-out' ? (
        <>
          <p className="text-muted">{t('Log in to book tours, share photos and manage your trips.')}</p>
          <Link to={loginPathFor(pageHref('profile'))} className="btn btn-primary">
            {t('Log in')}
          </Link>
        </>
      ) : (
        <>
          <p className="text-muted">{t('Bookings, the gallery and your dashboard are open to you now.')}</p>
          <Link to={pageHref('profile')} className="btn btn-primary">
            {t('Go to your dashboard')}
          </Link>
          <Link to={pageHref('destinations')} className="btn btn-ghost">
            {t('Explore destinations')}
          </Link>
        </>
      )}
    </div>
  );
}

function NotVerified({ message }: { message: string }) {
  const { t, sentence } = useT();
  const { user, refresh } = useSession();
  return (
    <div className="flex flex-col gap-4 text-center">
      <p role="alert" className="text-error">
        {sentence(message)}
      </p>
      {user && !user.emailVerified ? (
        <>
          <p className="text-muted">{t('We can send you a new link to {email}.', { email: user.email })}</p>
          <ResendVerificationButton email={user.email} onAlreadyVerified={() => void refresh()} />
        </>
      ) : user ? (
        <Link to={pageHref('profile')} className="btn btn-primary">
          {t('Go to your dashboard')}
        </Link>
      ) : (
        <>
          <p className="text-muted">{t('Log in, and your dashboard offers to send a new link.')}</p>
          <Link to={loginPathFor(pageHref('profile'))} className="btn btn-primary">
            {t('Log in')}
          </Link>
        </>
      )}
    </div>
  );
}

/**
 * /verify-email?token=… (the link in the verification mail): confirms the address with the server
 * and says what happened and where to go next.
 */
export function VerifyEmailPage() {
  const { t } = useT();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const verification = useVerifyEmail(token);

  let body;
  if (!token) {
    body = <NotVerified message={t('This link is incomplete: it has no verification code in it.')} />;
  } else if (verification.isPending) {
    body = <Spinner label={t('Verifying your e-mail address')} />;
  } else if (verification.isError) {
    body = <NotVerified message={authErrorMessage(verification.error, 'verify')} />;
  } else {
    body = <Verified />;
  }

  return (
    <AuthCard title={pages.verifyEmail.title} heading={t('E-mail verification')}>
      {body}
    </AuthCard>
  );
}
