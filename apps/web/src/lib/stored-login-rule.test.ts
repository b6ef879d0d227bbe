import { describe, expect, it } from 'vitest';
import { storedLoginVerdict } from './stored-login-rule';

describe('storedLoginVerdict (remember me at start-up)', () => {
  it('keeps a remembered login across browser restarts', () => {
    expect(storedLoginVerdict('remembered', false)).toBe('keep');
    expect(storedLoginVerdict('remembered', true)).toBe('keep');
  });

  it('keeps a browser-session login while the browser session marker is there', () => {
    expect(storedLoginVerdict('browser-session', true)).toBe('keep');
  });

  it('discards a browser-session login once the browser session is over', () => {
    expect(storedLoginVerdict('browser-session', false)).toBe('discard');
  });
});
