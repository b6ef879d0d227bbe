import { translate } from '../i18n/server-i18n';
import { declareMail, greeting } from './declare-mail';

/*
 * The identity mails (auth/auth-mails.ts sends them): written out when queued and sealed, since
 * their links open accounts.
 */

const PRODUCT = 'Travel Guide DE';

/**
 * Sent to an address nobody has proved to own yet, so it carries none of the sign-up's own words:
 * anyone can type a stranger's address with a "name" that is really a message to that stranger.
 */
export const verificationMail = declareMail<{ to: string; url: string }>({
  id: 'verification',
  job: 'sealed',
  subject: (_, locale) => translate(locale, 'Verify your e-mail address for {product}', { product: PRODUCT }),
  letter: (input, locale) => ({
    to: input.to,
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
  }),
});

/**
 * `name` is the account's name, or null when the address is not verified: then the mail may be
 * going to a stranger, and the name is words that the stranger never chose to receive.
 */
export const passwordResetMail = declareMail<{ to: string; name: string | null; url: string }>({
  id: 'password-reset',
  job: 'sealed',
  subject: (_, locale) => translate(locale, 'Reset your {product} password', { product: PRODUCT }),
  letter: (input, locale) => ({
    to: input.to,
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
  }),
});
