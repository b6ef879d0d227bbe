import { zodResolver } from '@hookform/resolvers/zod';
import { emailField, messages, pages } from '@tgde/contracts';
import { useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { useNavigate } from '../../lib/router';
import { z } from 'zod';
import { FormAlert } from '../../components/ui/form-alert';
import { useT } from '../../i18n/i18n-context';
import { notify } from '../../lib/notify';
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
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(schema),
    reValidateMode: 'onChange',
    defaultValues: { email: '' },
  });

  const onSubmit = async ({ email }: Values) => {
    setFormError(null);
    try {
      await requestReset.mutateAsync(email);
      notify.success(t('Sent email'));
      navigate('/login');
    } catch (error) {
      setFormError(authErrorMessage(error, 'reset-request'));
    }
  };

  // An empty address is also a toast, in the old product's words.
  const onInvalid = (invalid: FieldErrors<Values>) => {
    if (invalid.email?.message === messages.emailRequired) notify.error(t('please enter your email address'));
  };

  return (
    <AuthCard
      title={pages.forgotPassword.title}
      heading={t('Reset your password')}
      intro={t(
        'Enter the e-mail address of your account and we will send you a link to choose a new password.',
      )}
      footer={<AuthFooterLink to="/login">{t('Back to login')}</AuthFooterLink>}
    >
      <AuthForm onSubmit={handleSubmit(onSubmit, onInvalid)}>
        <EmailField registration={register('email')} error={errors.email?.message} />
        <FormAlert message={formError} />
        <AuthSubmitButton submitting={isSubmitting}>{t('Reset Password')}</AuthSubmitButton>
      </AuthForm>
    </AuthCard>
  );
}
