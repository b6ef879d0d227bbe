import { localizedPath, RESET_PASSWORD_PATH, VERIFY_EMAIL_PATH, type Locale } from '@tgde/contracts';
import { APIError } from 'better-auth/api';
import type { MailMessage } from '../infra/mail/mailer';
import { passwordResetMail, verificationMail } from '../infra/mail/templates';

interface Recipient {
  email: string;
  name: string;
  emailVerified: boolean;
}

/**
 * The identity mails. Their links open pages of the web app (not better-auth's own endpoints), which
 * then call the API with the token: the page can explain what happened and what to do next. They are
 * queued (`send` writes the mail job); the job worker sends them, retrying while the mail server is
 * unreachable, so the answer does not wait for the mail server. Each is written in `locale`, the
 * language of the request that asks for it, and its link opens the page in that language.
 */
export function authMails(
  send: (message: MailMessage) => Promise<void>,
  publicUrl: string,
  logError: (message: string, error: unknown) => void,
) {
  const link = (path: string, token: string, locale: Locale) =>
    `${publicUrl}${localizedPath(path, locale)}?token=${encodeURIComponent(token)}`;

  async function queue(kind: string, mail: MailMessage): Promise<void> {
    try {
      await send(mail);
    } catch (error) {
      logError(`Could not queue the ${kind} e-mail`, error);
      // A sentence for the person waiting for the mail; sign-up only logs it (better-auth catches it).
      throw new APIError('SERVICE_UNAVAILABLE', {
        message: 'We could not send the e-mail just now. Please try again in a few minutes.',
        code: 'MAIL_NOT_SENT',
      });
    }
  }

  return {
    sendVerification: (user: Recipient, token: string, locale: Locale) =>
      queue(
        'verification',
        verificationMail({ to: user.email, url: link(VERIFY_EMAIL_PATH, token, locale) }, locale),
      ),
    sendPasswordReset: (user: Recipient, token: string, locale: Locale) =>
      queue(
        'password reset',
        passwordResetMail(
          {
            to: user.email,
            // Only an owner who proved the address is greeted with the account's name.
            name: user.emailVerified ? user.name : null,
            url: link(RESET_PASSWORD_PATH, token, locale),
          },
          locale,
        ),
      ),
  };
}
