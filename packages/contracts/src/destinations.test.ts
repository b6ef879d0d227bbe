import { describe, expect, it } from 'vitest';
import {
  createDestinationSchema,
  destinationMessages,
  destinationSearchMessages,
  destinationSearchSchema,
  hasSearchParams,
  readPriceText,
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

  it('reads a German decimal comma as the decimal mark: 400,50 is 400.50, never 40050', () => {
    expect(destinationSearchSchema.parse({ minCost: '99,9', maxCost: ' 400,50 ' })).toMatchObject({
      minCost: 99.9,
      maxCost: 400.5,
    });
    expect(destinationSearchSchema.parse({ maxCost: '400.50' })).toMatchObject({ maxCost: 400.5 });
  });

  it('refuses a thousands separator with a sentence, since either language reads it otherwise', () => {
    for (const written of ['1.000', '1,000', '1.000,50', '1,000.50', '12.500.000']) {
      expect(messagesOf(destinationSearchSchema.safeParse({ maxCost: written })), written).toEqual([
        ['maxCost', destinationSearchMessages.costGrouping],
      ]);
    }
    expect(messagesOf(destinationSearchSchema.safeParse({ minCost: '400,5,0' }))).toEqual([
      ['minCost', destinationSearchMessages.minCostNumber],
    ]);
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

describe('readPriceText', () => {
  it('reads whole prices and prices with one or two decimals, after a point or a comma', () => {
    expect(readPriceText('400')).toBe(400);
    expect(readPriceText(' 400,50 ')).toBe(400.5);
    expect(readPriceText('400,5')).toBe(400.5);
    expect(readPriceText('400.05')).toBe(400.05);
    expect(readPriceText('0,99')).toBe(0.99);
  });

  it('calls a separator before three digits ambiguous, and leaves anything else to the number rule', () => {
    expect(readPriceText('1.000')).toBe('ambiguous');
    expect(readPriceText('1,000')).toBe('ambiguous');
    expect(readPriceText('1.000,50')).toBe('ambiguous');
    expect(readPriceText('cheap')).toBeUndefined();
    expect(readPriceText('400,')).toBeUndefined();
    expect(readPriceText('-5')).toBeUndefined();
    expect(readPriceText('')).toBeUndefined();
  });
});
