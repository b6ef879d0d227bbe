import { describe, expect, it } from 'vitest';
import { destinationSearchQueryOptions, normalizeDestinationSearch } from '../../queries/catalogue-queries';
import {
  destinationSearchFromParams,
  DESTINATIONS_PAGE_SIZE,
  filtersFromParams,
  filtersToParams,
  hasFilters,
  searchHistoryStep,
} from './search-params';

const read = (search: string) => filtersFromParams(new URLSearchParams(search));

describe('the address bar as search filters', () => {
  it('reads every filter and the page', () => {
    expect(read('q=castle&minCost=150&maxCost=400.5&minRating=4.5&sort=price-desc&page=3')).toEqual({
      q: 'castle',
      minCost: 150,
      maxCost: 400.5,
      minRating: 4.5,
      sort: 'price-desc',
      page: 3,
    });
    expect(read('')).toEqual({ page: 1 });
  });

  it('reads a price with a German decimal comma as the decimal mark, never 40050', () => {
    expect(read('minCost=99,9&maxCost=400,50')).toEqual({ minCost: 99.9, maxCost: 400.5, page: 1 });
    // A thousands separator is read the other way in the other language: dropped, not guessed.
    expect(read('maxCost=1.000')).toEqual({ page: 1 });
  });

  it('ignores each bad value and keeps the rest', () => {
    expect(read('q=castle&minCost=cheap&sort=random&minRating=9&page=-2')).toEqual({ q: 'castle', page: 1 });
    expect(read('q=%20%20&maxCost=&page=1.5')).toEqual({ page: 1 });
    // A minimum above the maximum: the minimum goes, the maximum stays.
    expect(read('minCost=500&maxCost=100')).toEqual({ maxCost: 100, page: 1 });
    expect(read('q=' + 'x'.repeat(500))).toEqual({ page: 1 });
  });

  it('writes only what is set, and back again to the same filters', () => {
    const filters = read('sort=rating&q=Lübeck&page=2&minRating=3');
    const params = filtersToParams(filters);
    expect(params.toString()).toBe('q=L%C3%BCbeck&minRating=3&sort=rating&page=2');
    expect(filtersFromParams(params)).toEqual(filters);
    expect(filtersToParams({ page: 1 }).toString()).toBe('');
  });

  it('tells filters from the page number', () => {
    expect(hasFilters(read('page=4'))).toBe(false);
    expect(hasFilters(read('minRating=3'))).toBe(true);
  });
});

describe('the API call for an address', () => {
  it('asks for the page of 12 the address names', () => {
    expect(destinationSearchFromParams(new URLSearchParams('q=castle&page=2'))).toEqual({
      q: 'castle',
      limit: DESTINATIONS_PAGE_SIZE,
      offset: DESTINATIONS_PAGE_SIZE,
    });
  });

  it('gives two ways of writing one search the same cache key', () => {
    const a = destinationSearchQueryOptions(
      destinationSearchFromParams(new URLSearchParams('sort=&q=castle')),
    );
    const b = destinationSearchQueryOptions({ q: ' castle ', sort: undefined, limit: 12, offset: 0 });
    expect(a.queryKey).toEqual(b.queryKey);
    expect(a.queryKey).toEqual(['destinations', 'search', { q: 'castle', limit: 12, offset: 0 }]);
    expect(normalizeDestinationSearch({ limit: 24, offset: 0, q: '' })).toEqual({ limit: 24, offset: 0 });
  });
});

describe('a search in the history', () => {
  const q = (text: string) => new URLSearchParams({ q: text });
  const typed = { typing: true };

  it('adds an entry for a new search, and none for the search the address already holds', () => {
    expect(searchHistoryStep(q('castle'), 'submit', { search: '', state: null })).toEqual({
      replace: false,
      state: null,
    });
    expect(searchHistoryStep(q('castle'), 'submit', { search: '?q=castle', state: null })).toBeNull();
    // The same search written another way round is the same search.
    expect(
      searchHistoryStep(filtersToParams({ q: 'x', sort: 'price', page: 1 }), 'choice', {
        search: '?sort=price&q=x&minCost=cheap',
        state: null,
      }),
    ).toBeNull();
  });

  it('makes a burst of typing one entry, which Enter keeps', () => {
    expect(searchHistoryStep(q('lu'), 'typing', { search: '?q=castle', state: null })).toEqual({
      replace: false,
      state: typed,
    });
    expect(searchHistoryStep(q('lubeck'), 'typing', { search: '?q=lu', state: typed })).toEqual({
      replace: true,
      state: typed,
    });
    // Enter (or the Search button) on what the pause already searched: that entry, unmarked.
    expect(searchHistoryStep(q('lubeck'), 'submit', { search: '?q=lubeck', state: typed })).toEqual({
      replace: true,
      state: null,
    });
    // A new search after the pause: an entry of its own.
    expect(searchHistoryStep(q('ulm'), 'submit', { search: '?q=lubeck', state: typed })).toEqual({
      replace: false,
      state: null,
    });
  });

  it('adds nothing when a pause ends on a search the address already shows', () => {
    // Search pressed on "lubeck"; the pause's timer ends before the page has shown that search.
    expect(searchHistoryStep(q('lubeck'), 'typing', { search: '?q=lubeck', state: null })).toBeNull();
    expect(searchHistoryStep(q('lubeck'), 'typing', { search: '?q=lubeck', state: typed })).toBeNull();
  });
});
