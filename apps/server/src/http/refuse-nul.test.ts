import { describe, expect, it } from 'vitest';
import { containsNul } from './refuse-nul';

describe('containsNul', () => {
  it('finds NUL in strings, keys, arrays and nested objects', () => {
    expect(containsNul('a\u0000b')).toBe(true);
    expect(containsNul({ ['k\u0000']: 1 })).toBe(true);
    expect(containsNul([1, ['x', { y: '\u0000' }]])).toBe(true);
    expect(containsNul({ name: 'Ada', tags: ['ü', '😀'], n: 3, ok: true, none: null })).toBe(false);
  });

  it('finds NUL in raw bodies, as a byte or as an unescaped JSON escape', () => {
    expect(containsNul(Buffer.from([0x7b, 0x00, 0x7d]))).toBe(true);
    expect(containsNul(Buffer.from('{"email":"a\\u0000@b.de"}'))).toBe(true);
    expect(containsNul(Buffer.from('{"email":"a\\U0000@b.de"}'))).toBe(true);
    // A backslash followed by the letters u0000 is not a NUL.
    expect(containsNul(Buffer.from('{"password":"x\\\\u0000"}'))).toBe(false);
    expect(containsNul(Buffer.from('{"email":"ada@example.com"}'))).toBe(false);
  });

  it('survives very wide arrays', () => {
    const wide: unknown[] = new Array<number>(300_000).fill(0);
    expect(containsNul(wide)).toBe(false);
    wide.push('\u0000');
    expect(containsNul(wide)).toBe(true);
  });

  it('survives very deep nesting', () => {
    let deep: unknown = 'end\u0000';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(containsNul(deep)).toBe(true);
  });
});
