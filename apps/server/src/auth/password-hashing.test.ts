import { describe, expect, it } from 'vitest';
import { limitConcurrency, passwordHashing } from './password-hashing';

describe('limitConcurrency', () => {
  it('runs at most `limit` tasks at once, the rest in the order they came', async () => {
    const run = limitConcurrency(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const releases: (() => void)[] = [];
    const tasks = [0, 1, 2, 3, 4].map((n) =>
      run(async () => {
        started.push(n);
        running += 1;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => releases.push(resolve));
        running -= 1;
        return n;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    // Finish them one at a time, letting each hand-over happen.
    for (let i = 0; i < 5; i += 1) {
      await new Promise((resolve) => setImmediate(resolve));
      releases.shift()?.();
    }
    expect(await Promise.all(tasks)).toEqual([0, 1, 2, 3, 4]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(most).toBe(2);
  });

  it('frees the place of a task that failed', async () => {
    const run = limitConcurrency(1);
    await expect(run(() => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(await run(() => Promise.resolve('next'))).toBe('next');
  });
});

describe('passwordHashing', () => {
  it("verifies what it hashed, in better-auth's own format", async () => {
    const hash = await passwordHashing.hash('secret-pass-1');
    expect(hash).toMatch(/^[0-9a-f]+:[0-9a-f]+$/);
    expect(await passwordHashing.verify({ hash, password: 'secret-pass-1' })).toBe(true);
    expect(await passwordHashing.verify({ hash, password: 'secret-pass-2' })).toBe(false);
  });
});
