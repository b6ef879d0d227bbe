import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createTransport } from 'nodemailer';
import type { Mailer } from './mailer';

/** The addresses in a plain-text body, so that the console shows what the mail asks the reader to open. */
export function linksIn(text: string): string[] {
  return [...new Set(text.match(/https?:\/\/[^\s<>"']+/g) ?? [])];
}

/**
 * Without SMTP_URL, mail is rendered by nodemailer exactly as it would be sent and kept as an .eml
 * file in the outbox folder, and its links are logged: a fresh checkout can sign up and reset
 * passwords with nothing else installed.
 */
export function outboxMailer(
  outboxDir: string,
  from: string,
  log: (line: string) => void = console.log,
): Mailer & { close(): void } {
  const transport = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      // `buffer: true` above makes it a Buffer; the type also allows a stream.
      if (!Buffer.isBuffer(info.message)) throw new Error('nodemailer returned a stream, not a buffer');
      await mkdir(outboxDir, { recursive: true });
      // Time first, so that `ls` lists the mail in the order it was written.
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(outboxDir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, info.message, { mode: 0o600 });
      const links = linksIn(message.text);
      // Without the address: the log is no place for personal data, and the file has it.
      log(`Mail "${message.subject}" saved to ${file}` + (links.length ? `\n  ${links.join('\n  ')}` : ''));
    },
    close: () => transport.close(),
  };
}
