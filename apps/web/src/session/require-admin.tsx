import { useEffect, useRef } from 'react';
import { Outlet } from 'react-router';
import { QueryState } from '../components/ui/query-state';
import { Spinner } from '../components/ui/spinner';
import { notify } from '../lib/notify';
import { useSession } from './session';
import { useAdminStatus } from './api/get-admin-status';

/**
 * Admin pages: the server decides who is an admin (GET /api/admin/{email}). Anyone
 * else is signed out; RequireAuth above then sends them to /login, which returns here after an
 * administrator signs in.
 */
export function RequireAdmin() {
  const { user, signOut } = useSession();
  const admin = useAdminStatus(user);
  const refused = admin.data?.admin === false;
  const signingOut = useRef(false);

  useEffect(() => {
    if (!refused || signingOut.current) return;
    signingOut.current = true;
    notify.error('Only administrators can open that page. Please log in with an administrator account.');
    void signOut();
  }, [refused, signOut]);

  // Someone else sees the spinner while the effect above signs them out.
  return (
    <QueryState query={admin} loading="Checking your access" failure="We could not check your access">
      {({ admin: isAdmin }) => (isAdmin ? <Outlet /> : <Spinner label="Checking your access" />)}
    </QueryState>
  );
}
