import { createTransport } from 'nodemailer';
import type { Mailer } from './mailer';

/** Sends through the operator's SMTP server (SMTP_URL: smtp://host:port or smtps://user:pass@host:port). */
export function smtpMailer(smtpUrl: string, from: string): Mailer & { close(): void } {
  const transport = createTransport({
    url: smtpUrl,
    // One connection kept open for the job worker's mails, one after the other: opening a new one
    // for each mail costs a handshake each time (about 100 ms against a local server).
    pool: true,
    maxConnections: 1,
    // A stuck mail server must not hold a sign-up or reset request open for minutes.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
    close: () => transport.close(),
  };
}
