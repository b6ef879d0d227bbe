import { describe, expect, it } from 'vitest';
import {
  createDestinationSchema,
  destinationMessages,
  destinationSearchMessages,
  destinationSearchSchema,
  hasSearchParams,
  updateDestinationSchema,
} from './destinations';

const messagesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('destinationSearchSchema', () => {
  it('reads a query string: numbers from text, defaults for paging, blanks as not given', () => {
    expect(
      destinationSearchSchema.parse({
        q: '  castle ',
        minCost: '100',
        maxCost: ' 250.5 ',
        minRating: '4',
        sort: 'price',
      }),
    ).toEqual({
      q: 'castle',
      minCost: 100,
      maxCost: 250.5,
      minRating: 4,
      sort: 'price',
      limit: 24,
      offset: 0,
    });
    expect(destinationSearchSchema.parse({ q: '', limit: '', offset: ' ' })).toEqual({
      limit: 24,
      offset: 0,
    });
    expect(
      destinationSearchSchema.parse({ q: ' ', minCost: '', sort: '', limit: '5', offset: '10' }),
    ).toEqual({
      limit: 5,
      offset: 10,
    });
  });

  it('refuses a price range whose ends are the wrong way round', () => {
    expect(messagesOf(destinationSearchSchema.safeParse({ minCost: '300', maxCost: '200' }))).toEqual([
      ['minCost', destinationSearchMessages.costOrder],
    ]);
    expect(destinationSearchSchema.safeParse({ minCost: '200', maxCost: '200' }).success).toBe(true);
  });

  it('refuses an unknown sort with the sorts it knows', () => {
    expect(messagesOf(destinationSearchSchema.safeParse({ sort: 'cheap' }))).toEqual([
      ['sort', destinationSearchMessages.sort],
    ]);
    expect(destinationSearchMessages.sort).toContain('name, price, price-desc, rating');
  });
});

describe('hasSearchParams', () => {
  it('is true when any search parameter is named, even empty, and only then', () => {
    expect(hasSearchParams({})).toBe(false);
    expect(hasSearchParams({ _: '123', utm_source: 'mail' })).toBe(false);
    for (const name of ['q', 'minCost', 'maxCost', 'minRating', 'sort', 'limit', 'offset']) {
      expect(hasSearchParams({ [name]: '' }), name).toBe(true);
    }
  });
});

describe('destination locations', () => {
  const base = {
    destinationName: 'Bamberg',
    description: 'A medieval town on seven hills.',
    cost: 200,
    img: '/media/a.webp',
  };

  it('are optional, both or neither, and in Germany', () => {
    expect(createDestinationSchema.safeParse(base).success).toBe(true);
    expect(createDestinationSchema.safeParse({ ...base, latitude: 49.89, longitude: 10.89 }).success).toBe(
      true,
    );
    expect(messagesOf(createDestinationSchema.safeParse({ ...base, latitude: 49.89 }))).toEqual([
      ['longitude', destinationMessages.locationPair],
    ]);
    // Salzburg, just across the border.
    expect(
      messagesOf(createDestinationSchema.safeParse({ ...base, latitude: 47.8, longitude: 13.04 })),
    ).toEqual([['latitude', destinationMessages.locationOutsideGermany]]);
  });

  it('are cleared on update by null for both, and kept when both are left out', () => {
    expect(updateDestinationSchema.parse({ latitude: null, longitude: null })).toEqual({
      latitude: null,
      longitude: null,
    });
    expect(updateDestinationSchema.parse({ cost: 10 })).toEqual({ cost: 10 });
    expect(messagesOf(updateDestinationSchema.safeParse({ longitude: null }))).toEqual([
      ['latitude', destinationMessages.locationPair],
    ]);
  });
});
