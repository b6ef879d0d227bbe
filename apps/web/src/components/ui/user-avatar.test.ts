import { describe, expect, it } from 'vitest';
import { initialsOf } from './user-avatar';

describe('initialsOf', () => {
  it('takes the first letters of the first and last word', () => {
    expect(initialsOf('Anna Maria Schmidt')).toBe('AS');
    expect(initialsOf('  lena ')).toBe('L');
    expect(initialsOf('')).toBe('?');
  });
});
