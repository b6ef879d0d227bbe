import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date';

describe('formatDate', () => {
  it("shows ISO calendar dates in date-fns' PP format without shifting the day", () => {
    expect(formatDate('2026-12-24')).toBe('Dec 24, 2026');
    expect(formatDate('2027-01-01')).toBe('Jan 1, 2027');
  });

  it('leaves text that is not a date alone', () => {
    expect(formatDate('soon')).toBe('soon');
  });
});
