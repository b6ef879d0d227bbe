import { describe, expect, it } from 'vitest';
import { createSlots } from './slots';

describe('createSlots', () => {
  it('runs at most the given number of tasks at once, in the order they came', async () => {
    const inSlot = createSlots(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const releases: (() => void)[] = [];
    const tasks = [0, 1, 2, 3, 4].map((n) =>
      inSlot(async () => {
        started.push(n);
        running += 1;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => releases.push(resolve));
        running -= 1;
        return n;
      }),
    );
    const settle = () => new Promise((resolve) => setImmediate(resolve));
    await settle();
    expect(started).toEqual([0, 1]);
    releases.shift()?.();
    await settle();
    expect(started).toEqual([0, 1, 2]);
    while (releases.length > 0) {
      releases.shift()?.();
      await settle();
    }
    expect(await Promise.all(tasks)).toEqual([0, 1, 2, 3, 4]);
    expect(most).toBe(2);
  });

  it('frees the slot when a task fails', async () => {
    const inSlot = createSlots(1);
    await expect(inSlot(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(await inSlot(() => Promise.resolve('next'))).toBe('next');
  });
});
