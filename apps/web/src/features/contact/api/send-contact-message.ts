import { type ContactForm, type InsertedAnswer, type SendEmailRequest } from '@tgde/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/**
 * POST /api/email: stores a visitor's message, unread, in the admins' inbox. Despite the address,
 * nothing is mailed.
 */
export function sendContactMessage(form: ContactForm): Promise<Partial<InsertedAnswer> | null> {
  const request: SendEmailRequest = { ...form, unread: true };
  return api.post<Partial<InsertedAnswer> | null>('/email', request);
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
