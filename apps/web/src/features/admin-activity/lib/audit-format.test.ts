import { createI18n, type Locale } from '@tgde/contracts';
import { compileCatalogues, germanMessages } from '@tgde/contracts/catalogues';
import { describe, expect, it } from 'vitest';
import {
  auditChanges,
  auditFacts,
  describeTarget,
  fieldLabel,
  formatValue,
  isWrittenField,
  type AuditWords,
} from './audit-format';

const catalogues = compileCatalogues(germanMessages('web'));
const wordsIn = (locale: Locale): AuditWords => {
  const i18n = createI18n(locale, catalogues[locale]);
  return { t: (text, values) => i18n._(text, values), locale };
};
const en = wordsIn('en');
const de = wordsIn('de');

describe('the Activity page’s words for an audit entry', () => {
  it('names the record by what the entry kept of it, else by its id', () => {
    expect(describeTarget({ target: 'user:u1', details: { name: 'Ann W.' } }, en)).toEqual({
      name: 'Ann W.',
      used: ['name'],
    });
    expect(describeTarget({ target: 'user:u1', details: null }, en)).toEqual({ name: 'u1', used: [] });
    expect(describeTarget({ target: 'destination:d1', details: { name: 'Goslar' } }, en)).toEqual({
      name: 'Goslar',
      used: ['name'],
    });
    expect(
      describeTarget({ target: 'booking:b1', details: { destination: 'Goslar', date: '2026-12-24' } }, en),
    ).toEqual({ name: 'Goslar, Dec 24, 2026', used: ['destination', 'date'] });
    expect(describeTarget({ target: 'notification:n1', details: { subject: 'Hi' } }, en).name).toBe('“Hi”');
    expect(describeTarget({ target: 'review:r1', details: null }, en).name).toBe('r1');
    expect(
      describeTarget({ target: 'photo:p1', details: { author: 'Anna M.', place: 'Lübeck' } }, en),
    ).toEqual({
      name: 'Anna M., Lübeck',
      used: ['author', 'place'],
    });
    expect(describeTarget({ target: 'account:x', details: null }, en).name).toBe('x');
  });

  it('shows changes before → after in the page’s own terms; a new record only its values', () => {
    expect(
      auditChanges(
        {
          action: 'destination.update',
          details: {
            changes: { cost: { before: 120, after: 135.5 }, capacity: { before: null, after: 12 } },
          },
        },
        en,
      ),
    ).toEqual([
      { field: 'cost', label: 'Price', before: '$120', after: '$135.50' },
      { field: 'capacity', label: 'Places per day', before: 'No limit', after: '12' },
    ]);
    expect(
      auditChanges(
        {
          action: 'destination.create',
          details: { changes: { destinationName: { before: null, after: 'Goslar' } } },
        },
        en,
      ),
    ).toEqual([{ field: 'destinationName', label: 'Name', before: null, after: 'Goslar' }]);
    expect(formatValue('role', 'user', en)).toBe('Traveller');
    expect(formatValue('blocked', true, en)).toBe('Yes');
    expect(formatValue('status', 'cancelled', en)).toBe('Cancelled');
  });

  it('lists the other facts once, and names unknown fields readably', () => {
    expect(
      auditFacts(
        { details: { destination: 'Goslar', date: '2026-12-24', cost: 80, changes: {} } },
        ['destination', 'date'],
        en,
      ),
    ).toEqual([{ field: 'cost', label: 'Price', value: '$80' }]);
    expect(fieldLabel('uploadedBy', en)).toBe('Uploaded by');
    expect(formatValue('rating', 4, en)).toBe('4 of 5 stars');
    expect(formatValue('writtenAt', '2026-12-24T10:00:00.000Z', en)).toMatch(/^Dec 24, 2026, /);
  });

  it('speaks German on German pages', () => {
    expect(
      auditChanges(
        {
          action: 'destination.update',
          details: {
            changes: { cost: { before: 1250, after: null }, capacity: { before: null, after: 12 } },
          },
        },
        de,
      ),
    ).toEqual([
      { field: 'cost', label: 'Preis', before: '1.250 $', after: 'Keine Angabe' },
      { field: 'capacity', label: 'Plätze pro Tag', before: 'Unbegrenzt', after: '12' },
    ]);
    expect(
      describeTarget({ target: 'booking:b1', details: { destination: 'Goslar', date: '2026-12-24' } }, de)
        .name,
    ).toBe('Goslar, 24.12.2026');
    expect(describeTarget({ target: 'notification:n1', details: { subject: 'Hi' } }, de).name).toBe('„Hi“');
    expect(formatValue('status', 'paid', de)).toBe('Bezahlt');
    // One destination: singular, where the catalogue's page name is the plural "Reiseziele".
    expect(fieldLabel('destination', de)).toBe('Reiseziel');
    // Coordinates with the decimal comma the German form shows and takes.
    expect(
      auditChanges(
        { action: 'destination.update', details: { changes: { latitude: { before: null, after: 52.52 } } } },
        de,
      ),
    ).toEqual([{ field: 'latitude', label: 'Breitengrad', before: 'Keine Angabe', after: '52,52' }]);
    expect(formatValue('longitude', 13.405, en)).toBe('13.405');
    expect(formatValue('rating', 4, de)).toBe('4 von 5 Sternen');
    expect(formatValue('writtenAt', '2026-12-24T10:00:00.000Z', de)).toMatch(/^24\.12\.2026, \d\d:\d\d$/);
  });

  it('tells the words people typed from the values the page words itself', () => {
    for (const field of ['description', 'descriptionDe', 'destinationName', 'comment', 'subject']) {
      expect(isWrittenField(field), field).toBe(true);
    }
    for (const field of ['cost', 'date', 'role', 'status', 'rating', 'blocked', 'capacity']) {
      expect(isWrittenField(field), field).toBe(false);
    }
  });
});
