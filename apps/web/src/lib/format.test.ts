import { describe, expect, it } from 'vitest';
import { clampRating, pageTitle, ratingLabel } from './format';

describe('pageTitle', () => {
  it('puts the page before the product name', () => {
    expect(pageTitle('Home')).toBe('Home | Travel Guide DE');
    expect(pageTitle('Password Reset')).toBe('Password Reset | Travel Guide DE');
  });

  it('falls back to the product name alone', () => {
    expect(pageTitle('')).toBe('Travel Guide DE');
  });
});

describe('ratings', () => {
  it('keeps ratings within 0 to 5 whole stars', () => {
    expect(clampRating(4)).toBe(4);
    expect(clampRating(7)).toBe(5);
    expect(clampRating(-1)).toBe(0);
    expect(clampRating(3.6)).toBe(4);
    expect(clampRating(Number.NaN)).toBe(0);
  });

  it('describes a rating for screen readers', () => {
    expect(ratingLabel(4)).toBe('Rated 4 out of 5');
  });
});
