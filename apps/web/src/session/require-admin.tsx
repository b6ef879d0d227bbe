import { useEffect, useRef } from 'react';
import { Outlet } from '../lib/router';
import { QueryState } from '../components/ui/query-state';
import { Spinner } from '../components/ui/spinner';
import { useT } from '../i18n/i18n-context';
import { notify } from '../lib/notify';
import { useSession } from './session';
import { useAdminStatus } from './api/get-admin-status';

/**
 * Admin pages: the server decides who is an admin (GET /api/admin/{email}). Anyone
 * else is signed out; RequireAuth above then sends them to /login, which returns here after an
 * administrator signs in.
 */
export function RequireAdmin() {
  const { t } = useT();
  const { user, signOut } = useSession();
  const admin = useAdminStatus(user);
  const refused = admin.data?.admin === false;
  const signingOut = useRef(false);

  const refusal = t('Only administrators can open that page. Please log in with an administrator account.');
  useEffect(() => {
    if (!refused || signingOut.current) return;
    signingOut.current = true;
    notify.error(refusal);
    void signOut();
  }, [refused, signOut, refusal]);

  // Someone else sees the spinner while the effect above signs them out.
  return (
    <QueryState
      query={admin}
      loading={t('Checking your access')}
      failure={t('We could not check your access')}
    >
      {({ admin: isAdmin }) => (isAdmin ? <Outlet /> : <Spinner label={t('Checking your access')} />)}
    </QueryState>
  );
}
