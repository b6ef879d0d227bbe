import { MAX_TRAVELLERS, type SiteInfo, pageHref } from '@tgde/contracts';
import { bookingButtons, daysBeforeTrip, holdDuration, myBookingsName } from '../../lib/booking-terms';
import { type Translate } from '../../lib/translate';
import {
  addressLines,
  link,
  list,
  mail,
  paragraph,
  type LegalDocument,
  type LegalPageTexts,
} from './legal-content';

/**
 * /terms: the terms a booking is made under (price and payment, unpaid bookings, cancellation and
 * refunds, no right of withdrawal, receipts), worded from the server's settings. Every text of the
 * page is here but the names of the buttons it quotes, which `t` gives as the pages label them.
 */
function termsContent(info: SiteInfo, t: Translate): LegalDocument {
  const { operator } = info;
  const myBookings = myBookingsName(t);
  const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;
  return {
    intro: [
      [
        'These terms apply to every booking made on Travel Guide DE. Please read them before you pay: ' +
          'paying makes the booking binding.',
      ],
    ],
    sections: [
      {
        heading: 'Who you book with',
        blocks: [
          paragraph(
            `${operator.name}, ${addressLines(operator.address, 'en').join(', ')}, e-mail `,
            mail(operator.email),
            ' (more in our ',
            link('imprint', pageHref('imprint')),
            ').',
          ),
        ],
      },
      {
        heading: 'What you book',
        blocks: [
          paragraph(
            'A tour to the destination you choose, on the day you choose, for the number of travellers ' +
              `you enter (1 to ${MAX_TRAVELLERS}, you included). Each account books one trip a day. ` +
              'Days are counted in Germany’s time.',
          ),
        ],
      },
      {
        heading: 'Price and payment',
        blocks: [
          list(
            [
              'Prices are in US dollars, per traveller; a booking’s total is the price times the number ' +
                'of travellers. The booking dialog and the payment page show the total.',
            ],
            [`Every price includes VAT at ${info.vatRatePercent}%.`],
            [
              `You pay by card on the payment page (${bookingButtons.toPayment(t)} in `,
              link(myBookings, pageHref('myBookings')),
              `). Your card is charged when you select ${bookingButtons.pay(t)}: that books and pays ` +
                'the trip bindingly, and ' +
                'the contract is made once the payment succeeds. We confirm it by e-mail with the receipt.',
            ],
            [
              info.payments === 'stripe'
                ? 'Card payments are processed by Stripe.'
                : 'This site runs in test mode: no real card is charged, and only the test cards shown on ' +
                  'the payment page are accepted.',
            ],
          ),
        ],
      },
      {
        heading: 'Unpaid bookings',
        blocks: [
          paragraph(
            'Confirming a booking reserves its places without payment. An unpaid booking holds them for ' +
              `${holdDuration(info.bookingHoldMinutes)}; My Bookings shows until when. If it is not paid ` +
              'by then, it expires: its places go back on sale and it can no longer be paid. Until then ' +
              'you can delete an unpaid booking in My Bookings, free of charge.',
          ),
        ],
      },
      {
        heading: 'Cancellation and refunds',
        blocks: [
          list(
            [
              `You can cancel a paid trip in My Bookings (${bookingButtons.cancelTrip(t)}) free of charge until ` +
                `${daysBeforeTrip(info.freeCancellationDays)}, counted in days in Germany. The whole ` +
                'price is refunded to the card you paid with, and we confirm it by e-mail with a cancellation invoice.',
            ],
            [
              'After that you cannot cancel the trip. If you cannot travel, write to us at ',
              mail(operator.email),
              '.',
            ],
            [
              'We may cancel a paid trip, for example when a destination closes for a day. Then we refund ' +
                'the whole price to your card.',
            ],
          ),
        ],
      },
      {
        heading: 'No right of withdrawal',
        blocks: [
          paragraph(
            'A trip booked here is a leisure service on a specific date. For such contracts there is no ' +
              'statutory right of withdrawal (§ 312g (2) No. 9 of the German Civil Code, BGB). You can ' +
              'cancel free of charge as described above.',
          ),
        ],
      },
      {
        heading: 'Receipts and reminders',
        blocks: [
          paragraph(
            `Every paid booking has a receipt (a PDF) under ${bookingButtons.receipt(t)} in `,
            link(myBookings, pageHref('myBookings')),
            '; a cancelled one keeps it and also has a cancellation invoice (a PDF) under ' +
              `${bookingButtons.creditNote(t)}. We send a reminder by e-mail ` +
              `${info.reminderDays === 0 ? 'on the day of' : `${days(info.reminderDays)} before`} your trip.`,
          ),
        ],
      },
      {
        heading: 'Law and disputes',
        blocks: [
          paragraph(
            'German law applies. If you book as a consumer, you keep the protection of the mandatory law ' +
              'of the country where you live.',
          ),
          paragraph(
            'We are neither willing nor obliged to take part in dispute resolution proceedings before a ' +
              'consumer arbitration board. Please write to us at ',
            mail(operator.email),
            ' with any complaint.',
          ),
        ],
      },
    ],
  };
}

export const termsTexts: LegalPageTexts = {
  loading: 'Loading the booking terms',
  failure: 'We could not load the booking terms',
  document: termsContent,
};
