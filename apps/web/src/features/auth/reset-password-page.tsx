import { pages, pageHref } from '@tgde/contracts';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from '../../lib/router';
import { useSession } from '../../session/session';
import { FormAlert } from '../../components/ui/form-alert';
import { useT } from '../../i18n/i18n-context';
import { ApiError } from '../../lib/api';
import { useApiForm } from '../../lib/use-api-form';
import { useResetPassword } from './api/reset-password';
import { AuthCard } from './components/auth-card';
import { AuthFooterLink } from './components/auth-footer-link';
import { AuthForm } from './components/auth-form';
import { AuthSubmitButton } from './components/auth-submit-button';
import { PasswordField } from './components/credential-fields';
import { authErrorMessage } from './lib/auth-error-message';
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
        <Link to={pageHref('forgotPassword')} className="btn btn-primary">
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
    onSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useApiForm<NewPasswordForm, NewPasswordForm, void>({
    schema: newPasswordSchema,
    defaultValues: { newPassword: '', confirmPassword: '' },
    submit: async ({ newPassword }) => {
      setFormError(null);
      await reset.mutateAsync({ token, newPassword });
      // The reset ended this browser's session too (if it had one): forget it here as well.
      if (session.user) await session.signOut();
    },
    successToast: () => t('Your password has been changed. Please log in with your new password.'),
    onSuccess: () => navigate(pageHref('login'), { replace: true }),
    // A password the server refuses by its own rules (one of the most common ones) is named.
    serverFields: ['newPassword'],
    focusServerErrors: true,
    onError: (error, fieldsShown) => {
      const message = authErrorMessage(error, 'reset');
      const tooShort = error instanceof ApiError && error.code === 'PASSWORD_TOO_SHORT';
      if (tooShort) setError('newPassword', { message }, { shouldFocus: true });
      else if (!fieldsShown) setFormError(message);
      setLinkDead(
        error instanceof ApiError && (error.code === 'INVALID_TOKEN' || error.code === 'TOKEN_EXPIRED'),
      );
    },
  });

  if (!token) return <MissingToken />;

  return (
    <AuthCard
      title={pages.resetPassword.title}
      heading={t('Choose a new password')}
      intro={t('Pick a password with at least 6 characters. Afterwards you log in with it on every device.')}
      footer={<AuthFooterLink to={pageHref('login')}>{t('Back to login')}</AuthFooterLink>}
    >
      <AuthForm onSubmit={onSubmit}>
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
          <Link to={pageHref('forgotPassword')} className="btn btn-outline btn-primary w-full">
            {t('Ask for a new link')}
          </Link>
        )}
        <AuthSubmitButton submitting={isSubmitting}>{t('Save new password')}</AuthSubmitButton>
      </AuthForm>
    </AuthCard>
  );
}
