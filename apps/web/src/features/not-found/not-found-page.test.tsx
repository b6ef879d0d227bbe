import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderComponent } from '../../test/render';
import { NotFoundPage } from './not-found-page';

describe('NotFoundPage', () => {
  it('shows an image with a text alternative and a Go Back link to the home page, under a title of its own', () => {
    renderComponent(<NotFoundPage />, { path: '/no/such/page' });
    expect(screen.getAllByRole('img', { name: /\w/ })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Go Back' }).getAttribute('href')).toBe('/');
    // React puts the page's own title into <head>.
    expect(document.title).toBe('Page Not Found | Travel Guide DE');
  });
});
