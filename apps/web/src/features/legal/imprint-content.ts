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

/**
 * /imprint (Impressum, § 5 DDG): who runs the site and how to reach them, from OPERATOR_*. Every
 * text of the page is here.
 */
function imprintContent({ operator }: SiteInfo): LegalDocument {
  return {
    intro: [
      ['Information about the provider of this site under § 5 of the German Digital Services Act (DDG).'],
    ],
    sections: [
      {
        heading: 'Provider',
        blocks: [
          details(
            { term: 'Operator', lines: [[operator.name]] },
            { term: 'Address', lines: addressLines(operator.address, 'en').map((line) => [line]) },
            { term: 'E-mail', lines: [[mail(operator.email)]] },
            { term: 'Phone', lines: [[phone(operator.phone)]] },
            { term: 'VAT identification number', lines: [[operator.vatId]] },
            { term: 'Represented by', lines: [[operator.representative]] },
            ...(operator.register ? [{ term: 'Register entry', lines: [[operator.register]] }] : []),
          ),
          paragraph(
            'The VAT identification number is the one issued under § 27a of the German VAT Act (UStG).',
          ),
        ],
      },
      {
        heading: 'Responsible for the content',
        blocks: [
          paragraph(
            `${operator.name}, at the address above, is responsible for the content of this site ` +
              '(§ 18 (2) of the German Interstate Media Treaty, MStV).',
          ),
        ],
      },
      {
        heading: 'Consumer dispute resolution',
        blocks: [
          paragraph(
            'We are neither willing nor obliged to take part in dispute resolution proceedings before a ' +
              'consumer arbitration board (Verbraucherschlichtungsstelle).',
          ),
          paragraph(
            'If you have a complaint about a booking, please write to us at ',
            mail(operator.email),
            '.',
          ),
        ],
      },
      {
        heading: 'More',
        blocks: [
          paragraph(
            'How we handle personal data is explained in our ',
            link('privacy notice', pageHref('privacy')),
            '; the terms of a booking are our ',
            link('booking terms', pageHref('terms')),
            '.',
          ),
        ],
      },
    ],
  };
}

export const imprintTexts: LegalPageTexts = {
  loading: 'Loading the imprint',
  failure: 'We could not load the imprint',
  document: imprintContent,
};
