/**
 * `?limit=&offset=` lists answer one page and the size of the whole list in this header. Kept in a
 * file without zod: the browser's home page reads it, and must not carry the schemas with it.
 */
export const TOTAL_COUNT_HEADER = 'x-total-count';

/**
 * The value of the cookie `name` in a `Cookie` header or `document.cookie` ('' when it has none),
 * or undefined without it: the server reads its cookies with it, the web app its own.
 */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const at = part.indexOf('=');
    const key = (at < 0 ? part : part.slice(0, at)).trim();
    if (key === name) return at < 0 ? '' : part.slice(at + 1).trim();
  }
  return undefined;
}
