import { pages, signUpFormSchema, type SignUpForm, pageHref } from '@tgde/contracts';
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from '../../lib/router';
import { useT } from '../../i18n/i18n-context';
import { useSession } from '../../session/session';
import { CheckboxField } from '../../components/ui/checkbox-field';
import { FormAlert } from '../../components/ui/form-alert';
import { FormField } from '../../components/ui/form-field';
import { NewTabLink } from '../../components/ui/new-tab-link';
import { safeRedirectTarget } from '../../lib/redirect-target';
import { useApiForm } from '../../lib/use-api-form';
import { useSignUpEmail } from './api/sign-up-email';
import { AuthCard } from './components/auth-card';
import { AuthDivider } from './components/auth-divider';
import { AuthFooterLink } from './components/auth-footer-link';
import { AuthForm } from './components/auth-form';
import { AuthSubmitButton } from './components/auth-submit-button';
import { EmailField, PasswordField } from './components/credential-fields';
import { GoogleButton } from './components/google-button';
import { authErrorMessage, authMessages } from './lib/auth-error-message';
import { googleReturnError } from './lib/google-error-message';

/** After registering the traveller goes to the dashboard, which asks to verify the address first. */
const AFTER_SIGN_UP = pageHref('profile');

/** /register: 'SIGN UP' with name, e-mail, password and the terms. */
export function RegisterPage() {
  const { t } = useT();
  const session = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const googleTarget = safeRedirectTarget(params.get('redirect'), AFTER_SIGN_UP);
  const signUp = useSignUpEmail();
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [formError, setFormError] = useState(() => googleReturnError(params));

  const {
    register,
    onSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useApiForm<SignUpForm, SignUpForm, void>({
    schema: signUpFormSchema,
    defaultValues: { name: '', email: '', password: '' },
    submit: async (values) => {
      setFormError(null);
      const answer = await signUp.mutateAsync(values);
      await session.completeSignIn({ remember: true, who: { ...answer.user, token: answer.token } });
    },
    successToast: () => t('Welcome to Travel Guide DE! Please open the link in the e-mail we sent you.'),
    onSuccess: () => navigate(AFTER_SIGN_UP, { replace: true }),
    serverFields: ['name', 'email', 'password'],
    onError: (error, fieldsShown) => {
      const message = authErrorMessage(error, 'sign-up');
      if (message === authMessages.emailInUse) setError('email', { message }, { shouldFocus: true });
      else if (!fieldsShown) setFormError(message);
    },
  });

  if (session.status === 'signed-in' && !isSubmitting) return <Navigate to={AFTER_SIGN_UP} replace />;

  return (
    <AuthCard
      title={pages.register.title}
      heading={t('SIGN UP')}
      intro={t('Create your free account to book tours, share photos and write reviews.')}
      footer={
        <>
          {t('Already have an account?')}{' '}
          <AuthFooterLink to={pageHref('login')}>{t('Log in')}</AuthFooterLink>
        </>
      }
    >
      <AuthForm onSubmit={onSubmit}>
        <FormField label={t('Name')} error={errors.name?.message}>
          {(control) => (
            <input
              {...control}
              {...register('name')}
              type="text"
              autoComplete="name"
              placeholder={t('Your name')}
              className="input w-full aria-invalid:input-error"
            />
          )}
        </FormField>
        <EmailField registration={register('email')} error={errors.email?.message} />
        <PasswordField
          label={t('Password')}
          hint={t('At least 6 characters.')}
          autoComplete="new-password"
          registration={register('password')}
          error={errors.password?.message}
        />
        <CheckboxField
          // In a new tab, so that what is typed here stays; a click on the link does not tick the box.
          label={
            <>
              {t('I accept the')}{' '}
              {/* NewTabLink takes the English address and opens it in the page's language (/de/agb). */}
              <NewTabLink href={pages.terms.path} className="link link-primary">
                {t('terms and conditions of Travel Guide DE')}
              </NewTabLink>
            </>
          }
          checked={termsAccepted}
          onChange={(event) => setTermsAccepted(event.target.checked)}
        />
        <FormAlert message={formError} />
        <AuthSubmitButton
          submitting={isSubmitting}
          disabled={!termsAccepted}
          aria-describedby={termsAccepted ? undefined : 'register-terms-hint'}
        >
          {t('Sign Up')}
        </AuthSubmitButton>
        {!termsAccepted && (
          <p id="register-terms-hint" className="-mt-2 text-center text-xs text-muted">
            {t('Tick the box above to accept the terms first.')}
          </p>
        )}
      </AuthForm>
      <AuthDivider />
      <GoogleButton redirectTo={googleTarget} returnPath={pageHref('register')} />
    </AuthCard>
  );
}
