import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { useT } from '../../../i18n/i18n-context';
import { ApiError } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { useSendVerificationEmail } from '../api/send-verification-email';
import { authErrorMessage } from '../lib/auth-error-message';

/**
 * 'Send Verification Email Again': a new mail with a new link, and the toast
 * 'Sent email'. If the address turns out to be verified already, `onAlreadyVerified` lets the
 * page catch up.
 */
export function ResendVerificationButton({
  email,
  onAlreadyVerified,
  className = 'btn-primary',
}: {
  email: string;
  onAlreadyVerified: () => void;
  className?: string;
}) {
  const { t } = useT();
  const send = useSendVerificationEmail();
  const [error, setError] = useState<string | null>(null);

  const onClick = async () => {
    setError(null);
    try {
      await send.mutateAsync(email);
      notify.success(t('Sent email'));
    } catch (failure) {
      if (failure instanceof ApiError && failure.code === 'EMAIL_ALREADY_VERIFIED') {
        onAlreadyVerified();
        return;
      }
      setError(authErrorMessage(failure, 'resend'));
    }
  };

  return (
    <div className="flex flex-col items-center gap-2">
      <Button className={className} loading={send.isPending} onClick={() => void onClick()}>
        {t('Send Verification Email Again')}
      </Button>
      <FormAlert message={error} />
    </div>
  );
}
