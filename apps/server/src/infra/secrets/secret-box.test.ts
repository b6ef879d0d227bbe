import { describe, expect, it } from 'vitest';
import { secretBox } from './secret-box';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';
const TEXT = 'https://travel.example/reset-password?token=Abc123XyZ';

describe('a secret box', () => {
  it('opens what it sealed, and the sealed text shows nothing of it', () => {
    const box = secretBox(SECRET, 'mail-job');
    const sealed = box.seal(TEXT);
    expect(sealed).toMatch(/^v1\.[\w-]+$/);
    expect(sealed).not.toContain('Abc123XyZ');
    expect(box.open(sealed)).toBe(TEXT);
    // A fresh nonce each time: the same text never seals the same way twice.
    expect(box.seal(TEXT)).not.toBe(sealed);
    expect(secretBox(SECRET, 'mail-job').open(sealed)).toBe(TEXT);
  });

  it('opens nothing sealed under another secret or for another purpose, nor altered text', () => {
    const sealed = secretBox(SECRET, 'mail-job').seal(TEXT);
    expect(secretBox(`${SECRET}-rotated`, 'mail-job').open(sealed)).toBeNull();
    expect(secretBox(SECRET, 'other-purpose').open(sealed)).toBeNull();
    const box = secretBox(SECRET, 'mail-job');
    const flipped = sealed.slice(0, 10) + (sealed[10] === 'A' ? 'B' : 'A') + sealed.slice(11);
    expect(box.open(flipped)).toBeNull();
    expect(box.open(sealed.slice(0, 20))).toBeNull();
    expect(box.open(TEXT)).toBeNull();
    expect(box.open('v1.')).toBeNull();
  });
});
