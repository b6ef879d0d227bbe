import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aDestination } from '../../../test/fixtures';
import { renderComponent } from '../../../test/render';
import { DestinationCard } from './destination-card';

const berlin = aDestination({
  _id: 'berlin-id',
  destinationName: 'Berlin',
  description: 'Capital of museums, clubs and the Wall.',
  cost: 500,
  img: '/media/berlin.webp',
});

describe('DestinationCard', () => {
  it('shows the image, name, description, cost and a Book now link to the destination', () => {
    renderComponent(<DestinationCard destination={berlin} headingLevel="h2" />);
    const card = screen.getByRole('article');
    expect(within(card).getByRole('heading', { level: 2, name: 'Berlin' })).toBeTruthy();
    expect(within(card).getByRole('img', { name: 'Berlin' })).toBeTruthy();
    expect(within(card).getByText(berlin.description)).toBeTruthy();
    expect(card.textContent).toContain('Cost: $500');
    const book = within(card).getByRole('link', { name: 'Book now' });
    expect(book.getAttribute('href')).toBe('/destination/berlin-id');
  });

  it("names its tooltip as the Book now link's description, and draws the same words from data-tip", () => {
    renderComponent(<DestinationCard destination={{ ...berlin, cost: 688 }} headingLevel="h3" />);
    const tip = 'Book now Berlin as your travel destination';
    const book = screen.getByRole('link', { name: 'Book now' });
    const described = document.getElementById(book.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe(tip);
    // Referenced only: not read a second time as text of the card.
    expect(described?.hidden).toBe(true);
    expect(book.closest('[data-tip]')?.getAttribute('data-tip')).toBe(tip);
    expect(screen.getByRole('article').textContent).toContain('Cost: $688');
  });
});
