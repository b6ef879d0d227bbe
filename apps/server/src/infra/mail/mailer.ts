/** One outgoing e-mail: always both a plain-text and an HTML body. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Files sent along (a booking's calendar entry); nodemailer takes them as they are. */
  attachments?: MailAttachment[];
  /**
   * The Message-ID header, `<…@domain>`; omitted, nodemailer makes one up. A queued mail carries
   * one made from its job, the same for every attempt: when the mail server accepted a mail but the
   * process died before it could record that, the mail goes out again, and mailboxes keep one of
   * two messages with the same Message-ID.
   */
  messageId?: string;
}

export interface MailAttachment {
  filename: string;
  /** Text (a calendar file) or bytes (a PDF). */
  content: string | Buffer;
  /** MIME type, with parameters: `text/calendar; charset=utf-8; method=PUBLISH`. */
  contentType: string;
}

/**
 * The seam between the product and the mail system: SMTP when configured, the outbox folder
 * otherwise, and a recording mailer in tests.
 */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
