import { z } from 'zod';

/**
 * A mail that did not go out at the first attempt, as the admins' Mail page lists it: still being
 * retried (`retrying`), or given up (`failed`, after a day of attempts or a refusal that retrying
 * cannot mend).
 */
export const mailProblemSchema = z
  .object({
    _id: z.string(),
    to: z.string(),
    subject: z.string(),
    status: z.enum(['retrying', 'failed']),
    attempts: z.number().int(),
    /** What the mail server (or the mail's making) answered last time. */
    lastError: z.string().nullable(),
    queuedAt: z.string().meta({ format: 'date-time' }),
    /** When a `retrying` mail is tried next; null once it failed. */
    nextAttemptAt: z.string().nullable().meta({ format: 'date-time' }),
  })
  .meta({ id: 'MailProblem' });
export type MailProblem = z.infer<typeof mailProblemSchema>;

/** GET /api/admin/mail: the mails with problems, newest first (up to this many). */
export const MAIL_PROBLEMS_LIMIT = 200;

export const mailRetriedMessage = 'The mail is queued again and goes out within a minute.';
export const mailNotFailedMessage = 'Only a mail that failed can be sent again; this one is not failed.';
