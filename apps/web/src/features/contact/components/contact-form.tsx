import { contactFormSchema, type ContactForm as ContactFormValues } from '@tgde/contracts';
import { useT } from '../../../i18n/i18n-context';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { ApiError } from '../../../lib/api';
import { FormRefusal, useApiForm } from '../../../lib/use-api-form';
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
    onSubmit,
    formState: { errors, isSubmitting },
  } = useApiForm({
    schema: contactFormSchema,
    defaultValues: EMPTY,
    submit: async (values: ContactFormValues) => {
      const answer = await sendMessage.mutateAsync(values);
      if (!answer?.insertedId) throw new FormRefusal(t('Failed to send email'));
      return answer;
    },
    successToast: () => t('Email send Successfully'),
    onSuccess: (_answer, _values, form) => form.reset(EMPTY),
    errorToast: (error) => {
      // The server words its refusals for people (bad field, too many messages a minute).
      const reason = error instanceof ApiError && error.body ? error.body.message : null;
      return reason ? t('Failed to send email. {reason}', { reason }) : t('Failed to send email');
    },
    serverFields: ['senderEmail', 'subject', 'body'],
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-5">
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
