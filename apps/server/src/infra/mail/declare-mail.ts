import type { Locale } from '@tgde/contracts';
import { translate } from '../i18n/server-i18n';
import { escapeHtml } from './html';
import type { MailAttachment, MailMessage } from './mailer';

/*
 * How a mail is declared: one declaration per mail holds its subject and its letter in every
 * language and says how its job holds it; calling the declaration writes the mail. docs/how-to-add-a-mail.md
 * tells the whole way.
 */

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
 * How a mail's job holds it until it is sent (infra/mail/mail-queue.ts; all go through the job queue):
 * - `sealed`: written out when it is queued and sealed at rest (docs/decisions/0014-secrets-at-rest.md),
 *   queued with `MailQueue.message`; for a mail whose input is at hand then (a link, a contact message).
 * - `booking`: written when it is sent, from the booking as it then stands (domain/booking-mail-render.ts),
 *   queued through `bookingMails` (booking-mails.ts); the job keeps only the booking's id.
 */
export type MailJobKind = 'sealed' | 'booking';

/** What a mail says besides its subject, each text already in the mail's language. */
export interface MailLetter extends Omit<Letter, 'subject'> {
  to: string;
  /** Files sent along (a calendar entry). */
  attachments?: MailAttachment[];
}

export interface MailDeclaration<Input extends Facts, Facts> {
  /** The mail's own id: a booking mail's job names it by this (`template`). */
  id: string;
  job: MailJobKind;
  /**
   * The subject in `locale`, from what is known when the mail is queued (`Facts`): the admins' Mail
   * page lists it in English.
   */
  subject(facts: Facts, locale: Locale): string;
  /** The letter in `locale`. */
  letter(input: Input, locale: Locale): MailLetter;
}

/** A declared mail: call it to write the mail in `locale` (English when left out). */
export type DeclaredMail<Input extends Facts, Facts = Input> = MailDeclaration<Input, Facts> &
  ((input: Input, locale?: Locale) => MailMessage);

/** Declares a mail (see MailDeclaration); the subject's facts are what the input holds unless told. */
export function declareMail<Input extends Facts, Facts = Input>(
  declaration: MailDeclaration<Input, Facts>,
): DeclaredMail<Input, Facts> {
  const write = (input: Input, locale: Locale = 'en'): MailMessage => {
    const { to, attachments, ...letter } = declaration.letter(input, locale);
    const mail = compose(to, { subject: declaration.subject(input, locale), ...letter }, locale);
    return attachments ? { ...mail, attachments } : mail;
  };
  return Object.assign(write, declaration);
}
