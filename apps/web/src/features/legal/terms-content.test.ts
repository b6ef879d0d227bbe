import { describe, expect, it } from 'vitest';
import { bookingButtons } from '../../lib/booking-terms';
import { english } from '../../lib/translate';
import { germanT, siteInfo } from './legal-test-fixtures';
import { type LegalDocument } from './legal-content';
import { termsTexts } from './terms-content';
import { termsTextsDe } from './terms-content.de';

/*
 * The terms tell a traveller which buttons to select: they quote the labels the pages use
 * (lib/booking-terms.ts bookingButtons), in each language.
 */
describe('the booking terms quote the buttons as the pages label them', () => {
  const german = germanT;
  const info = siteInfo({
    operator: { ...siteInfo().operator, address: 'Musterstraße 1, 10115 Berlin', register: null },
  });
  const text = (document: LegalDocument) =>
    [...document.intro, ...document.sections.flatMap((s) => s.blocks)]
      .flatMap((block) =>
        Array.isArray(block)
          ? block
          : block.kind === 'paragraph'
            ? block.text
            : block.kind === 'list'
              ? block.items.flat()
              : [],
      )
      .map((run) => (typeof run === 'string' ? run : run.text))
      .join('');

  it('in English: Pay, Cancel trip, Receipt and the cancellation invoice', () => {
    const terms = text(termsTexts.document(info, english));
    expect(terms).toContain('(Pay in My Bookings). Your card is charged when you select Pay:');
    expect(terms).toContain('in My Bookings (Cancel trip) free of charge');
    expect(terms).toContain('under Receipt in My Bookings; a cancelled one keeps it');
    expect(terms).toContain('also has a cancellation invoice (a PDF) under Cancellation invoice.');
  });

  it('in German: the button that charges is „Zahlungspflichtig buchen“', () => {
    expect(bookingButtons.pay(german)).toBe('Zahlungspflichtig buchen');
    expect(bookingButtons.toPayment(german)).toBe('Bezahlen');
    const terms = text(termsTextsDe.document(info, german));
    expect(terms).toContain(
      'auf der Zahlungsseite („Bezahlen“ unter Meine Buchungen). Mit einem Klick auf „Zahlungspflichtig buchen“ wird Ihre Karte belastet',
    );
    expect(terms).toContain('unter Meine Buchungen („Reise stornieren“)');
    expect(terms).toContain('einen Beleg als PDF („Beleg“). Eine stornierte behält ihren Beleg');
    expect(terms).toContain('zusätzlich eine Stornorechnung als PDF („Stornorechnung“)');
  });
});
