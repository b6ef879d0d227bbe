import { Navigate, Outlet, useLocation } from '../lib/router';
import { Spinner } from '../components/ui/spinner';
import { useT } from '../i18n/i18n-context';
import { loginPathFor } from '../lib/redirect-target';
import { useSession } from './session';

/**
 * Pages for signed-in users: a visitor goes to /login, which brings them back here
 * afterwards (?redirect= survives a reload, router state carries the same). While a stored token is
 * still being checked it waits, so a signed-in user never sees the login page flash by.
 */
export function RequireAuth() {
  const { t } = useT();
  const { status } = useSession();
  const location = useLocation();
  if (status === 'loading') return <Spinner label={t('Checking your sign-in')} className="py-24" />;
  if (status === 'signed-out') {
    const target = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={loginPathFor(target)} replace state={{ from: location }} />;
  }
  return <Outlet />;
}
