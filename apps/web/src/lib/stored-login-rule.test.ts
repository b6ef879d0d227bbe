import { describe, expect, it } from 'vitest';
import { storedLoginVerdict } from './stored-login-rule';

describe('storedLoginVerdict (remember me at start-up)', () => {
  it('keeps a remembered login across browser restarts', () => {
    expect(storedLoginVerdict('remembered', false)).toBe('keep');
    expect(storedLoginVerdict('remembered', true)).toBe('keep');
  });

  it('keeps a browser-session login while this tab carries the marker', () => {
    expect(storedLoginVerdict('browser-session', true)).toBe('keep');
  });

  it('asks the other tabs when this one has no marker, then decides', () => {
    expect(storedLoginVerdict('browser-session', false)).toBe('ask-other-tabs');
    expect(storedLoginVerdict('browser-session', false, true)).toBe('keep');
    expect(storedLoginVerdict('browser-session', false, false)).toBe('discard');
  });
});
