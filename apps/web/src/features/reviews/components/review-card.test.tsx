import type { Review } from '@tgde/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderComponent } from '../../../test/render';
import { ReviewCard } from './review-card';

const review: Review = {
  _id: 'review-id',
  name: 'Anna M.',
  comment: 'Seven hills, one beer: perfect.',
  rating: 4,
  destinationId: null,
  destinationName: null,
  bookedWithUs: false,
  createdAt: '2026-05-04T10:00:00.000Z',
  authorId: null,
};

describe('ReviewCard', () => {
  it('shows the comment, read-only stars named "Rated n out of 5" and the name', () => {
    renderComponent(<ReviewCard review={review} />);
    const card = screen.getByRole('article');
    expect(card.textContent).toContain(review.comment);
    expect(card.textContent).toContain('Anna M.');
    expect(screen.getAllByRole('img', { name: 'Rated 4 out of 5' })).toHaveLength(1);
    // Read-only: nothing in the card can be clicked or typed into.
    expect(card.querySelectorAll('button, input, select, textarea, a')).toHaveLength(0);
  });
});
