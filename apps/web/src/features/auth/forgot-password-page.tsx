import { emailField, messages, pages, pageHref } from '@tgde/contracts';
import { useState } from 'react';
import { type FieldErrors } from 'react-hook-form';
import { useNavigate } from '../../lib/router';
import { z } from 'zod';
import { FormAlert } from '../../components/ui/form-alert';
import { useT } from '../../i18n/i18n-context';
import { notify } from '../../lib/notify';
import { useApiForm } from '../../lib/use-api-form';
import { useRequestPasswordReset } from './api/request-password-reset';
import { AuthCard } from './components/auth-card';
import { AuthFooterLink } from './components/auth-footer-link';
import { AuthForm } from './components/auth-form';
import { AuthSubmitButton } from './components/auth-submit-button';
import { EmailField } from './components/credential-fields';
import { authErrorMessage } from './lib/auth-error-message';

const schema = z.object({ email: emailField });
type Values = z.infer<typeof schema>;

/**
 * /resetPassword: asks for the mail with a reset link. The answer is 'Sent email'
 * whether or not the address has an account (the server does not say), then on to /login.
 */
export function ForgotPasswordPage() {
  const { t } = useT();
  const navigate = useNavigate();
  const requestReset = useRequestPasswordReset();
  const [formError, setFormError] = useState<string | null>(null);
  // An empty address is also a toast, in the old product's words.
  const onInvalid = (invalid: FieldErrors<Values>) => {
    if (invalid.email?.message === messages.emailRequired) notify.error(t('please enter your email address'));
  };
  const {
    register,
    onSubmit,
    formState: { errors, isSubmitting },
  } = useApiForm<Values, Values, void>({
    schema,
    defaultValues: { email: '' },
    submit: async ({ email }) => {
      setFormError(null);
      await requestReset.mutateAsync(email);
    },
    successToast: () => t('Sent email'),
    onSuccess: () => navigate(pageHref('login')),
    onError: (error) => setFormError(authErrorMessage(error, 'reset-request')),
    onInvalid,
  });

  return (
    <AuthCard
      title={pages.forgotPassword.title}
      heading={t('Reset your password')}
      intro={t(
        'Enter the e-mail address of your account and we will send you a link to choose a new password.',
      )}
      footer={<AuthFooterLink to={pageHref('login')}>{t('Back to login')}</AuthFooterLink>}
    >
      <AuthForm onSubmit={onSubmit}>
        <EmailField registration={register('email')} error={errors.email?.message} />
        <FormAlert message={formError} />
        <AuthSubmitButton submitting={isSubmitting}>{t('Reset Password')}</AuthSubmitButton>
      </AuthForm>
    </AuthCard>
  );
}
