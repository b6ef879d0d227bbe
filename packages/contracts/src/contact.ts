import { z } from 'zod';
import { emailField, messages, requiredText } from './rules';

/** The home page's 'Stay connected with us' form, as the visitor fills it in. */
export const contactFormSchema = z.object({
  senderEmail: emailField,
  subject: requiredText(messages.subjectRequired, 200),
  body: requiredText(messages.messageRequired, 5000),
});
export type ContactForm = z.infer<typeof contactFormSchema>;

/** POST /api/email: the form plus the old clients' `unread: true`, which the server sets itself anyway. */
export const sendEmailRequestSchema = contactFormSchema.extend({
  unread: z.literal(true).optional(),
});
export type SendEmailRequest = z.infer<typeof sendEmailRequestSchema>;
