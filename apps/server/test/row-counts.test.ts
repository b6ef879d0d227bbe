import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photos, reviews } from '../src/db/schema';
import { buildCast, insertDestination, userIdOf, type Cast } from './support/cast';

/*
 * The lists of every review and photo answer their X-Total-Count from row_counts (migration 0015),
 * which triggers keep: it must equal count(*) after any insert or delete, however it is made.
 */
let cast: Cast;
beforeAll(async () => {
  cast = await buildCast();
});
afterAll(async () => {
  await cast.t.close();
});

describe('row_counts, the number of reviews and photos', () => {
  it('follows inserts and deletes, one or many at a time, and the lists answer it', async () => {
    const db = cast.t.database.db;
    const expectCounts = async () => {
      const [[r], [p]] = await Promise.all([
        db.select({ n: count() }).from(reviews),
        db.select({ n: count() }).from(photos),
      ]);
      const lists = await Promise.all([
        cast.call('GET', '/api/review?limit=1'),
        cast.call('GET', '/api/photos?limit=1'),
        cast.call('GET', '/api/admin/reviews?limit=1', cast.admin),
        cast.call('GET', '/api/admin/photos?limit=1', cast.admin),
      ]);
      for (const list of lists) expect(list.statusCode, list.body).toBe(200);
      expect(lists.map((list) => Number(list.headers['x-total-count']))).toEqual([r!.n, p!.n, r!.n, p!.n]);
    };
    await expectCounts();

    const destinationId = await insertDestination(cast.t, 'Counted Town');
    // One review per traveller and place: three travellers' reviews in one statement.
    const authors = await Promise.all(
      ['ann@example.com', 'bob@example.com', 'boss@example.com'].map((email) => userIdOf(cast.t, email)),
    );
    const added = await db
      .insert(reviews)
      .values(
        authors.map((userId, i) => ({
          name: 'Ann',
          comment: 'Lovely old town.',
          rating: i + 3,
          userId,
          destinationId,
        })),
      )
      .returning({ id: reviews.id });
    await db
      .insert(photos)
      .values(
        [1, 2].map((i) => ({ image: `/media/counted-${i}.webp`, place: 'Counted Town', uploadedBy: 'Ann' })),
      );
    await expectCounts();

    await db.delete(reviews).where(eq(reviews.id, added[0]!.id));
    await expectCounts();
    await db.delete(reviews).where(eq(reviews.destinationId, destinationId));
    await db.delete(photos).where(eq(photos.place, 'Counted Town'));
    await expectCounts();
  });
});
