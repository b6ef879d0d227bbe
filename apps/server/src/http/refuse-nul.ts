import type { ApiError } from '@tgde/contracts';
import type { FastifyInstance } from 'fastify';

export const NUL_MESSAGE = 'The request contains a NUL character (\\u0000), which no field may hold.';

// A JSON string escape for NUL that is not itself escaped (`\\u0000` is a backslash and "u0000").
const ESCAPED_NUL = /(?:^|[^\\])(?:\\\\)*\\u0000/i;

/**
 * True when any text in the value holds a NUL character: strings, object keys, and raw bodies
 * (bytes, where NUL may also arrive as a JSON escape). PostgreSQL refuses NUL in text, so such
 * input would otherwise fail deep inside a query. Walks with an explicit stack: a deeply nested
 * body must not overflow the call stack. Each value is visited once, so the walk is linear in the
 * body, which the body limit bounds.
 */
export function containsNul(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return true;
    } else if (Buffer.isBuffer(item)) {
      if (item.includes(0) || ESCAPED_NUL.test(item.toString('latin1'))) return true;
    } else if (Array.isArray(item)) {
      // One push per element, never `push(...item)`: spreading passes every element as an
      // argument, and a body of a few hundred thousand items overflows the call stack.
      for (const child of item) stack.push(child);
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        if (key.includes('\u0000')) return true;
        stack.push(child);
      }
    }
  }
  return false;
}

/**
 * One check for every route, before any handler runs: a NUL in the path, the query or the body is
 * a 400 with a sentence, wherever it arrives.
 */
export function registerNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request, reply) => {
    if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) {
      return reply.status(400).send({ message: NUL_MESSAGE } satisfies ApiError);
    }
  });
}
