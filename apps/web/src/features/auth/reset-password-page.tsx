import { pages } from '@tgde/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from '../../lib/router';
import { useSession } from '../../session/session';
import { FormAlert } from '../../components/ui/form-alert';
import { useT } from '../../i18n/i18n-context';
import { ApiError } from '../../lib/api';
import { notify } from '../../lib/notify';
import { useResetPassword } from './api/reset-password';
import { AuthCard } from './components/auth-card';
import { AuthFooterLink } from './components/auth-footer-link';
import { AuthForm } from './components/auth-form';
import { AuthSubmitButton } from './components/auth-submit-button';
import { PasswordField } from './components/credential-fields';
import { authErrorMessage } from './lib/auth-error-message';
import { showServerFieldErrors } from '../../lib/form-errors';
import { newPasswordSchema, type NewPasswordForm } from './lib/new-password-schema';

function MissingToken() {
  const { t } = useT();
  return (
    <AuthCard title={pages.resetPassword.title} heading={t('Choose a new password')}>
      <div role="alert" className="flex flex-col gap-4 text-center">
        <p>
          {t(
            'This page needs the link from your password reset e-mail, and this address has no reset code in it. Open the link from the e-mail again, or ask for a new one.',
          )}
        </p>
        <Link to="/resetPassword" className="btn btn-primary">
          {t('Ask for a new link')}
        </Link>
      </div>
    </AuthCard>
  );
}

/**
 * /reset-password?token=… (the link in the reset mail): the new password, typed twice. Afterwards
 * the server has ended every session of the account, this browser's too; the user logs in again.
 */
export function ResetPasswordPage() {
  const { t } = useT();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const session = useSession();
  const reset = useResetPassword();
  const [formError, setFormError] = useState<string | null>(null);
  const [linkDead, setLinkDead] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordForm>({
    resolver: zodResolver(newPasswordSchema),
    reValidateMode: 'onChange',
    defaultValues: { newPassword: '', confirmPassword: '' },
  });

  if (!token) return <MissingToken />;

  const onSubmit = async ({ newPassword }: NewPasswordForm) => {
    setFormError(null);
    try {
      await reset.mutateAsync({ token, newPassword });
      // The reset ended this browser's session too (if it had one): forget it here as well.
      if (session.user) await session.signOut();
      notify.success(t('Your password has been changed. Please log in with your new password.'));
      navigate('/login', { replace: true });
    } catch (error) {
      const message = authErrorMessage(error, 'reset');
      const tooShort = error instanceof ApiError && error.code === 'PASSWORD_TOO_SHORT';
      if (tooShort) setError('newPassword', { message }, { shouldFocus: true });
      // A password the server refuses by its own rules (one of the most common ones) is named.
      else if (!showServerFieldErrors(error, setError, ['newPassword'], { focus: true }))
        setFormError(message);
      setLinkDead(
        error instanceof ApiError && (error.code === 'INVALID_TOKEN' || error.code === 'TOKEN_EXPIRED'),
      );
    }
  };

  return (
    <AuthCard
      title={pages.resetPassword.title}
      heading={t('Choose a new password')}
      intro={t('Pick a password with at least 6 characters. Afterwards you log in with it on every device.')}
      footer={<AuthFooterLink to="/login">{t('Back to login')}</AuthFooterLink>}
    >
      <AuthForm onSubmit={handleSubmit(onSubmit)}>
        <PasswordField
          label={t('New password')}
          autoComplete="new-password"
          registration={register('newPassword')}
          error={errors.newPassword?.message}
        />
        <PasswordField
          label={t('Confirm new password')}
          autoComplete="new-password"
          registration={register('confirmPassword')}
          error={errors.confirmPassword?.message}
        />
        <FormAlert message={formError} />
        {linkDead && (
          <Link to="/resetPassword" className="btn btn-outline btn-primary w-full">
            {t('Ask for a new link')}
          </Link>
        )}
        <AuthSubmitButton submitting={isSubmitting}>{t('Save new password')}</AuthSubmitButton>
      </AuthForm>
    </AuthCard>
  );
}
