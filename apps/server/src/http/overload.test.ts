import { describe, expect, it } from 'vitest';
import { LagRecord } from './overload';

/* The lag guard's decision, with made-up lags: a limit of 1,000 ms over the last five checks. */
describe('LagRecord', () => {
  const limit = 1000;

  it('is not tripped by one late check, however late', () => {
    const record = new LagRecord(limit, 5);
    for (let i = 0; i < 10; i += 1) record.note(3);
    record.note(30_000);
    expect(record.sustained()).toBe(false);
    expect(record.longestMs()).toBe(30_000);
  });

  it('ignores lags under the limit, however many', () => {
    const record = new LagRecord(limit, 5);
    for (let i = 0; i < 20; i += 1) record.note(999);
    expect(record.over()).toBe(0);
    expect(record.sustained()).toBe(false);
  });

  it('trips when most of the last checks were late, and lets go as they leave', () => {
    const record = new LagRecord(limit, 5);
    record.note(1500);
    record.note(1500);
    expect(record.sustained()).toBe(false);
    record.note(1500);
    expect(record.sustained()).toBe(true);
    // The loop runs on time again: the late checks slide out.
    record.note(0);
    record.note(0);
    expect(record.sustained()).toBe(true);
    record.note(0);
    expect(record.over()).toBe(2);
    expect(record.sustained()).toBe(false);
  });

  it('needs most of the checks looked at even before it has seen that many', () => {
    const record = new LagRecord(limit, 5);
    record.note(5000);
    record.note(5000);
    expect(record.sustained()).toBe(false);
  });
});
