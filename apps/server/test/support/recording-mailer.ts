import type { MailMessage, Mailer } from '../../src/infra/mail/mailer';

/**
 * Our Mailer seam, recording instead of sending: tests read verification and reset links from it.
 * `next(to)` waits for the next mail to that address (mail may be sent after the answer).
 */
export class RecordingMailer implements Mailer {
  readonly sent: MailMessage[] = [];
  private waiting: {
    to: string;
    match: (mail: MailMessage) => boolean;
    resolve: (mail: MailMessage) => void;
  }[] = [];
  private taken = new Set<MailMessage>();

  async send(message: MailMessage): Promise<void> {
    this.sent.push(message);
    const index = this.waiting.findIndex((w) => w.to === message.to.toLowerCase() && w.match(message));
    if (index >= 0) {
      const [waiter] = this.waiting.splice(index, 1);
      this.taken.add(message);
      waiter?.resolve(message);
    }
  }

  /**
   * The oldest mail to `to` (whose subject contains `subject`, if given) not handed out yet, or the
   * next one to arrive (5 s at most).
   */
  next(to: string, subject = ''): Promise<MailMessage> {
    const address = to.toLowerCase();
    const match = (m: MailMessage) => m.subject.includes(subject);
    const ready = this.sent.find((m) => m.to.toLowerCase() === address && match(m) && !this.taken.has(m));
    if (ready) {
      this.taken.add(ready);
      return Promise.resolve(ready);
    }
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`No mail to ${to} within 5 s`)), 5000);
      this.waiting.push({
        to: address,
        match,
        resolve: (mail) => {
          clearTimeout(timer);
          resolve(mail);
        },
      });
    });
  }

  /** All mail to `to` so far. */
  to(address: string): MailMessage[] {
    return this.sent.filter((m) => m.to.toLowerCase() === address.toLowerCase());
  }
}

/** The token of the first link in the mail that leads to `path` on the public site. */
export function tokenFromMail(mail: MailMessage, path: string): string {
  const match = mail.text.match(/https?:\/\/\S+/g)?.find((url) => new URL(url).pathname === path);
  if (!match) throw new Error(`No link to ${path} in:\n${mail.text}`);
  const token = new URL(match).searchParams.get('token');
  if (!token) throw new Error(`The link ${match} has no token`);
  return token;
}
