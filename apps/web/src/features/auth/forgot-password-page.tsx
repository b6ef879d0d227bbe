import { zodResolver } from '@hookform/resolvers/zod';
import { emailField, messages } from '@tgde/contracts';
import { useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { Button } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/form-alert';
import { FormField } from '../../components/ui/form-field';
import { notify } from '../../lib/notify';
import { useRequestPasswordReset } from './api/request-password-reset';
import { AuthCard } from './components/auth-card';
import { authErrorMessage } from './lib/auth-error-message';

const schema = z.object({ email: emailField });
type Values = z.infer<typeof schema>;

/**
 * /resetPassword (SPEC.md §2): asks for the mail with a reset link. The answer is 'Sent email'
 * whether or not the address has an account (the server does not say), then on to /login.
 */
export function ForgotPasswordPage() {
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
      notify.success('Sent email');
      await navigate('/login');
    } catch (error) {
      setFormError(authErrorMessage(error, 'reset-request'));
    }
  };

  // SPEC.md §2: an empty address is also a toast, in the old product's words.
  const onInvalid = (invalid: FieldErrors<Values>) => {
    if (invalid.email?.message === messages.emailRequired) notify.error('please enter your email address');
  };

  return (
    <AuthCard
      title="Password Reset"
      heading="Reset your password"
      intro="Enter the e-mail address of your account and we will send you a link to choose a new password."
      footer={
        <Link to="/login" className="link link-primary font-semibold">
          Back to login
        </Link>
      }
    >
      <form
        noValidate
        onSubmit={(event) => void handleSubmit(onSubmit, onInvalid)(event)}
        className="flex flex-col gap-4"
      >
        <FormField label="Email" error={errors.email?.message}>
          {(control) => (
            <input
              {...control}
              {...register('email')}
              type="email"
              autoComplete="email"
              placeholder="you@example.com"
              className="input w-full aria-invalid:input-error"
            />
          )}
        </FormField>
        <FormAlert message={formError} />
        <Button type="submit" loading={isSubmitting} className="btn-primary w-full">
          Reset Password
        </Button>
      </form>
    </AuthCard>
  );
}
