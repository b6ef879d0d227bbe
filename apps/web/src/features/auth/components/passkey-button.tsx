import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { useT } from '../../../i18n/i18n-context';
import { ApiError } from '../../../lib/api';
import { type AuthUserAnswer } from '../api/sign-in-email';
import { useSignInWithPasskey } from '../api/sign-in-second-step';
import { authErrorMessage } from '../lib/auth-error-message';

/** "Sign in with a passkey": the browser lets the person pick one of their passkeys for this site. */
export function PasskeyButton({ onSignedIn }: { onSignedIn: (answer: AuthUserAnswer) => Promise<void> }) {
  const { t } = useT();
  const signIn = useSignInWithPasskey();
  const [error, setError] = useState<string | null>(null);
  const [finishing, setFinishing] = useState(false);

  const onClick = async () => {
    setError(null);
    setFinishing(true);
    try {
      await onSignedIn(await signIn.mutateAsync());
    } catch (failure) {
      // The browser's own refusal (cancelled, no passkey for this site) is no server sentence.
      setError(
        failure instanceof ApiError || !(failure instanceof Error)
          ? authErrorMessage(failure, 'passkey')
          : t('No passkey was used. Try again, or sign in with your password.'),
      );
      setFinishing(false);
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <Button type="button" className="btn-outline w-full" onClick={() => void onClick()} loading={finishing}>
        {t('Sign in with a passkey')}
      </Button>
      <FormAlert message={error} />
    </div>
  );
}
