/**
 * At most `size` tasks at once; the others wait their turn, first come first served. A burst then
 * costs time, not memory or the event loop's core: the image pipeline runs through one (decoding
 * and resizing holds tens of megabytes of pixels), and so does password hashing (auth/password-hashing.ts).
 */
export function createSlots(size: number): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (task) => {
    if (running >= size) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      return await task();
    } finally {
      // Hand the slot straight to the next in line (running stays the same), or free it.
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
