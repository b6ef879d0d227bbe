import { openDatabase } from '../apps/server/src/db/client';
import { jobs } from '../apps/server/src/db/schema';
import { createJobRunner } from '../apps/server/src/infra/jobs/queue';
import {
  MAIL_JOB,
  MAIL_JOB_SEAL,
  mailJobHandler,
  type MailJob,
} from '../apps/server/src/infra/mail/mail-queue';
import { secretBox } from '../apps/server/src/infra/secrets/secret-box';
import { smtpMailer } from '../apps/server/src/infra/mail/smtp-mailer';
import type { MailSink } from '../e2e/support/mail';
import type { RecordFigure } from './figures';

const MAILS = 1000;

/**
 * The mail worker's throughput: 1,000 mails queued at once, then one worker sends them all to the
 * local SMTP sink (one SMTP connection per mail, as the product sends). On the embedded database,
 * and on PostgreSQL when DATABASE_URL is set.
 */
export async function benchMail(sink: MailSink, record: RecordFigure) {
  const targets = [{ label: 'embedded', url: undefined as string | undefined }];
  if (process.env.DATABASE_URL) targets.push({ label: 'PostgreSQL', url: process.env.DATABASE_URL });
  for (const target of targets) {
    const database = await openDatabase({ url: target.url });
    await database.migrate();
    const mailer = smtpMailer(sink.url, 'Bench <bench@localhost>');
    try {
      const run = `bench-${Date.now()}`;
      // Sealed as the product seals a mail it writes out when queueing it (the identity mails).
      const box = secretBox(`${run}-a-secret-of-thirty-two-characters`, MAIL_JOB_SEAL);
      const rows = Array.from({ length: MAILS }, (_, i) => {
        const message = {
          to: `${run}-${i}@example.com`,
          subject: `Bench mail ${i}`,
          text: 'A mail of the benchmark.',
          html: '<p>A mail of the benchmark.</p>',
        };
        return {
          kind: MAIL_JOB,
          payload: {
            type: 'message',
            to: message.to,
            subject: message.subject,
            sealed: box.seal(JSON.stringify(message)),
          } satisfies MailJob,
        };
      });
      for (let i = 0; i < rows.length; i += 200)
        await database.db.insert(jobs).values(rows.slice(i, i + 200));
      const runner = createJobRunner({
        db: database.db,
        handlers: { [MAIL_JOB]: mailJobHandler(mailer, () => Promise.resolve(null), 'localhost', box) },
        log: (message, error) => console.warn(message, error),
      });
      const started = performance.now();
      await runner.runDue();
      const seconds = (performance.now() - started) / 1000;
      record(`mail: ${MAILS} queued mails sent (${target.label})`, seconds.toFixed(1), 's');
      record(`mail: per second (${target.label})`, (MAILS / seconds).toFixed(0), 'mails/s');
      // Only this part's own mails: the running server sends its own to the same sink meanwhile.
      const arrived = sink.messages.filter((mail) => mail.to.some((to) => to.startsWith(`${run}-`))).length;
      record(`mail: arrived at the sink (${target.label})`, String(arrived), `(must be ${MAILS})`);
      await runner.stop();
    } finally {
      mailer.close();
      await database.close();
    }
  }
}
