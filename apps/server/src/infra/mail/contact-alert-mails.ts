import { pageHref, type Locale } from '@tgde/contracts';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { translate } from '../i18n/server-i18n';
import type { MailQueue } from './mail-queue';
import { declareMail, greeting } from './declare-mail';

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

/** The alert to one admin of one contact message; `url` opens the message on the dashboard. */
export const contactAlertMail = declareMail<{ admin: Admin; message: NewContactMessage; url: string }>({
  id: 'contact-alert',
  job: 'sealed',
  subject: ({ message }, locale) =>
    translate(locale, 'New message: {subject}', { subject: oneLine(message.subject, 100) }),
  letter: ({ admin, message, url }, locale) => ({
    to: admin.email,
    greeting: greeting(locale, admin.name),
    lines: [
      translate(locale, 'A visitor wrote to us through the contact form.'),
      translate(locale, 'From: {sender}', { sender: message.senderEmail }),
      translate(locale, 'Subject: {subject}', { subject: oneLine(message.subject, 100) }),
      translate(locale, 'The message itself is in the inbox on the dashboard.'),
    ],
    action: { label: translate(locale, 'Read the message'), url },
    footnote: translate(locale, 'You get this e-mail because you are an administrator of Travel Guide DE.'),
  }),
});

/** What the alerts of a contact message are about: erasing the message erases its alerts. */
export function aboutContactMessage(id: string): string {
  return `notification:${id}`;
}

/** The language the admin last signed in or booked in. */
async function adminLocale(db: DbOrTx, email: string): Promise<Locale> {
  const [user] = await db.select({ locale: users.locale }).from(users).where(eq(users.email, email)).limit(1);
  return user?.locale ?? 'en';
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
    for (const admin of await admins(db)) {
      const locale = await adminLocale(db, admin.email);
      const url = `${publicUrl}${pageHref('notification', { id: message.id }, locale)}`;
      await queue.message(
        db,
        contactAlertMail({ admin, message, url }, locale),
        aboutContactMessage(message.id),
      );
    }
  };
}
