import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { EmailText } from '../../../components/ui/email-text';
import { PageTitle } from '../../../components/ui/page-title';
import { useT } from '../../../i18n/i18n-context';
import { ResendVerificationButton } from './resend-verification-button';

/** Stands for the e-mail address in the translated sentence, which is split around it. */
const EMAIL_SLOT = '\u0000';

function EnvelopeIllustration() {
  return (
    <svg viewBox="0 0 96 72" width="96" height="72" aria-hidden="true" className="mx-auto">
      <rect x="4" y="10" width="88" height="58" rx="8" fill="#e3e9e8" />
      <path d="M8 16l40 28 40-28" fill="none" stroke="#0f4c5c" strokeWidth="5" strokeLinejoin="round" />
      <circle cx="80" cy="14" r="12" fill="#f6c453" />
      <path d="M80 8v7M80 19v1" stroke="#1f2937" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/**
 * Shown instead of a page that needs a verified address, with the two ways on: a new
 * mail, or "I have verified it" after opening the link elsewhere (another tab, the phone).
 */
export function UnverifiedCard({
  email,
  onCheckAgain,
}: {
  email: string;
  /** Asks the server again; resolves with whether the address is verified now. */
  onCheckAgain: () => Promise<{ emailVerified: boolean } | null>;
}) {
  const { t } = useT();
  const [checking, setChecking] = useState(false);
  const [stillUnverified, setStillUnverified] = useState(false);

  const checkAgain = async () => {
    setChecking(true);
    try {
      const user = await onCheckAgain();
      setStillUnverified(Boolean(user && !user.emailVerified));
    } catch {
      setStillUnverified(true);
    } finally {
      setChecking(false);
    }
  };

  // The address sits inside the sentence, wherever the language puts it.
  const [sentBefore, sentAfter = ''] = t(
    'We sent a link to {email}. Open it to unlock bookings, the gallery and your dashboard.',
    { email: EMAIL_SLOT },
  ).split(EMAIL_SLOT);

  return (
    <div className="px-4 py-10 sm:py-16">
      <PageTitle page={t('Verify Your Email')} />
      <div className="card mx-auto max-w-lg bg-base-100 text-center shadow-md ring-1 ring-base-300">
        <div className="card-body items-center gap-4 p-6 sm:p-10">
          <EnvelopeIllustration />
          <h1 className="text-2xl font-bold text-error sm:text-3xl">{t('Your Email is not verified!!')}</h1>
          <p className="text-lg font-semibold">{t('Please Verify your email address')}</p>
          <p className="text-muted">
            {sentBefore}
            <span className="font-semibold text-base-content">
              <EmailText email={email} />
            </span>
            {sentAfter}
          </p>
          <ResendVerificationButton email={email} onAlreadyVerified={() => void checkAgain()} />
          <Button className="btn-ghost btn-sm" loading={checking} onClick={() => void checkAgain()}>
            {t('I have opened the link')}
          </Button>
          <p role="status" className="text-sm text-muted empty:hidden">
            {stillUnverified
              ? t('Your address is not verified yet. Please open the link in the newest e-mail.')
              : null}
          </p>
        </div>
      </div>
    </div>
  );
}
