import type { Locale } from '@tgde/contracts';
import { translate } from '../i18n/server-i18n';
import { escapeHtml } from './html';
import type { MailMessage } from './mailer';

const PRODUCT = 'Travel Guide DE';

export interface Letter {
  subject: string;
  greeting: string;
  lines: string[];
  action: { label: string; url: string };
  footnote: string;
}

/** A name as we greet people: one line, and not too long for a greeting. */
export function greetingName(name: string): string {
  const oneLine = name.replace(/\s+/g, ' ').trim();
  return oneLine.length > 80 ? `${oneLine.slice(0, 80)}…` : oneLine;
}

/** The greeting: with the name when we may use it (greetingName), else a plain hello. */
export function greeting(locale: Locale, name: string | null): string {
  return name === null
    ? translate(locale, 'Hello,')
    : translate(locale, 'Hello {name},', { name: greetingName(name) });
}

/**
 * Both bodies from one letter, so the text and HTML versions always say the same thing. The letter's
 * own texts come in `locale` already; `locale` gives the HTML its language and the words around them.
 */
export function compose(to: string, letter: Letter, locale: Locale = 'en'): MailMessage {
  const text = [
    letter.greeting,
    '',
    ...letter.lines,
    '',
    `${letter.action.label}: ${letter.action.url}`,
    '',
    letter.footnote,
    '',
    `— ${PRODUCT}`,
  ].join('\n');

  const url = escapeHtml(letter.action.url);
  const paragraphs = letter.lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n    ');
  const html = `<!doctype html>
<html lang="${locale}">
  <head><meta charset="utf-8"><title>${escapeHtml(letter.subject)}</title></head>
  <body style="font-family: system-ui, sans-serif; line-height: 1.5; color: #1f2937;">
    <h1 style="font-size: 1.25rem;">${PRODUCT}</h1>
    <p>${escapeHtml(letter.greeting)}</p>
    ${paragraphs}
    <p><a href="${url}" style="display: inline-block; padding: 0.6rem 1rem; background: #2563eb; color: #ffffff; border-radius: 0.4rem; text-decoration: none;">${escapeHtml(letter.action.label)}</a></p>
    <p style="font-size: 0.875rem;">${escapeHtml(translate(locale, 'If the button does not work, copy this address into your browser:'))}<br><a href="${url}">${url}</a></p>
    <p style="font-size: 0.875rem; color: #6b7280;">${escapeHtml(letter.footnote)}</p>
  </body>
</html>
`;
  return { to, subject: letter.subject, text, html };
}

/**
 * Sent to an address nobody has proved to own yet, so it carries none of the sign-up's own words:
 * anyone can type a stranger's address with a "name" that is really a message to that stranger.
 */
export function verificationMail(input: { to: string; url: string; locale?: Locale }): MailMessage {
  const locale = input.locale ?? 'en';
  return compose(
    input.to,
    {
      subject: translate(locale, 'Verify your e-mail address for {product}', { product: PRODUCT }),
      greeting: greeting(locale, null),
      lines: [
        translate(locale, 'Someone signed up to {product} with this e-mail address.', { product: PRODUCT }),
        translate(
          locale,
          'If it was you, please confirm that this is your e-mail address, so that you can book destinations and use your dashboard.',
        ),
      ],
      action: { label: translate(locale, 'Verify my e-mail address'), url: input.url },
      footnote: translate(
        locale,
        'The link is valid for 24 hours. If you did not sign up, you can ignore this e-mail.',
      ),
    },
    locale,
  );
}

/**
 * `name` is the account's name, or null when the address is not verified: then the mail may be
 * going to a stranger, and the name is words that the stranger never chose to receive.
 */
export function passwordResetMail(input: {
  to: string;
  name: string | null;
  url: string;
  locale?: Locale;
}): MailMessage {
  const locale = input.locale ?? 'en';
  return compose(
    input.to,
    {
      subject: translate(locale, 'Reset your {product} password', { product: PRODUCT }),
      greeting: greeting(locale, input.name),
      lines: [
        translate(locale, 'Someone asked to reset the password of your {product} account.', {
          product: PRODUCT,
        }),
        translate(
          locale,
          'Choose a new password with the link below. Afterwards you will be signed out everywhere else.',
        ),
      ],
      action: { label: translate(locale, 'Choose a new password'), url: input.url },
      footnote: translate(
        locale,
        'The link is valid for one hour and works once. If you did not ask for this, ignore this e-mail: your password stays as it is.',
      ),
    },
    locale,
  );
}
