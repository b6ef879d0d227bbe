import { describe, expect, it } from 'vitest';
import { english as englishT } from '../../lib/translate';
import { imprintTexts } from './imprint-content';
import { imprintTextsDe } from './imprint-content.de';
import { type Block, type Inline, type LegalDocument, type LegalPageTexts } from './legal-content';
import {
  germanDays,
  germanHoldDuration,
  germanNumber,
  germanReminderDay,
  germanUntilDaysBeforeTrip,
} from './legal-content.de';
import { germanT, siteInfo } from './legal-test-fixtures';
import { privacyTexts } from './privacy-content';
import { privacyTextsDe } from './privacy-content.de';
import { termsTexts } from './terms-content';
import { termsTextsDe } from './terms-content.de';

const runText = (run: Inline) => (typeof run === 'string' ? run : run.text);
// Stripe's privacy policy in German is its own address.
const runLinks = (run: Inline) =>
  typeof run === 'string' ? [] : [run.href.replace('https://stripe.com/de/', 'https://stripe.com/')];

function blockParts(block: Block): Inline[] {
  switch (block.kind) {
    case 'paragraph':
      return block.text;
    case 'heading':
      return [block.text];
    case 'list':
      return block.items.flat();
    case 'details':
      return block.items.flatMap((item) => [item.term, ...item.lines.flat()]);
  }
}

/** The document's shape: each section's blocks by kind and size, with the links they hold. */
function shape(document: LegalDocument) {
  return document.sections.map((section) =>
    section.blocks.map((block) => ({
      kind: block.kind,
      size: block.kind === 'list' || block.kind === 'details' ? block.items.length : 1,
      links: blockParts(block).flatMap(runLinks),
    })),
  );
}

function text(document: LegalDocument): string {
  return [
    ...document.intro.flat().map(runText),
    ...document.sections.flatMap((s) => [s.heading, ...s.blocks.flatMap(blockParts).map(runText)]),
  ].join('\n');
}

const pairs: [string, LegalPageTexts, LegalPageTexts][] = [
  ['imprint', imprintTexts, imprintTextsDe],
  ['privacy notice', privacyTexts, privacyTextsDe],
  ['booking terms', termsTexts, termsTextsDe],
];

describe('the German legal pages', () => {
  for (const [name, english, german] of pairs) {
    for (const payments of ['stripe', 'test'] as const) {
      it(`say what the English ${name} says, block by block, with the same links (${payments})`, () => {
        const en = english.document(siteInfo({ payments }), englishT);
        const de = german.document(siteInfo({ payments }), germanT);
        expect(de.intro.length).toBe(en.intro.length);
        expect(shape(de)).toEqual(shape(en));
      });
    }

    it(`fill the ${name} with the operator's details and have German loading texts`, () => {
      const de = text(german.document(siteInfo(), germanT));
      expect(de).toContain('Reisen Muster GmbH');
      expect(de).toContain('kontakt@example.de');
      expect(german.loading).not.toBe(english.loading);
      expect(german.failure).not.toBe(english.failure);
    });
  }

  it('name the representative and the register entry, and the country in German', () => {
    const de = text(imprintTextsDe.document(siteInfo(), germanT));
    expect(de).toContain('Vertreten durch\nErika Muster');
    expect(de).toContain('Registereintrag\nAmtsgericht Berlin-Charlottenburg HRB 123456 B');
    expect(de).toContain('10115 Berlin\nDeutschland');
    expect(de).not.toContain('Germany');
    const en = text(imprintTexts.document(siteInfo(), englishT));
    expect(en).toContain('Represented by\nErika Muster');
    expect(en).toContain('10115 Berlin\nGermany');
    for (const [name, , german] of pairs)
      expect(text(german.document(siteInfo(), germanT)), name).not.toContain('Germany');
  });

  it('leave the register out for a business in none (a sole trader)', () => {
    const operator = { ...siteInfo().operator, register: null };
    expect(text(imprintTextsDe.document(siteInfo({ operator }), germanT))).not.toContain('Registereintrag');
    expect(text(imprintTexts.document(siteInfo({ operator }), englishT))).not.toContain('Register entry');
  });

  it('quote the settings in German words and numbers', () => {
    const terms = text(termsTextsDe.document(siteInfo({ vatRatePercent: 7.5 }), germanT));
    expect(terms).toContain('7,5 % Umsatzsteuer');
    expect(terms).toContain('24 Stunden lang');
    expect(terms).toContain('bis 2 Tage vor der Reise kostenlos stornieren');
    expect(terms).toContain('§ 312g Abs. 2 Nr. 9 BGB');
    const privacy = text(
      privacyTextsDe.document(siteInfo({ contactRetentionDays: 1, reminderDays: 0 }), germanT),
    );
    expect(privacy).toContain('löschen wir 1 Tag nach ihrem Eingang');
    expect(privacy).toContain('Erinnerung am Tag einer bezahlten Reise');
    expect(privacy).toContain('Art. 77 DSGVO');
    expect(text(imprintTextsDe.document(siteInfo(), germanT))).toContain('§ 5 Digitale-Dienste-Gesetz');
  });

  it('word durations and numbers as German does', () => {
    expect(germanNumber(1440)).toBe('1.440');
    expect(germanDays(1)).toBe('1 Tag');
    expect(germanDays(30)).toBe('30 Tage');
    expect(germanHoldDuration(1440)).toBe('24 Stunden');
    expect(germanHoldDuration(60)).toBe('1 Stunde');
    expect(germanHoldDuration(90)).toBe('90 Minuten');
    expect(germanHoldDuration(1)).toBe('1 Minute');
    expect(germanHoldDuration(3 * 1440)).toBe('3 Tage');
    expect(germanUntilDaysBeforeTrip(0)).toBe('bis zum Tag der Reise');
    expect(germanUntilDaysBeforeTrip(1)).toBe('bis 1 Tag vor der Reise');
    expect(germanReminderDay(0)).toBe('am Tag Ihrer Reise');
    expect(germanReminderDay(2)).toBe('2 Tage vor Ihrer Reise');
  });
});
