import { describe, expect, it } from 'vitest';
import {
  DOCUMENT_NUMBER_PATTERNS,
  documentSeries,
  documentYear,
  formatDocumentNumber,
  isTestDocumentNumber,
  parseDocumentNumber,
} from './document-numbers';

describe('document numbers', () => {
  it('write receipts as TGDE-year-six digits and credit notes with CN', () => {
    expect(formatDocumentNumber('receipt', 2026, 42)).toBe('TGDE-2026-000042');
    expect(formatDocumentNumber('credit-note', 2026, 1)).toBe('TGDE-CN-2026-000001');
    // Past a million documents a year the number grows rather than wraps.
    expect(formatDocumentNumber('receipt', 2026, 1_234_567)).toBe('TGDE-2026-1234567');
  });

  it('are told apart by their patterns, and read back', () => {
    expect(DOCUMENT_NUMBER_PATTERNS.receipt.test('TGDE-2026-000042')).toBe(true);
    expect(DOCUMENT_NUMBER_PATTERNS.receipt.test('TGDE-CN-2026-000042')).toBe(false);
    expect(DOCUMENT_NUMBER_PATTERNS['credit-note'].test('TGDE-CN-2026-000001')).toBe(true);
    expect(DOCUMENT_NUMBER_PATTERNS['credit-note'].test('TGDE-2026-000001')).toBe(false);
    expect(DOCUMENT_NUMBER_PATTERNS.receipt.test('TGDE-2026-42')).toBe(false);
    expect(parseDocumentNumber('receipt', 'TGDE-2026-000042')).toEqual({ year: 2026, sequence: 42 });
    expect(parseDocumentNumber('credit-note', 'TGDE-2026-000042')).toBeNull();
  });

  it('of test-mode payments have series of their own, which tell them apart from real ones', () => {
    expect(documentSeries('receipt', true)).toBe('test-receipt');
    expect(documentSeries('credit-note', false)).toBe('credit-note');
    expect(formatDocumentNumber('test-receipt', 2026, 1)).toBe('TEST-2026-000001');
    expect(formatDocumentNumber('test-credit-note', 2026, 1)).toBe('TEST-CN-2026-000001');
    expect(parseDocumentNumber('test-receipt', 'TEST-2026-000007')).toEqual({ year: 2026, sequence: 7 });
    expect(parseDocumentNumber('receipt', 'TEST-2026-000007')).toBeNull();
    expect(isTestDocumentNumber('TEST-2026-000001')).toBe(true);
    expect(isTestDocumentNumber('TEST-CN-2026-000001')).toBe(true);
    expect(isTestDocumentNumber('TGDE-2026-000001')).toBe(false);
    expect(isTestDocumentNumber(null)).toBe(false);
  });

  it('take the year of the day in Germany', () => {
    // 23:30 UTC on New Year's Eve is already the new year in Berlin.
    expect(documentYear(new Date('2026-12-31T23:30:00Z'))).toBe(2027);
    expect(documentYear(new Date('2026-12-31T22:30:00Z'))).toBe(2026);
    expect(documentYear(new Date('2026-06-30T22:30:00Z'))).toBe(2026);
  });
});
