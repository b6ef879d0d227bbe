import { pageHref } from '@tgde/contracts';
import { useEffect, useRef } from 'react';
import { useNavigate } from '../lib/router';
import { useT } from '../i18n/i18n-context';
import { onAuthFailure, onTwoFactorRequired } from '../lib/api';
import { notify } from '../lib/notify';
import { useSession } from './session';

/** What the profile page is told when an admin was sent there to set up two-factor sign-in. */
export interface TwoFactorRequiredState {
  twoFactorRequired: string;
}

/** The profile page's section where two-factor sign-in is set up. */
export const TWO_FACTOR_SECTION = 'two-factor';

/**
 * When the server refuses our token (401/403 on a protected call) the session is over:
 * go to the start page, sign out and forget the token. Lives inside the router, which it needs.
 * An admin call refused for want of two-factor sign-in (ADMIN_TWO_FACTOR=required) ends nothing:
 * it leads the admin to the profile page's two-factor section, with the server's sentence.
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
        navigate(pageHref('home'), { replace: true });
        void signOut();
      }),
    [navigate, signOut, ended],
  );
  useEffect(
    () =>
      onTwoFactorRequired((error) => {
        const state: TwoFactorRequiredState = { twoFactorRequired: error.message };
        void navigate(`${pageHref('profile')}#${TWO_FACTOR_SECTION}`, { state });
      }),
    [navigate],
  );
}
