import { z } from 'zod';

/** `?limit=&offset=` on list calls; the total comes back in TOTAL_COUNT_HEADER (headers.ts). */
export const pageQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(100, 'limit must be at most 100')
    .default(24),
  offset: z.coerce
    .number({ error: 'offset must be a number' })
    .int('offset must be a whole number')
    .min(0, 'offset cannot be negative')
    .max(1_000_000, 'offset is too large')
    .default(0),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;
