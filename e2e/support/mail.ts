import http from 'node:http';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  from: string;
  to: string[];
  /** The whole message as sent (headers and MIME body). */
  raw: string;
  subject: string;
}

/** How tests read the mail a server sent, wherever the sink that caught it runs. */
export interface MailBox {
  /** The mails to one address so far, oldest first. */
  inbox(email: string): Promise<CaughtMail[]>;
  /**
   * The `nth` (1-based) mail to `email` whose subject matches, waiting for it if need be; fails
   * after `timeoutMs`.
   */
  waitForMail(
    email: string,
    subject: RegExp,
    options?: { nth?: number; timeoutMs?: number },
  ): Promise<CaughtMail>;
}

/** A sink in this process: a MailBox, and what the API tests and the benchmarks read directly. */
export interface MailSink extends MailBox {
  /** smtp://127.0.0.1:PORT, to pass as SMTP_URL. */
  url: string;
  /** http://127.0.0.1:PORT, for mailBox() in another process (the shared sink of global-setup.ts). */
  readUrl: string;
  messages: CaughtMail[];
  /** Resolves with the first message (already caught or still to come) that matches. */
  waitFor(match: (mail: CaughtMail) => boolean, timeoutMs?: number): Promise<CaughtMail>;
  close(): Promise<void>;
}

export const VERIFY_SUBJECT = /^Verify your e-mail address/;
export const RESET_SUBJECT = /^Reset your .* password/;

/** Undoes quoted-printable soft line breaks and escapes, so that links can be read from a mail. */
export function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** One RFC 2047 encoded word's text ("=?UTF-8?Q?R=C3=BCgen?=" → "Rügen"). */
function decodeWord(charset: string, encoding: string, text: string): string {
  const bytes =
    encoding.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64')
      : Buffer.from(
          text
            .replace(/_/g, ' ')
            .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          'latin1',
        );
  return new TextDecoder(charset.toLowerCase()).decode(bytes);
}

/** A mail's header block, each folded header unfolded onto one line. */
function headersOf(raw: string): string {
  return raw.split(/\r?\n\r?\n/)[0]?.replace(/\r?\n[ \t]+/g, ' ') ?? '';
}

/**
 * A mail's Subject as its reader sees it: header lines unfolded, and encoded words (which
 * nodemailer writes for anything beyond ASCII, an umlaut in a destination's name say) decoded.
 */
export function subjectOf(raw: string): string {
  const value = /^Subject: (.*)$/im.exec(headersOf(raw))?.[1]?.trim() ?? '';
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_m, charset: string, encoding: string, text: string) =>
      decodeWord(charset, encoding, text),
    );
}

/** A mail's Message-ID header (`<…>`), or undefined when it has none. */
export function messageIdOf(raw: string): string | undefined {
  return /^Message-ID:\s*(<[^>]+>)/im.exec(headersOf(raw))?.[1];
}

/** Every http(s) link in a mail's text, decoded. */
export function linksIn(mail: CaughtMail): string[] {
  const text = decodeQuotedPrintable(mail.raw).replace(/&amp;/g, '&');
  return [...new Set(text.match(/https?:\/\/[^\s"'<>)]+/g) ?? [])];
}

/** The link to `path` in the `nth` mail of that kind to `email`, waiting for the mail if need be. */
export async function linkInMail(
  mail: MailBox,
  email: string,
  subject: RegExp,
  path: string,
  nth = 1,
): Promise<string> {
  const found = await mail.waitForMail(email, subject, { nth });
  const link = linksIn(found).find((l) => new URL(l).pathname === path);
  if (!link) throw new Error(`no ${path} link in the mail to ${email}`);
  return link;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** waitForMail on top of inbox: looks again every 50 ms until the mail is there. */
function waitingOn(inbox: MailBox['inbox']): MailBox['waitForMail'] {
  return async (email, subject, { nth = 1, timeoutMs = 15_000 } = {}) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = (await inbox(email)).filter((m) => subject.test(m.subject))[nth - 1];
      if (found) return found;
      if (Date.now() > deadline) {
        throw new Error(`no mail ${nth} to ${email} matching ${subject} within ${timeoutMs} ms`);
      }
      await sleep(50);
    }
  };
}

/** The mail a sink in another process caught, read through its readUrl. */
export function mailBox(readUrl: string): MailBox {
  const inbox = async (email: string) => {
    const res = await fetch(`${readUrl}/mails?to=${encodeURIComponent(email)}`);
    if (!res.ok) throw new Error(`the mail sink answered ${res.status}`);
    return (await res.json()) as CaughtMail[];
  };
  return { inbox, waitForMail: waitingOn(inbox) };
}

const isTo = (email: string) => (mail: CaughtMail) =>
  mail.to.some((address) => address.toLowerCase() === email.toLowerCase());

/** Listens on a free loopback port: the port. */
function listenOnLoopback(server: http.Server | SMTPServer, port = 0): Promise<number> {
  return new Promise((resolve, reject) => {
    const inner = server instanceof SMTPServer ? server.server : server;
    inner.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      inner.off('error', reject);
      const address = inner.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });
}

/**
 * A real SMTP server on loopback that keeps what it receives, with a small HTTP server beside it
 * (GET /mails?to=ADDRESS: the mails to that address, as JSON), so that test files in other
 * processes can read what one shared sink caught.
 */
/**
 * `smtpPort`: listen for mail on this port (a test that stops its mail server and starts it again
 * where the app expects it); omitted: a free one.
 */
export async function startMailSink(options: { smtpPort?: number } = {}): Promise<MailSink> {
  const messages: CaughtMail[] = [];
  const waiters: { match: (m: CaughtMail) => boolean; resolve: (m: CaughtMail) => void }[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    // No reverse DNS lookup of each client (127.0.0.1): it costs about 100 ms a connection.
    disableReverseLookup: true,
    // A server's pooled connection stays open between mails; closing waits for it this long (not
    // smtp-server's 30 s) and then ends it, as a mail server going down would.
    closeTimeout: 200,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const mail: CaughtMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          subject: subjectOf(raw),
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
  const inbox = (email: string) => Promise.resolve(messages.filter(isTo(email)));
  const reader = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const email = url.searchParams.get('to');
    if (url.pathname !== '/mails' || !email) {
      response.writeHead(404).end();
      return;
    }
    response
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify(messages.filter(isTo(email))));
  });

  const [smtpPort, readPort] = await Promise.all([
    listenOnLoopback(smtp, options.smtpPort),
    listenOnLoopback(reader),
  ]);
  // A sender that goes away mid-connection (a server being stopped) is no failure of the sink.
  smtp.on('error', () => undefined);
  return {
    url: `smtp://127.0.0.1:${smtpPort}`,
    readUrl: `http://127.0.0.1:${readPort}`,
    messages,
    inbox,
    waitForMail: waitingOn(inbox),
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
    async close() {
      reader.closeAllConnections();
      await Promise.all([
        new Promise<void>((resolve) => smtp.close(() => resolve())),
        new Promise<void>((resolve) => reader.close(() => resolve())),
      ]);
    },
  };
}
