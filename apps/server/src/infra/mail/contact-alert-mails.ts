import { pages } from '@tgde/contracts';
import type { DbOrTx } from '../../db/client';
import type { MailMessage } from './mailer';
import type { MailQueue } from './mail-queue';
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
 * Tells every admin of a new contact message, so nobody has to keep looking at the inbox: one mail
 * each (no admin's address is shown to the others), queued in the transaction that stores the
 * message.
 */
export function contactAlerts(
  queue: Pick<MailQueue, 'message'>,
  publicUrl: string,
  admins: (db: DbOrTx) => Promise<Admin[]>,
): (db: DbOrTx, message: NewContactMessage) => Promise<void> {
  return async (db, message) => {
    const url = `${publicUrl}${pages.notification.path.replace(':id', encodeURIComponent(message.id))}`;
    for (const admin of await admins(db)) await queue.message(db, contactAlertMail(admin, message, url));
  };
}
