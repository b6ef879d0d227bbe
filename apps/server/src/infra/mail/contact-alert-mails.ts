import { pages } from '@tgde/contracts';
import type { Mailer, MailMessage } from './mailer';
import { compose, greetingName } from './templates';

/** What an alert tells of a contact message: never its body, which stays in the inbox. */
export interface NewContactMessage {
  id: string;
  subject: string;
  senderEmail: string;
}

export interface Admin {
  name: string;
  email: string;
}

/** A visitor's words on one line and of a length that fits a subject line. */
function oneLine(text: string, max: number): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max)}…` : line;
}

export function contactAlertMail(admin: Admin, message: NewContactMessage, url: string): MailMessage {
  const subject = oneLine(message.subject, 100);
  return compose(admin.email, {
    subject: `New message: ${subject}`,
    greeting: `Hello ${greetingName(admin.name)},`,
    lines: [
      'A visitor wrote to us through the contact form.',
      `From: ${message.senderEmail}`,
      `Subject: ${subject}`,
      'The message itself is in the inbox on the dashboard.',
    ],
    action: { label: 'Read the message', url },
    footnote: 'You get this e-mail because you are an administrator of Travel Guide DE.',
  });
}

/**
 * Tells every admin of a new contact message, so nobody has to keep looking at the inbox. A
 * courtesy like the booking mails: the message is stored already, so a failure (finding the admins,
 * or a mail) is logged and never reaches the visitor. Never throws.
 */
export function contactAlerts(
  mailer: Mailer,
  publicUrl: string,
  admins: () => Promise<Admin[]>,
  logError: (message: string, error: unknown) => void,
): (message: NewContactMessage) => Promise<void> {
  return async (message) => {
    const url = `${publicUrl}${pages.notification.path.replace(':id', encodeURIComponent(message.id))}`;
    let recipients: Admin[];
    try {
      recipients = await admins();
    } catch (error) {
      logError('Could not find the admins to tell of a new contact message', error);
      return;
    }
    // One mail each: no admin's address is shown to the others.
    await Promise.all(
      recipients.map(async (admin) => {
        try {
          await mailer.send(contactAlertMail(admin, message, url));
        } catch (error) {
          logError(`Could not send the new-message e-mail to ${admin.email}`, error);
        }
      }),
    );
  };
}
