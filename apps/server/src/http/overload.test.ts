import { describe, expect, it } from 'vitest';
import { LagRecord } from './overload';

/*
 * The lag guard's decision, with made-up times: a limit of 1,000 ms over a window of 5,000 ms, as
 * in production (a check every second, five of them looked at).
 */
describe('LagRecord', () => {
  const limit = 1000;
  const window = 5000;

  it('is not tripped by one late timer, however late within half the window', () => {
    const record = new LagRecord(limit, window);
    for (let t = 1000; t <= 10_000; t += 1000) record.note(t, 0);
    record.note(11_500, 2400);
    expect(record.sustained(11_500)).toBe(false);
    expect(record.longestMs()).toBe(2400);
  });

  it('ignores lags under the limit, however many', () => {
    const record = new LagRecord(limit, window);
    for (let t = 1000; t <= 20_000; t += 1000) record.note(t, 900);
    expect(record.stalledMs(20_000)).toBe(0);
    expect(record.sustained(20_000)).toBe(false);
  });

  it('trips when stalls cover more than half of the window, and lets go as they leave it', () => {
    const record = new LagRecord(limit, window);
    // Three stalls of 1.5 s in a row: 4.5 s of the last 5 s.
    record.note(1500, 1500);
    record.note(3000, 1500);
    expect(record.sustained(3000)).toBe(true);
    record.note(4500, 1500);
    expect(record.stalledMs(4500)).toBe(4500);
    expect(record.sustained(4500)).toBe(true);
    // The loop runs on time again: the stalls slide out of the window.
    record.note(6500, 0);
    expect(record.stalledMs(6500)).toBe(3000);
    expect(record.sustained(6500)).toBe(true);
    record.note(8000, 0);
    expect(record.stalledMs(8000)).toBe(1500);
    expect(record.sustained(8000)).toBe(false);
  });

  it('trips on one stall longer than half the window', () => {
    const record = new LagRecord(limit, window);
    record.note(1000, 0);
    record.note(4000, 2600);
    expect(record.sustained(4000)).toBe(true);
  });

  it('counts only the part of a stall inside the window', () => {
    const record = new LagRecord(limit, window);
    record.note(10_000, 8000);
    expect(record.stalledMs(10_000)).toBe(5000);
    record.note(13_000, 0);
    expect(record.stalledMs(13_000)).toBe(2000);
  });
});
