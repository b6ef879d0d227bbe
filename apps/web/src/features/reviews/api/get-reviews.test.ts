import { type Review } from '@tgde/contracts';
import { describe, expect, it } from 'vitest';
import { flattenReviewPages, nextReviewOffset } from './get-reviews';

const review = (id: string): Review => ({
  _id: id,
  name: 'Ada',
  comment: 'Fine',
  rating: 3,
  destinationId: null,
  destinationName: null,
  bookedWithUs: false,
  createdAt: '2026-11-22T10:00:00.000Z',
  authorId: null,
});

describe('review pages', () => {
  it('asks for the next page until every counted review is here', () => {
    const first = { items: [review('a'), review('b')], total: 3 };
    const second = { items: [review('c')], total: 3 };
    expect(nextReviewOffset(first, [first])).toBe(2);
    expect(nextReviewOffset(second, [first, second])).toBeUndefined();
    expect(nextReviewOffset({ items: [], total: 9 }, [first, { items: [], total: 9 }])).toBeUndefined();
  });

  it('shows a review once when a new one shifted the pages', () => {
    const pages = [
      { items: [review('a'), review('b')], total: 4 },
      { items: [review('b'), review('c')], total: 4 },
    ];
    expect(flattenReviewPages(pages).map((r) => r._id)).toEqual(['a', 'b', 'c']);
  });
});
