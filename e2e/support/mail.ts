import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  from: string;
  to: string[];
  /** The whole message as sent (headers and MIME body). */
  raw: string;
  subject: string;
}

export interface MailSink {
  /** smtp://127.0.0.1:PORT, to pass as SMTP_URL. */
  url: string;
  messages: CaughtMail[];
  /** Resolves with the first message (already caught or still to come) that matches. */
  waitFor(match: (mail: CaughtMail) => boolean, timeoutMs?: number): Promise<CaughtMail>;
  close(): Promise<void>;
}

/** Undoes quoted-printable soft line breaks and escapes, so that links can be read from a mail. */
export function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Every http(s) link in a mail's text, decoded. */
export function linksIn(mail: CaughtMail): string[] {
  const text = decodeQuotedPrintable(mail.raw).replace(/&amp;/g, '&');
  return [...new Set(text.match(/https?:\/\/[^\s"'<>)]+/g) ?? [])];
}

/** A real SMTP server on loopback that keeps what it receives. */
export async function startMailSink(): Promise<MailSink> {
  const messages: CaughtMail[] = [];
  const waiters: { match: (m: CaughtMail) => boolean; resolve: (m: CaughtMail) => void }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const subject = /^Subject: (.*)$/im.exec(raw)?.[1]?.trim() ?? '';
        const mail: CaughtMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          subject,
        };
        messages.push(mail);
        for (const w of [...waiters]) {
          if (w.match(mail)) {
            waiters.splice(waiters.indexOf(w), 1);
            w.resolve(mail);
          }
        }
        callback();
      });
    },
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      // A sender that goes away mid-connection (a server being stopped) is no failure of the sink.
      server.on('error', () => undefined);
      const address = server.server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor(match, timeoutMs = 15_000) {
      const found = messages.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const waiter = { match, resolve };
        waiters.push(waiter);
        setTimeout(() => {
          const i = waiters.indexOf(waiter);
          if (i >= 0) {
            waiters.splice(i, 1);
            reject(new Error(`no matching mail within ${timeoutMs} ms (caught ${messages.length})`));
          }
        }, timeoutMs);
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
