import { describe, expect, it } from 'vitest';
import { metaTags, summarize } from './page-meta';

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
    });
    expect(tags).toContain('<title>Ludwig&#39;s &#34;Castle&#34; &#60;b&#62;</title>');
    expect(tags).toContain('<meta name="description" content="A &#38; B" />');
    expect(tags).toContain('<meta property="og:image" content="https://example.com/media/a.webp" />');
    expect(tags).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(tags).not.toContain('<link rel="preload"');
  });
});
