import { describe, expect, it } from 'vitest';
import { countFromHeader } from './get-unread-count';

describe('countFromHeader', () => {
  it('reads the count the server sent', () => {
    expect(countFromHeader('7')).toBe(7);
  });

  it('treats a missing or odd header as nothing unread', () => {
    expect(countFromHeader(null)).toBe(0);
    expect(countFromHeader('many')).toBe(0);
    expect(countFromHeader('-3')).toBe(0);
  });
});
