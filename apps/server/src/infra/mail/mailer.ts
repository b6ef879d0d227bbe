/** One outgoing e-mail: always both a plain-text and an HTML body. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * The seam between the product and the mail system: SMTP when configured, the outbox folder
 * otherwise, and a recording mailer in tests.
 */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
