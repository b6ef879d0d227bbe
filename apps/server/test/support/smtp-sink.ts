import { decodeQuotedPrintable, startMailSink, type CaughtMail } from '../../../../e2e/support/mail';

export { decodeQuotedPrintable };

/*
 * The API tests' view of the real SMTP server on loopback that the browser tests use
 * (e2e/support/mail.ts): each mail handed out once, in the order it arrived.
 */

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The message as it came over the wire (headers and MIME parts). */
  raw: string;
  /** The raw message with quoted-printable soft breaks and escapes undone, for finding links. */
  decoded: string;
}

export interface SmtpSink {
  /** smtp://127.0.0.1:port, for SMTP_URL. */
  url: string;
  /** The oldest mail to `to` not handed out yet, or the next one to arrive (waits up to 5 s). */
  next(to: string): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** `smtpPort`: as startMailSink's. */
export async function startSmtpSink(options: { smtpPort?: number } = {}): Promise<SmtpSink> {
  const sink = await startMailSink(options);
  const taken = new Set<CaughtMail>();
  return {
    url: sink.url,
    async next(to) {
      const address = to.toLowerCase();
      const mail = await sink.waitFor(
        (m) => !taken.has(m) && m.to.some((t) => t.toLowerCase() === address),
        5000,
      );
      taken.add(mail);
      return {
        from: mail.from,
        to: mail.to.map((address) => address.toLowerCase()),
        raw: mail.raw,
        decoded: decodeQuotedPrintable(mail.raw),
      };
    },
    close: () => sink.close(),
  };
}

/** The token of the first link in a received mail that leads to `path` on the public site. */
export function tokenFromReceived(mail: ReceivedMail, path: string): string {
  const urls = mail.decoded.match(/https?:\/\/[^\s"'<>]+/g) ?? [];
  const url = urls.find((u) => new URL(u.replace(/&amp;/g, '&')).pathname === path);
  if (!url) throw new Error(`No link to ${path} in:\n${mail.decoded}`);
  const token = new URL(url.replace(/&amp;/g, '&')).searchParams.get('token');
  if (!token) throw new Error(`The link ${url} has no token`);
  return token;
}
