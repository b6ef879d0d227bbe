import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { authConfigQueryOptions, useAuthConfig } from '../api/get-auth-config';
import { useSignInSocial } from '../api/sign-in-social';
import { authErrorMessage } from '../lib/auth-error-message';

export const GOOGLE_NOT_CONFIGURED = 'Google sign-in is not configured on this server.';

function GoogleMark() {
  return (
    <svg viewBox="0 0 48 48" width="20" height="20" aria-hidden="true">
      <path
        fill="#EA4335"
        d="M24 9.5c3.5 0 6.6 1.2 9 3.5l6.7-6.7C35.6 2.4 30.2 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.8 6C12.4 13.6 17.7 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.1 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.4c-.5 2.9-2.2 5.3-4.6 6.9l7.5 5.8c4.4-4 6.8-10 6.8-17.2z"
      />
      <path
        fill="#FBBC05"
        d="M10.5 28.7A14.5 14.5 0 0 1 9.5 24c0-1.6.3-3.2.8-4.7l-7.8-6A24 24 0 0 0 0 24c0 3.9.9 7.5 2.6 10.7l7.9-6z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.5 0 11.9-2.1 15.8-5.8l-7.5-5.8c-2.1 1.4-4.8 2.3-8.3 2.3-6.3 0-11.6-4.1-13.5-9.8l-7.9 6C6.5 42.6 14.6 48 24 48z"
      />
    </svg>
  );
}

/**
 * 'GOOGLE SIGN IN' on the login and register pages. The server answers the provider's address; the
 * browser goes there and comes back to /auth/callback (which finishes the sign-in and goes on to
 * `redirectTo`), or to `returnPath?error=…` when it failed. Without Google keys on the server the
 * button says so and does nothing else.
 */
export function GoogleButton({ redirectTo, returnPath }: { redirectTo: string; returnPath: string }) {
  const queryClient = useQueryClient();
  // Asked early, so that the click does not wait for it.
  useAuthConfig();
  const start = useSignInSocial();
  const [note, setNote] = useState<{ kind: 'info' | 'error'; text: string } | null>(null);
  const [leaving, setLeaving] = useState(false);
  const noteId = useId();

  // Coming back with the browser's Back button restores this page as it was left, spinner and all.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setLeaving(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const onClick = async () => {
    setNote(null);
    try {
      const { googleEnabled } = await queryClient.fetchQuery(authConfigQueryOptions);
      if (!googleEnabled) {
        setNote({ kind: 'info', text: GOOGLE_NOT_CONFIGURED });
        return;
      }
      const back = `redirect=${encodeURIComponent(redirectTo)}`;
      const { url } = await start.mutateAsync({
        provider: 'google',
        callbackURL: `/auth/callback?${back}`,
        errorCallbackURL: `${returnPath}?${back}`,
      });
      setLeaving(true);
      window.location.assign(url);
    } catch (error) {
      setNote({ kind: 'error', text: authErrorMessage(error, 'google') });
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <Button
        className="btn-outline w-full"
        loading={start.isPending || leaving}
        onClick={() => void onClick()}
        aria-describedby={note ? noteId : undefined}
      >
        {!(start.isPending || leaving) && <GoogleMark />}
        GOOGLE SIGN IN
      </Button>
      <div id={noteId} className="text-center">
        <p role="status" className="text-sm text-muted empty:hidden">
          {note?.kind === 'info' ? note.text : null}
        </p>
        <FormAlert message={note?.kind === 'error' ? note.text : null} />
      </div>
    </div>
  );
}
