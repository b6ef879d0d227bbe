import { describe, expect, it } from 'vitest';
import { passwordHashing } from './password-hashing';

describe('passwordHashing', () => {
  it("verifies what it hashed, in better-auth's own format", async () => {
    const hash = await passwordHashing.hash('secret-pass-1');
    expect(hash).toMatch(/^[0-9a-f]+:[0-9a-f]+$/);
    expect(await passwordHashing.verify({ hash, password: 'secret-pass-1' })).toBe(true);
    expect(await passwordHashing.verify({ hash, password: 'secret-pass-2' })).toBe(false);
  });
});
