import { pages, pageHref } from '@tgde/contracts';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from '../../lib/router';
import { useSession } from '../../session/session';
import { Spinner } from '../../components/ui/spinner';
import { useT } from '../../i18n/i18n-context';
import { safeRedirectTarget } from '../../lib/redirect-target';
import { AuthCard } from './components/auth-card';
import { authErrorMessage } from './lib/auth-error-message';

/**
 * /auth/callback: Google sent the browser back here with the session cookie set. What is left is
 * the step every sign-in ends with (the API token), then on to where the user was going.
 */
export function GoogleCallbackPage() {
  const { t, sentence } = useT();
  const { completeSignIn } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const target = safeRedirectTarget(params.get('redirect'));
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // Google logins are remembered, like the server's 30-day cookie for them.
    completeSignIn({ remember: true }).then(
      () => navigate(target, { replace: true }),
      (error: unknown) => setFailure(authErrorMessage(error, 'google')),
    );
  }, [completeSignIn, navigate, target]);

  if (!failure) {
    return (
      <AuthCard title={pages.googleCallback.title} heading={t('SIGN IN')}>
        <Spinner label={t('Finishing your Google sign-in')} />
      </AuthCard>
    );
  }
  return (
    <AuthCard title={pages.googleCallback.title} heading={t('SIGN IN')}>
      <div className="flex flex-col gap-4 text-center">
        <p role="alert" className="text-error">
          {t('We could not finish your Google sign-in.')} {sentence(failure)}
        </p>
        <Link to={`${pageHref('login')}?redirect=${encodeURIComponent(target)}`} className="btn btn-primary">
          {t('Back to login')}
        </Link>
      </div>
    </AuthCard>
  );
}
