/** The value of the cookie `name` in a `Cookie` header ('' when it has none), or undefined without it. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const at = part.indexOf('=');
    const key = (at < 0 ? part : part.slice(0, at)).trim();
    if (key === name) return at < 0 ? '' : part.slice(at + 1).trim();
  }
  return undefined;
}
