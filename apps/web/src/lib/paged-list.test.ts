import { describe, expect, it } from 'vitest';
import { countFromHeader, pageCount, pageOffset } from './paged-list';

describe('countFromHeader', () => {
  it('reads the count the server sent', () => {
    expect(countFromHeader('7')).toBe(7);
  });

  it('treats a missing or odd header as nothing', () => {
    expect(countFromHeader(null)).toBe(0);
    expect(countFromHeader('many')).toBe(0);
    expect(countFromHeader('-3')).toBe(0);
  });
});

describe('pages', () => {
  it('counts pages and their offsets', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
    expect(pageOffset(0, 20)).toBe(0);
    expect(pageOffset(2, 20)).toBe(40);
  });
});
