/**
 * `?limit=&offset=` lists answer one page and the size of the whole list in this header. Kept in a
 * file without zod: the browser's home page reads it, and must not carry the schemas with it.
 */
export const TOTAL_COUNT_HEADER = 'x-total-count';
