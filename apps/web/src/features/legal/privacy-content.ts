import { type SiteInfo, pageHref } from '@tgde/contracts';
import { holdDuration } from '../../lib/booking-terms';
import {
  addressLines,
  details,
  heading,
  link,
  list,
  mail,
  paragraph,
  phone,
  type LegalDocument,
  type LegalPageTexts,
} from './legal-content';

/**
 * /privacy: what the site keeps about a person, why, on which legal basis, for how long, who
 * receives it, the rights and how to use them here, and the cookies. Every statement is what the
 * code does (docs/features.md, "Legal pages"); the numbers come from the server's settings. Every
 * text of the page is here.
 */
function privacyContent(info: SiteInfo): LegalDocument {
  const { operator } = info;
  const stripe = info.payments === 'stripe';
  const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;
  return {
    intro: [
      [
        'This notice explains which personal data Travel Guide DE keeps when you use it, why, and ' +
          'what you can ask of us (Articles 13 and 14 of the General Data Protection Regulation, GDPR).',
      ],
    ],
    sections: [
      {
        heading: 'Who is responsible',
        blocks: [
          paragraph('The controller of your personal data is:'),
          details(
            { term: 'Operator', lines: [[operator.name]] },
            { term: 'Address', lines: addressLines(operator.address, 'en').map((line) => [line]) },
            { term: 'E-mail', lines: [[mail(operator.email)]] },
            { term: 'Phone', lines: [[phone(operator.phone)]] },
          ),
          paragraph('Write to us at ', mail(operator.email), ' with any question about your data.'),
        ],
      },
      {
        heading: 'What we keep, why, and on which legal basis',
        blocks: [
          heading('Your account'),
          paragraph(
            'Your name, your e-mail address and whether it is verified, your password (only as a one-way ' +
              'hash, never readable), and what you add to your profile: photo, date of birth, gender and ' +
              'phone number. We need them to give you an account and to take your bookings: ' +
              'Art. 6 (1) (b) GDPR (contract). Without a name and an e-mail address you cannot book.',
          ),
          heading('Bookings and payments'),
          paragraph(
            'For each booking: the destination, the day, the number of travellers, your name, e-mail ' +
              'address and phone number, the price, whether it is paid, the payment’s transaction id, ' +
              'refunds, and the numbers of its receipt and cancellation invoice. We need them to carry out the trip ' +
              'you booked: Art. 6 (1) (b) GDPR. Paid bookings, receipts and cancellation invoices are also records ' +
              'that German commercial and tax law obliges us to keep (§ 257 HGB, § 147 AO): ' +
              'Art. 6 (1) (c) GDPR (legal obligation).',
          ),
          paragraph(
            stripe
              ? 'Your card details go straight from the payment page to our payment processor, Stripe; ' +
                  'we never see or store your card number. We keep only the payment’s id and amount.'
              : 'This site runs its built-in test mode: no real card is charged and no payment service ' +
                  'receives data. The test card number you type is checked and not stored.',
          ),
          heading('Photos and reviews you share'),
          paragraph(
            'The pictures you upload (without their metadata such as location; we re-encode every ' +
              'picture), the place they show, and your reviews with their rating. Other visitors see ' +
              'them with your first name and the initial of your last name. We keep them to show what ' +
              'you shared: Art. 6 (1) (b) GDPR.',
          ),
          heading('Messages you send us'),
          paragraph(
            'When you write to us from the home page: your e-mail address, the subject and your message, ' +
              'so that we can answer you: Art. 6 (1) (f) GDPR (our legitimate interest in answering), ' +
              'and Art. 6 (1) (b) GDPR when it concerns a booking.',
          ),
          heading('E-mail we send you'),
          paragraph(
            'Verification and password-reset mail, booking confirmations, receipts, cancellations, and ' +
              `a reminder ${days(info.reminderDays)} before a paid trip. Each mail waits in our database ` +
              'until the mail server has taken it: Art. 6 (1) (b) GDPR.',
          ),
          heading('Signed-in devices'),
          paragraph(
            'For each session (each device you are signed in on): the network (IP) address and the ' +
              'browser’s name it signed in with, to keep you signed in and to protect your account: ' +
              'Art. 6 (1) (b) and (f) GDPR.',
          ),
          heading('Security'),
          paragraph(
            'To protect the site against attacks and abuse, the network (IP) address of your device is ' +
              'used to limit how many requests it may make a minute (for example sign-in attempts, ' +
              'messages and uploads), and the server’s log records each request with its time, the ' +
              'address of the page and your network address. The log holds no e-mail addresses, ' +
              'passwords or tokens. Legal basis: Art. 6 (1) (f) GDPR (our legitimate interest in a ' +
              'secure, working site).',
          ),
          paragraph(
            'What administrators do (for example granting the administrator role, blocking an account ' +
              'or cancelling a booking) is recorded with the administrator’s e-mail address and what ' +
              'they acted on (an account by its number and short name, such as “Anna M.”, or a ' +
              'booking), so that every change can be traced: Art. 6 (1) (f) GDPR. The record is ' +
              'never changed and is kept for good.',
          ),
          paragraph('We use no analytics or advertising services, and we do not sell data.'),
        ],
      },
      {
        heading: 'How long we keep it',
        blocks: [
          list(
            [`Messages you send us are deleted ${days(info.contactRetentionDays)} after they arrive.`],
            [
              `An unpaid booking holds its places for ${holdDuration(info.bookingHoldMinutes)}; if it is ` +
                'not paid by then, it expires, its places go back on sale, and it stays in ',
              link('My Bookings', pageHref('myBookings')),
              ' as expired. You can delete an unpaid booking there before that.',
            ],
            [
              'Paid bookings, receipts and cancellation invoices are kept as long as German commercial and tax law ' +
                'requires: 8 years for receipts and cancellation invoices, 10 years for the books, counted from the ' +
                'end of the calendar year.',
            ],
            ['Uploaded pictures that no photo, destination or profile uses are deleted after a day.'],
            ['Mail is deleted from our database 30 days after it was sent (or given up on).'],
            [
              'A session ends when you sign out; with “Remember me” it lasts 30 days from its last use ' +
                '(90 days from signing in at most), without it until you close the browser (after a day ' +
                'at the latest).',
            ],
            ['The server’s log is kept only as long as it is needed to find faults and fend off attacks.'],
            [
              'Your account, profile, photos and reviews are kept while you have the account. When you ' +
                'delete it, your name, e-mail address, phone, photos and the messages you sent us while ' +
                'signed in go at once; your reviews ' +
                'stay signed “Former traveller”, and paid bookings stay without your name for the books.',
            ],
          ),
        ],
      },
      {
        heading: 'Who receives your data',
        blocks: [
          list(
            stripe
              ? [
                  'Stripe (Stripe Payments Europe, Ltd., Dublin, Ireland), our payment processor, receives ' +
                    'your card details, your name and e-mail address and the amount when you pay. See ',
                  link('Stripe’s privacy policy', 'https://stripe.com/privacy'),
                  '.',
                ]
              : ['No payment processor: this site runs in test mode and charges no card.'],
            ['The mail server that delivers our e-mail receives the recipient’s address and the message.'],
            [
              'Google, only when you choose to sign in with Google: Google learns that you sign in here, ' +
                'and we receive your name, e-mail address and profile picture from Google. That picture ' +
                'is then shown from Google’s servers.',
            ],
            [
              'The companies that host our server, database and pictures, where we use them, process ' +
                'data only on our behalf and on our instructions (Art. 28 GDPR).',
            ],
          ),
          paragraph(
            stripe
              ? 'Stripe and Google may process data in the USA; both are certified under the EU-U.S. Data ' +
                  'Privacy Framework, for which the European Commission decided that it protects data ' +
                  'adequately (Art. 45 GDPR).'
              : 'Google may process data in the USA; Google is certified under the EU-U.S. Data Privacy ' +
                  'Framework, for which the European Commission decided that it protects data adequately ' +
                  '(Art. 45 GDPR).',
          ),
        ],
      },
      {
        heading: 'Your rights',
        blocks: [
          paragraph('You have the right to:'),
          list(
            ['access: learn which data we keep about you and get a copy (Art. 15 GDPR);'],
            ['rectification: have wrong data corrected (Art. 16 GDPR);'],
            [
              'erasure: have your data deleted, unless the law obliges us to keep it, as for paid ' +
                'bookings (Art. 17 GDPR);',
            ],
            ['restriction: have the use of your data limited (Art. 18 GDPR);'],
            ['data portability: get the data you gave us in a machine-readable form (Art. 20 GDPR);'],
            [
              'object, on grounds relating to your situation, to uses that rest on our legitimate ' +
                'interest, Art. 6 (1) (f) GDPR (Art. 21 GDPR);',
            ],
            [
              'complain to a data protection supervisory authority, in particular in the EU country ' +
                'where you live or work (Art. 77 GDPR).',
            ],
          ),
          heading('How to use them here'),
          paragraph(
            'You correct your profile’s photo, date of birth, gender and phone number yourself on ',
            link('Update Your Profile', pageHref('profileUpdate')),
            ' (signed in). On ',
            link('My Profile', pageHref('profile')),
            ' you download a copy of everything we keep about you (“Download my data”, a JSON file), ' +
              'see and sign out your signed-in devices, and delete your account (“Delete my account”). ' +
              'For everything else write to ',
            mail(operator.email),
            ' from the e-mail address of your account. We answer within a month.',
          ),
          paragraph('We make no decisions about you by automated means alone.'),
        ],
      },
      {
        heading: 'Cookies and storage in your browser',
        blocks: [
          paragraph(
            'We store only what the site needs to work as you ask it to (§ 25 (2) No. 2 of the German ' +
              'TDDDG), so we ask for no consent:',
          ),
          list(
            [
              '“tgde.session_token” (over HTTPS “__Secure-tgde.session_token”): keeps you signed in. Set ' +
                'when you sign in; it lasts 30 days with “Remember me”, else until you close the browser.',
            ],
            [
              '“tgde.dont_remember”: set with the session when you sign in without “Remember me”, so ' +
                'that the session ends with the browser.',
            ],
            [
              '“tgde_browser_session”: the sign-in marker. It holds only “1” and tells the site that the ' +
                'browser has not been closed since a sign-in without “Remember me”; it goes when you ' +
                'close the browser.',
            ],
            [
              '“tgde.state”: only while you sign in with Google, for at most 5 minutes, to protect that ' +
                'sign-in from forgery.',
            ],
            [
              '“lang”: only when you choose a language with the link in the navigation bar, for a ' +
                'year, so that the site opens in that language.',
            ],
            [
              '“accessToken” (with “accessTokenScope”) in the browser’s local storage: the key the page ' +
                'sends with its requests to our server while you are signed in. It is removed when you ' +
                'sign out.',
            ],
            ...(stripe
              ? [
                  [
                    'On the payment page, Stripe’s card form sets Stripe’s own cookies (such as ' +
                      '“__stripe_mid” and “__stripe_sid”) to prevent fraud with card payments.',
                  ],
                ]
              : []),
          ),
          paragraph('We set no cookies for analytics or advertising.'),
        ],
      },
    ],
  };
}

export const privacyTexts: LegalPageTexts = {
  loading: 'Loading the privacy notice',
  failure: 'We could not load the privacy notice',
  document: privacyContent,
};
