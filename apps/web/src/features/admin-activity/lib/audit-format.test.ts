import { describe, expect, it } from 'vitest';
import { auditChanges, auditFacts, describeTarget, fieldLabel, formatValue } from './audit-format';

describe('the Activity page’s words for an audit entry', () => {
  it('names the record by what the entry kept of it, else by its id', () => {
    expect(describeTarget({ target: 'user:u1', details: { name: 'Ann W.' } })).toEqual({
      name: 'Ann W.',
      used: ['name'],
    });
    expect(describeTarget({ target: 'user:u1', details: null })).toEqual({ name: 'u1', used: [] });
    expect(describeTarget({ target: 'destination:d1', details: { name: 'Goslar' } })).toEqual({
      name: 'Goslar',
      used: ['name'],
    });
    expect(
      describeTarget({ target: 'booking:b1', details: { destination: 'Goslar', date: '2026-12-24' } }),
    ).toEqual({ name: 'Goslar, Dec 24, 2026', used: ['destination', 'date'] });
    expect(describeTarget({ target: 'notification:n1', details: { subject: 'Hi' } }).name).toBe('“Hi”');
    expect(describeTarget({ target: 'review:r1', details: null }).name).toBe('r1');
    expect(describeTarget({ target: 'photo:p1', details: { author: 'Anna M.', place: 'Lübeck' } })).toEqual({
      name: 'Anna M., Lübeck',
      used: ['author', 'place'],
    });
    expect(describeTarget({ target: 'account:x', details: null }).name).toBe('x');
  });

  it('shows changes before → after in the page’s own terms; a new record only its values', () => {
    expect(
      auditChanges({
        action: 'destination.update',
        details: { changes: { cost: { before: 120, after: 135.5 }, capacity: { before: null, after: 12 } } },
      }),
    ).toEqual([
      { field: 'cost', label: 'Price', before: '$120.00', after: '$135.50' },
      { field: 'capacity', label: 'Places per day', before: 'No limit', after: '12' },
    ]);
    expect(
      auditChanges({
        action: 'destination.create',
        details: { changes: { destinationName: { before: null, after: 'Goslar' } } },
      }),
    ).toEqual([{ field: 'destinationName', label: 'Name', before: null, after: 'Goslar' }]);
    expect(formatValue('role', 'user')).toBe('Traveller');
    expect(formatValue('blocked', true)).toBe('Yes');
    expect(formatValue('status', 'cancelled')).toBe('Cancelled');
  });

  it('lists the other facts once, and names unknown fields readably', () => {
    expect(
      auditFacts({ details: { destination: 'Goslar', date: '2026-12-24', cost: 80, changes: {} } }, [
        'destination',
        'date',
      ]),
    ).toEqual([{ field: 'cost', label: 'Price', value: '$80.00' }]);
    expect(fieldLabel('uploadedBy')).toBe('Uploaded by');
    expect(formatValue('rating', 4)).toBe('4 of 5 stars');
    expect(formatValue('writtenAt', '2026-12-24T10:00:00.000Z')).toMatch(/^Dec 24, 2026, /);
  });
});
