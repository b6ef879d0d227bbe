import { describe, expect, it } from 'vitest';
import { formatDay } from './format-day';

describe('formatDay', () => {
  it("writes the moment's day in Germany, as pages show dates", () => {
    expect(formatDay('2026-03-14T09:30:00.000Z')).toBe('Mar 14, 2026');
  });

  it('counts the day in Germany, not in UTC', () => {
    // 23:30 UTC on New Year's Eve is already half past midnight in Berlin.
    expect(formatDay('2026-12-31T23:30:00Z')).toBe('Jan 1, 2027');
    // 22:30 UTC in midsummer is half past midnight in Berlin too (summer time, UTC+2).
    expect(formatDay('2026-07-01T22:30:00Z')).toBe('Jul 2, 2026');
  });

  it('leaves text that is not a moment alone', () => {
    expect(formatDay('soon')).toBe('soon');
  });
});
