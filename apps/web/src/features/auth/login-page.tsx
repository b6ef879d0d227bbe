import { pages, passwordField, signInFormSchema, type SignInForm, pageHref } from '@tgde/contracts';
import { useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from '../../lib/router';
import { useT } from '../../i18n/i18n-context';
import { useSession } from '../../session/session';
import { CheckboxField } from '../../components/ui/checkbox-field';
import { FormAlert } from '../../components/ui/form-alert';
import { redirectTargetOf } from '../../lib/redirect-target';
import { useApiForm } from '../../lib/use-api-form';
import { useSignInEmail, type AuthUserAnswer } from './api/sign-in-email';
import { needsSecondFactor } from './api/sign-in-second-step';
import { AuthCard } from './components/auth-card';
import { AuthDivider } from './components/auth-divider';
import { AuthFooterLink } from './components/auth-footer-link';
import { AuthForm } from './components/auth-form';
import { AuthSubmitButton } from './components/auth-submit-button';
import { EmailField, PasswordField } from './components/credential-fields';
import { GoogleButton } from './components/google-button';
import { PasskeyButton } from './components/passkey-button';
import { TwoFactorStep } from './components/two-factor-step';
import { authErrorMessage } from './lib/auth-error-message';
import { googleReturnError } from './lib/google-error-message';

// The login form checks the password with registration's rules too ('Must be 6 character or
// longer'); no account can have a shorter password, so nothing valid is refused.
const loginSchema = signInFormSchema.extend({ password: passwordField });

/** /login: 'SIGN IN', then back to the page the visitor came from, else home. */
export function LoginPage() {
  const { t } = useT();
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const target = redirectTargetOf(params, location.state);
  const registerLink = params.has('redirect')
    ? `${pageHref('register')}?redirect=${encodeURIComponent(target)}`
    : pageHref('register');
  const signIn = useSignInEmail();
  const [formError, setFormError] = useState(() => googleReturnError(params));
  // Set while the password was right and the account's second factor is asked for.
  const [secondStep, setSecondStep] = useState<{ remember: boolean } | null>(null);
  const [finishing, setFinishing] = useState(false);

  /** Every way in ends the same: the session's token is kept and the visitor goes on. */
  const finishSignIn = async (answer: AuthUserAnswer, remember: boolean) => {
    setFinishing(true);
    try {
      await session.completeSignIn({ remember, who: { ...answer.user, token: answer.token } });
      navigate(target, { replace: true });
    } finally {
      setFinishing(false);
    }
  };

  const {
    register,
    onSubmit,
    formState: { errors, isSubmitting },
  } = useApiForm<SignInForm, SignInForm, void>({
    schema: loginSchema,
    defaultValues: { email: '', password: '', rememberMe: false },
    submit: async (values) => {
      setFormError(null);
      const answer = await signIn.mutateAsync(values);
      if (needsSecondFactor(answer)) {
        setSecondStep({ remember: Boolean(values.rememberMe) });
        return;
      }
      await finishSignIn(answer, Boolean(values.rememberMe));
    },
    onError: (error) => setFormError(authErrorMessage(error, 'sign-in')),
  });

  // Already signed in (another tab, the Back button): nothing to do here. Not while submitting,
  // when the handler below navigates itself.
  if (session.status === 'signed-in' && !isSubmitting && !finishing) return <Navigate to={target} replace />;

  return (
    <AuthCard
      title={pages.login.title}
      heading={t('SIGN IN')}
      intro={t('Welcome back! Log in to book tours, share photos and manage your trips.')}
      footer={
        <>
          {t('New to Travel Guide DE?')}{' '}
          <AuthFooterLink to={registerLink}>{t('Create an account')}</AuthFooterLink>
        </>
      }
    >
      {secondStep ? (
        <TwoFactorStep
          onSignedIn={(answer) => finishSignIn(answer, secondStep.remember)}
          onRestart={() => setSecondStep(null)}
        />
      ) : (
        <>
          <AuthForm onSubmit={onSubmit}>
            <EmailField registration={register('email')} error={errors.email?.message} />
            <PasswordField
              label={t('Password')}
              autoComplete="current-password"
              registration={register('password')}
              error={errors.password?.message}
            />
            <div className="flex flex-wrap items-center justify-between gap-3">
              <CheckboxField label={t('Remember me')} {...register('rememberMe')} />
              <Link to={pageHref('forgotPassword')} className="link link-primary text-sm">
                {t('Forgot your password?')}
              </Link>
            </div>
            <FormAlert message={formError} />
            <AuthSubmitButton submitting={isSubmitting}>{t('Login')}</AuthSubmitButton>
          </AuthForm>
          <AuthDivider />
          <GoogleButton redirectTo={target} returnPath={pageHref('login')} />
          <PasskeyButton onSignedIn={(answer) => finishSignIn(answer, true)} />
        </>
      )}
    </AuthCard>
  );
}
