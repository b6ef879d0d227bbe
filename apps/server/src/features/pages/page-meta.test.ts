import { describe, expect, it } from 'vitest';
import { DESTINATION_HERO_SIZES, type Destination } from '@tgde/contracts';
import { describePage, metaTags, summarize, type PageCatalogue } from './page-meta';

describe('summarize', () => {
  it('keeps a short text whole, with its spaces made single', () => {
    expect(summarize('A  castle\n on a hill.')).toBe('A castle on a hill.');
  });

  it('cuts a long text at a word, within the limit, and marks the cut', () => {
    const text = 'word '.repeat(60);
    const cut = summarize(text, 40);
    expect(cut.length).toBeLessThanOrEqual(40);
    expect(cut).toMatch(/^(word )*word…$/);
  });
});

describe('metaTags', () => {
  it('escapes what it writes into attributes and the title', () => {
    const tags = metaTags({
      title: 'Ludwig\'s "Castle" <b>',
      description: 'A & B',
      url: 'https://example.com/destination/1',
      image: 'https://example.com/media/a.webp',
      type: 'article',
      locale: 'en',
      alternates: { en: 'https://example.com/destination/1', de: 'https://example.com/de/destination/1' },
    });
    expect(tags).toContain('<title>Ludwig&#39;s &#34;Castle&#34; &#60;b&#62;</title>');
    expect(tags).toContain('<meta name="description" content="A &#38; B" />');
    expect(tags).toContain('<meta property="og:image" content="https://example.com/media/a.webp" />');
    expect(tags).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(tags).not.toContain('<link rel="preload"');
    expect(tags).toContain(
      '<link rel="alternate" hreflang="de" href="https://example.com/de/destination/1" />',
    );
    expect(tags).toContain(
      '<link rel="alternate" hreflang="x-default" href="https://example.com/destination/1" />',
    );
  });
});

describe('describePage', () => {
  const munich: Destination = {
    _id: '6f1c1a52-8f0e-4a39-9d7c-2f1b9a0c1d11',
    destinationName: 'Munich',
    description: 'Beer gardens, palaces and the Alps on the horizon.',
    cost: 250,
    img: '/media/munich.webp',
    averageRating: null,
    reviewCount: 0,
    latitude: null,
    longitude: null,
    capacity: null,
    startTimes: [],
    prices: [{ category: 'adult', cost: 250, places: 1 }],
    questions: [],
    cutoffMinutes: 120,
    minTravellers: null,
    decideHours: 24,
    meetingPoint: null,
  };
  const catalogue: PageCatalogue = {
    find: async (id) => (id === munich._id ? munich : undefined),
    list: async () => [munich],
  };
  const describeAt = (pathname: string) => describePage(catalogue, 'https://example.com', pathname);

  it('names a page with a description of its own, in any letter case', async () => {
    const meta = await describeAt('/Reviews/');
    expect(meta).toMatchObject({
      title: 'Reviews | Travel Guide DE',
      url: 'https://example.com/Reviews/',
      image: 'https://example.com/media/munich.webp',
      type: 'website',
    });
    expect(meta.description).toMatch(/^What travelers say/);
  });

  it("gives the other pages, and unknown addresses, the site's own title and description", async () => {
    const home = await describeAt('/');
    for (const pathname of ['/login', '/dashboard/booking', '/nowhere']) {
      const meta = await describeAt(pathname);
      expect(meta.title, pathname).toBe('Travel Guide DE');
      expect(meta.description, pathname).toBe(home.description);
    }
  });

  it("names a destination's page after the destination, and an unknown one after the site", async () => {
    expect(await describeAt(`/destination/${munich._id}`)).toMatchObject({
      title: 'Munich | Travel Guide DE',
      type: 'article',
      image: 'https://example.com/media/munich.webp',
      preload: { sizes: DESTINATION_HERO_SIZES },
    });
    const unknown = await describeAt('/destination/00000000-0000-4000-8000-000000000000');
    expect(unknown).toMatchObject({ title: 'Travel Guide DE', type: 'website' });
  });
});
