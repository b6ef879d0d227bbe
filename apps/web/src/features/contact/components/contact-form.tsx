import { zodResolver } from '@hookform/resolvers/zod';
import { contactFormSchema, type ContactForm as ContactFormValues } from '@tgde/contracts';
import { useForm } from 'react-hook-form';
import { useT } from '../../../i18n/i18n-context';
import { notify } from '../../../lib/notify';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { ApiError } from '../../../lib/api';
import { showServerFieldErrors } from '../../../lib/form-errors';
import { useHydrated } from '../../../lib/use-hydrated';
import { useSendContactMessage } from '../api/send-contact-message';

const EMPTY: ContactFormValues = { senderEmail: '', subject: '', body: '' };

/** 'Email send Successfully' only when the answer carries insertedId, else a failure. */
export function ContactForm() {
  const { t } = useT();
  const sendMessage = useSendContactMessage();
  const hydrated = useHydrated();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(contactFormSchema),
    // Checked on submit, then re-checked on every change.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: EMPTY,
  });

  const onSubmit = async (values: ContactFormValues) => {
    try {
      const answer = await sendMessage.mutateAsync(values);
      if (answer?.insertedId) {
        notify.success(t('Email send Successfully'));
        reset(EMPTY);
      } else {
        notify.error(t('Failed to send email'));
      }
    } catch (error) {
      // The server words its refusals for people (bad field, too many messages a minute).
      const reason = error instanceof ApiError && error.body ? error.body.message : null;
      notify.error(reason ? t('Failed to send email. {reason}', { reason }) : t('Failed to send email'));
      showServerFieldErrors(error, setError, ['senderEmail', 'subject', 'body']);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)} className="flex flex-col gap-5">
      <FormField label={t('Email address')} error={errors.senderEmail?.message}>
        {(control) => (
          <input
            {...control}
            {...register('senderEmail')}
            type="email"
            autoComplete="email"
            placeholder={t('you@example.com')}
            className="input w-full aria-invalid:input-error"
          />
        )}
      </FormField>
      <FormField label={t('Subject')} error={errors.subject?.message}>
        {(control) => (
          <input
            {...control}
            {...register('subject')}
            type="text"
            placeholder={t('What is it about?')}
            className="input w-full aria-invalid:input-error"
          />
        )}
      </FormField>
      <FormField label={t('Message')} error={errors.body?.message}>
        {(control) => (
          <textarea
            {...control}
            {...register('body')}
            rows={6}
            placeholder={t('Tell us about your plans or questions')}
            className="textarea w-full aria-invalid:textarea-error"
          />
        )}
      </FormField>
      <Button
        type="submit"
        loading={isSubmitting}
        disabled={!hydrated}
        className="btn-primary self-start px-8"
      >
        {t('Submit')}
      </Button>
    </form>
  );
}
