import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../src/infra/mail/create-mailer';
import { escapeHtml } from '../src/infra/mail/html';
import { linksIn } from '../src/infra/mail/outbox-mailer';
import { passwordResetMail, verificationMail } from '../src/infra/mail/templates';
import { decodeQuotedPrintable, startSmtpSink, type SmtpSink } from './support/smtp-sink';

const hostileName = `<script>alert("x")</script> & 'friends'`;

describe('escapeHtml', () => {
  it('escapes the five characters that matter in text and quoted attributes', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
    expect(escapeHtml('Grüße aus München')).toBe('Grüße aus München');
  });
});

describe('mail templates', () => {
  const url = 'http://localhost:3000/verify-email?token=abc.def&x=1';

  it('verification mail: product name, link in both bodies, no words of the sign-up', () => {
    const mail = verificationMail({ to: 'ada@example.com', url });
    expect(mail.to).toBe('ada@example.com');
    expect(mail.subject).toContain('Travel Guide DE');
    expect(mail.text).toContain(url);
    expect(mail.text).toContain('Travel Guide DE');
    expect(mail.text.split('\n')[0]).toBe('Hello,');
    expect(mail.html).toContain('Travel Guide DE');
    // The link's & is escaped inside the href, as HTML requires.
    expect(mail.html).toContain('href="http://localhost:3000/verify-email?token=abc.def&amp;x=1"');
  });

  it('password reset mail to an unverified address: no name', () => {
    const mail = passwordResetMail({ to: 'ada@example.com', name: null, url: 'http://x.test/r?token=1' });
    expect(mail.text.split('\n')[0]).toBe('Hello,');
  });

  it('password reset mail: the name escaped in HTML', () => {
    const mail = passwordResetMail({ to: 'ada@example.com', name: hostileName, url: 'http://x.test/r' });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;friends&#39;');
  });

  it('password reset mail: link, product name, one-line greeting', () => {
    const mail = passwordResetMail({
      to: 'ada@example.com',
      name: `Ada\r\nBcc: victim@example.com`,
      url: 'http://localhost:3000/reset-password?token=t1',
    });
    expect(mail.subject).toBe('Reset your Travel Guide DE password');
    expect(mail.text).toContain('http://localhost:3000/reset-password?token=t1');
    expect(mail.text.split('\n')[0]).toBe('Hello Ada Bcc: victim@example.com,');
    expect(mail.html).toContain('reset-password?token=t1');
  });
});

describe('outbox mailer (no SMTP_URL)', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'tgde-mail-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('writes an .eml file into $DATA_DIR/outbox and logs the links in it', async () => {
    const logged: string[] = [];
    const mailer = createMailer(
      { smtpUrl: undefined, mailFrom: 'Travel Guide DE <no-reply@localhost>', dataDir },
      (l) => logged.push(l),
    );
    const url = 'http://localhost:3000/verify-email?token=tok123';
    await mailer.send(passwordResetMail({ to: 'ada@example.com', name: hostileName, url }));

    const outbox = path.join(dataDir, 'outbox');
    const files = readdirSync(outbox);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = readFileSync(path.join(outbox, files[0] ?? ''), 'utf8');
    expect(eml).toMatch(/^From: Travel Guide DE <no-reply@localhost>$/m);
    expect(eml).toMatch(/^To: ada@example.com$/m);
    expect(eml).toMatch(/^Subject: Reset your Travel Guide DE password$/m);
    expect(eml).toContain('multipart/alternative');
    expect(eml).toContain('text/plain');
    expect(eml).toContain('text/html');
    // The plain-text part may hold the name as typed; the HTML part must hold it escaped.
    const htmlPart = decodeQuotedPrintable(eml.split(/Content-Type: text\/html/)[1] ?? '');
    expect(htmlPart).toContain('&lt;script&gt;');
    expect(htmlPart).not.toContain('<script>');
    expect(logged.join('\n')).toContain(url);
    mailer.close();
  });

  it('finds each link once', () => {
    expect(linksIn('a http://x.test/1 b https://y.test/2?t=3\nhttp://x.test/1')).toEqual([
      'http://x.test/1',
      'https://y.test/2?t=3',
    ]);
  });
});

describe('SMTP mailer (SMTP_URL)', () => {
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(() => sink.close());

  it('delivers through the SMTP server with both bodies and the configured sender', async () => {
    const mailer = createMailer({
      smtpUrl: sink.url,
      mailFrom: 'Travel Guide DE <mail@tgde.test>',
      dataDir: '/nonexistent',
    });
    await mailer.send(
      passwordResetMail({
        to: 'bob@example.com',
        name: 'Bob',
        url: 'http://localhost:3000/reset-password?token=r1',
      }),
    );
    const mail = await sink.next('bob@example.com');
    expect(mail.from).toBe('mail@tgde.test');
    expect(mail.raw).toContain('text/plain');
    expect(mail.raw).toContain('text/html');
    expect(mail.decoded).toContain('http://localhost:3000/reset-password?token=r1');
    mailer.close();
  });

  it('fails (rather than hangs) when the SMTP server is not there', async () => {
    const mailer = createMailer({
      smtpUrl: 'smtp://127.0.0.1:1',
      mailFrom: 'x <x@x.test>',
      dataDir: '/nonexistent',
    });
    await expect(
      mailer.send({ to: 'a@example.com', subject: 's', text: 't', html: '<p>t</p>' }),
    ).rejects.toThrow();
    mailer.close();
  });
});
