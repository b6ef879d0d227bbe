import path from 'node:path';
import type { Mailer } from './mailer';
import { outboxMailer } from './outbox-mailer';
import { smtpMailer } from './smtp-mailer';

export interface MailSettings {
  smtpUrl: string | undefined;
  mailFrom: string;
  dataDir: string;
}

/** SMTP when SMTP_URL is set; otherwise the outbox folder $DATA_DIR/outbox, its links logged. */
export function createMailer(
  settings: MailSettings,
  log?: (line: string) => void,
): Mailer & { close(): void } {
  if (settings.smtpUrl) return smtpMailer(settings.smtpUrl, settings.mailFrom);
  return outboxMailer(path.join(settings.dataDir, 'outbox'), settings.mailFrom, log);
}
