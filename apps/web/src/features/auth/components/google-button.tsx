import { pageHref } from '@tgde/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { useT } from '../../../i18n/i18n-context';
import { authConfigQueryOptions, useAuthConfig } from '../api/get-auth-config';
import { useSignInSocial } from '../api/sign-in-social';
import { authErrorMessage } from '../lib/auth-error-message';

/** A plain "G" badge of our own: the product ships no artwork it did not make. */
function GoogleMark() {
  return (
    <span
      aria-hidden="true"
      className="inline-flex size-5 items-center justify-center rounded-full border border-current text-xs font-bold"
    >
      G
    </span>
  );
}

/**
 * 'GOOGLE SIGN IN' on the login and register pages. The server answers the provider's address; the
 * browser goes there and comes back to /auth/callback (which finishes the sign-in and goes on to
 * `redirectTo`), or to `returnPath?error=…` when it failed. Without Google keys on the server the
 * button says so and does nothing else.
 */
export function GoogleButton({ redirectTo, returnPath }: { redirectTo: string; returnPath: string }) {
  const { t, sentence } = useT();
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
        setNote({ kind: 'info', text: t('Google sign-in is not configured on this server.') });
        return;
      }
      const back = `redirect=${encodeURIComponent(redirectTo)}`;
      const { url } = await start.mutateAsync({
        provider: 'google',
        callbackURL: `${pageHref('googleCallback')}?${back}`,
        errorCallbackURL: `${returnPath}?${back}`,
      });
      setLeaving(true);
      window.location.assign(url);
    } catch (error) {
      setNote({ kind: 'error', text: sentence(authErrorMessage(error, 'google')) });
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
        {t('GOOGLE SIGN IN')}
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
