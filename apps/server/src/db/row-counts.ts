import { eq } from 'drizzle-orm';
import type { Db } from './client';
import { rowCounts } from './schema';

/**
 * The number of rows of a whole table that `row_counts` keeps (migration 0015): one row read,
 * where `count(*)` would read them all.
 */
export async function countOf(db: Db, table: 'reviews' | 'photos'): Promise<number> {
  const [row] = await db
    .select({ rows: rowCounts.rows })
    .from(rowCounts)
    .where(eq(rowCounts.tableName, table));
  return row?.rows ?? 0;
}
