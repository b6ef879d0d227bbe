import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../i18n/i18n-context';
import { onAuthFailure } from '../lib/api';
import { notify } from '../lib/notify';
import { useSession } from './session';

/**
 * When the server refuses our token (401/403 on a protected call) the session is over:
 * go to the start page, sign out and forget the token. Lives inside the router, which it needs.
 */
export function useSignOutOnAuthFailure(): void {
  const { t } = useT();
  const { status, signOut } = useSession();
  const navigate = useNavigate();
  // Several calls can fail at once; one sign-out and one message are enough.
  const handling = useRef(false);
  useEffect(() => {
    if (status === 'signed-in') handling.current = false;
  }, [status]);

  const ended = t('Your session has ended. Please log in again.');
  useEffect(
    () =>
      onAuthFailure(() => {
        if (handling.current) return;
        handling.current = true;
        notify.info(ended);
        // To the start page first, so that a protected page does not send the user to /login.
        void Promise.resolve(navigate('/', { replace: true })).then(signOut);
      }),
    [navigate, signOut, ended],
  );
}
