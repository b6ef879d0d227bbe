import { type ContactForm, type InsertedAnswer, type SendEmailRequest } from '@tgde/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export function sendEmail(form: ContactForm): Promise<Partial<InsertedAnswer> | null> {
  const request: SendEmailRequest = { ...form, unread: true };
  return api.post<Partial<InsertedAnswer> | null>('/email', request);
}

export function useSendEmail() {
  return useMutation({ mutationFn: sendEmail });
}
