import { type SiteInfo, pageHref } from '@tgde/contracts';
import {
  addressLines,
  details,
  link,
  mail,
  paragraph,
  phone,
  type LegalDocument,
  type LegalPageTexts,
} from './legal-content';

/** /de/impressum: imprint-content.ts in German, as a German operator words it. */
function imprintContentDe({ operator }: SiteInfo): LegalDocument {
  return {
    intro: [['Angaben gemäß § 5 Digitale-Dienste-Gesetz (DDG).']],
    sections: [
      {
        heading: 'Anbieter',
        blocks: [
          details(
            { term: 'Betreiber', lines: [[operator.name]] },
            { term: 'Anschrift', lines: addressLines(operator.address, 'de').map((line) => [line]) },
            { term: 'E-Mail', lines: [[mail(operator.email)]] },
            { term: 'Telefon', lines: [[phone(operator.phone)]] },
            { term: 'Umsatzsteuer-Identifikationsnummer', lines: [[operator.vatId]] },
            { term: 'Vertreten durch', lines: [[operator.representative]] },
            ...(operator.register ? [{ term: 'Registereintrag', lines: [[operator.register]] }] : []),
          ),
          paragraph('Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz (UStG).'),
        ],
      },
      {
        heading: 'Verantwortlich für den Inhalt',
        blocks: [
          paragraph(
            `Verantwortlich für den Inhalt nach § 18 Abs. 2 Medienstaatsvertrag (MStV): ${operator.name}, ` +
              'Anschrift wie oben.',
          ),
        ],
      },
      {
        heading: 'Verbraucherstreitbeilegung',
        blocks: [
          paragraph(
            'Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer ' +
              'Verbraucherschlichtungsstelle teilzunehmen.',
          ),
          paragraph(
            'Haben Sie eine Beschwerde zu einer Buchung, schreiben Sie uns bitte an ',
            mail(operator.email),
            '.',
          ),
        ],
      },
      {
        heading: 'Weitere Informationen',
        blocks: [
          paragraph(
            'Wie wir mit personenbezogenen Daten umgehen, erklärt unsere ',
            link('Datenschutzerklärung', pageHref('privacy')),
            '; für Buchungen gelten unsere ',
            link('AGB', pageHref('terms')),
            '.',
          ),
        ],
      },
    ],
  };
}

export const imprintTextsDe: LegalPageTexts = {
  loading: 'Das Impressum wird geladen',
  failure: 'Das Impressum konnte nicht geladen werden',
  document: imprintContentDe,
};
