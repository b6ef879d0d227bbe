import { describe, expect, it } from 'vitest';
import { clampRating, formatCost, formatRefund, pageTitle, ratingLabel } from './format';

describe('pageTitle', () => {
  it('puts the page before the product name', () => {
    expect(pageTitle('Home')).toBe('Home | Travel Guide DE');
    expect(pageTitle('Password Reset')).toBe('Password Reset | Travel Guide DE');
  });

  it('falls back to the product name alone', () => {
    expect(pageTitle('')).toBe('Travel Guide DE');
  });
});

describe('formatCost', () => {
  it('shows whole dollars with thousands separators', () => {
    expect(formatCost(500)).toBe('$500');
    expect(formatCost(1250)).toBe('$1,250');
    expect(formatCost(99.6)).toBe('$100');
  });

  it('never prints NaN', () => {
    expect(formatCost(Number.NaN)).toBe('$0');
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

describe('formatRefund', () => {
  it('writes dollars to the cent, with thousands separated', () => {
    expect(formatRefund(19.5)).toBe('$19.50');
    expect(formatRefund(1250)).toBe('$1,250.00');
    expect(formatRefund(Number.NaN)).toBe('$0.00');
  });
});
