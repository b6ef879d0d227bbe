/** The product's name, as pages and their previews show it. */
export const PRODUCT_NAME = 'Travel Guide DE';

/** A page's title: the page name followed by the product name. */
export function pageTitle(page: string): string {
  return page ? `${page} | ${PRODUCT_NAME}` : PRODUCT_NAME;
}

/**
 * How wide a destination's picture is drawn on its page (an <img sizes> value): beside the text
 * from 1024 px (half of a 72rem page), the full width below. The server preloads the same picture.
 */
export const DESTINATION_HERO_SIZES = '(min-width: 1152px) 552px, (min-width: 1024px) 48vw, 100vw';
