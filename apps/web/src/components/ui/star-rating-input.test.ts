import { describe, expect, it } from 'vitest';
import { starsLabel } from './star-rating-input';

describe('starsLabel', () => {
  it('names each choice of the rating', () => {
    expect(starsLabel(0)).toBe('0 stars');
    expect(starsLabel(1)).toBe('1 star');
    expect(starsLabel(5)).toBe('5 stars');
  });
});
