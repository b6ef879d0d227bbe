import { MAX_TRAVELLERS, type SiteInfo, pageHref } from '@tgde/contracts';
import { bookingButtons, myBookingsName } from '../../lib/booking-terms';
import { type Translate } from '../../lib/translate';
import {
  germanHoldDuration,
  germanNumber,
  germanReminderDay,
  germanUntilDaysBeforeTrip,
} from './legal-content.de';
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
 * /de/agb: terms-content.ts in German, as a German operator words its AGB. The buttons it quotes
 * are named by `t`, the German page's, as the pages label them.
 */
function termsContentDe(info: SiteInfo, t: Translate): LegalDocument {
  const { operator } = info;
  const myBookings = myBookingsName(t);
  return {
    intro: [
      [
        'Diese Allgemeinen Geschäftsbedingungen (AGB) gelten für alle Buchungen über Travel Guide DE. ' +
          'Bitte lesen Sie sie vor der Zahlung: Mit der Zahlung wird Ihre Buchung verbindlich.',
      ],
    ],
    sections: [
      {
        heading: 'Ihr Vertragspartner',
        blocks: [
          paragraph(
            `${operator.name}, ${addressLines(operator.address, 'de').join(', ')}, E-Mail `,
            mail(operator.email),
            ' (weitere Angaben im ',
            link('Impressum', pageHref('imprint')),
            ').',
          ),
        ],
      },
      {
        heading: 'Leistung',
        blocks: [
          paragraph(
            'Sie buchen eine Tour zu dem Reiseziel und an dem Tag Ihrer Wahl, für die angegebene Zahl ' +
              `an Reisenden (1 bis ${germanNumber(MAX_TRAVELLERS)}, Sie selbst eingeschlossen). Pro Konto ` +
              'kann eine Reise je Tag gebucht werden. Maßgeblich für alle Tage ist die deutsche Zeit.',
          ),
        ],
      },
      {
        heading: 'Preise und Zahlung',
        blocks: [
          list(
            [
              'Alle Preise sind in US-Dollar pro Person angegeben; der Gesamtpreis einer Buchung ist der Preis ' +
                'mal der Zahl der Reisenden. Der Buchungsdialog und die Zahlungsseite zeigen den ' +
                'Gesamtpreis an.',
            ],
            [`Alle Preise enthalten ${germanNumber(info.vatRatePercent)} % Umsatzsteuer.`],
            [
              `Sie bezahlen per Karte auf der Zahlungsseite („${bookingButtons.toPayment(t)}“ unter `,
              link(myBookings, pageHref('myBookings')),
              `). Mit einem Klick auf „${bookingButtons.pay(t)}“ wird Ihre Karte belastet: Damit buchen ` +
                'und bezahlen Sie ' +
                'die Reise verbindlich, und der Vertrag kommt zustande, sobald die Zahlung erfolgreich ' +
                'ist. Wir bestätigen ihn per E-Mail mit dem Beleg.',
            ],
            [
              info.payments === 'stripe'
                ? 'Die Kartenzahlungen wickelt Stripe für uns ab.'
                : 'Diese Website läuft im Testbetrieb: Es wird keine echte Karte belastet, und es werden ' +
                  'nur die Testkarten akzeptiert, die auf der Zahlungsseite angegeben sind.',
            ],
          ),
        ],
      },
      {
        heading: 'Unbezahlte Buchungen',
        blocks: [
          paragraph(
            'Mit der Bestätigung einer Buchung reservieren Sie die Plätze zunächst ohne Zahlung. Eine ' +
              `unbezahlte Buchung hält sie ${germanHoldDuration(info.bookingHoldMinutes)} lang für Sie ` +
              'frei; bis wann, sehen Sie unter Meine Buchungen. Wird sie bis dahin nicht bezahlt, ' +
              'verfällt sie: Die Plätze gehen zurück in den Verkauf, und die Buchung kann nicht mehr ' +
              'bezahlt werden. Bis dahin können Sie eine unbezahlte Buchung unter Meine Buchungen ' +
              'kostenlos löschen.',
          ),
        ],
      },
      {
        heading: 'Stornierung und Erstattung',
        blocks: [
          list(
            [
              `Eine bezahlte Reise können Sie unter Meine Buchungen („${bookingButtons.cancelTrip(t)}“) ` +
                `${germanUntilDaysBeforeTrip(info.freeCancellationDays)} kostenlos stornieren; ` +
                'maßgeblich sind die Kalendertage nach deutscher Zeit. Den vollen Preis erstatten wir auf die Karte, ' +
                'mit der Sie bezahlt haben, und bestätigen die Stornierung per E-Mail mit einer Stornorechnung.',
            ],
            [
              'Danach ist eine Stornierung nicht mehr möglich. Wenn Sie nicht reisen können, schreiben ' +
                'Sie uns bitte an ',
              mail(operator.email),
              '.',
            ],
            [
              'Wir können eine bezahlte Reise absagen, etwa wenn ein Reiseziel an einem Tag geschlossen ' +
                'ist. Dann erstatten wir Ihnen den vollen Preis auf Ihre Karte.',
            ],
          ),
        ],
      },
      {
        heading: 'Kein Widerrufsrecht',
        blocks: [
          paragraph(
            'Eine hier gebuchte Reise ist eine Dienstleistung im Zusammenhang mit Freizeitbetätigungen, ' +
              'die zu einem bestimmten Termin erbracht wird. Für solche Verträge besteht kein ' +
              'gesetzliches Widerrufsrecht (§ 312g Abs. 2 Nr. 9 BGB). Kostenlos stornieren können Sie ' +
              'wie oben beschrieben.',
          ),
        ],
      },
      {
        heading: 'Belege und Erinnerungen',
        blocks: [
          paragraph(
            'Zu jeder bezahlten Buchung finden Sie unter ',
            link(myBookings, pageHref('myBookings')),
            ` einen Beleg als PDF („${bookingButtons.receipt(t)}“). Eine stornierte behält ihren Beleg ` +
              `und hat zusätzlich eine Stornorechnung als PDF („${bookingButtons.creditNote(t)}“). ` +
              `Wir schicken Ihnen ${germanReminderDay(info.reminderDays)} eine Erinnerung per E-Mail.`,
          ),
        ],
      },
      {
        heading: 'Anwendbares Recht und Streitbeilegung',
        blocks: [
          paragraph(
            'Es gilt deutsches Recht. Buchen Sie als Verbraucher, bleibt Ihnen der Schutz der zwingenden ' +
              'Bestimmungen des Rechts des Staates erhalten, in dem Sie Ihren gewöhnlichen Aufenthalt haben.',
          ),
          paragraph(
            'Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer ' +
              'Verbraucherschlichtungsstelle teilzunehmen. Beschwerden richten Sie bitte an ',
            mail(operator.email),
            '.',
          ),
        ],
      },
    ],
  };
}

export const termsTextsDe: LegalPageTexts = {
  loading: 'Die AGB werden geladen',
  failure: 'Die AGB konnten nicht geladen werden',
  document: termsContentDe,
};
