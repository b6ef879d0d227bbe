import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { ChangeFeed } from '../../infra/change-feed';
import {
  createPageCache,
  etagOf,
  preferredEncoding,
  stillFresh,
  withLocalEcho,
  type PageCacheLimits,
} from './page-cache';

/** A feed whose other servers are this test: `remote()` is a change announced elsewhere. */
function testFeed() {
  const subscribers: (() => void)[] = [];
  let published = 0;
  const feed: ChangeFeed = {
    publish: () => {
      published += 1;
    },
    subscribe: (onChange) => {
      subscribers.push(onChange);
    },
    close: () => Promise.resolve(),
  };
  return { feed, remote: () => subscribers.forEach((onChange) => onChange()), published: () => published };
}

const noon = new Date('2026-06-10T10:00:00Z');

function cache(limits?: PageCacheLimits, now = () => noon) {
  const changes = testFeed();
  return { changes, cache: createPageCache({ changes: changes.feed, now, ...(limits ? { limits } : {}) }) };
}

describe('the page cache', () => {
  it('keeps a rendered page by address, with a strong tag of its bytes', () => {
    const { cache: pages } = cache();
    const kept = pages.store('/reviews', '<p>Reviews</p>', pages.ticket());
    expect(kept?.body.toString()).toBe('<p>Reviews</p>');
    expect(kept?.etag).toMatch(/^"[\w-]{32}"$/);
    expect(pages.get('/reviews')).toBe(kept);
    expect(pages.get('/de/reviews')).toBeUndefined();
    expect(pages.store('/de/reviews', '<p>Reviews</p>', pages.ticket())?.etag).toBe(kept?.etag);
  });

  it('does not keep a render that a change overtook, nor one from the day before', () => {
    let now = noon;
    const { cache: pages, changes } = cache(undefined, () => now);
    const early = pages.ticket();
    changes.remote();
    expect(pages.store('/', '<p>stale</p>', early)).toBeUndefined();
    expect(pages.get('/')).toBeUndefined();

    pages.store('/', '<p>today</p>', pages.ticket());
    const lateEvening = pages.ticket();
    // 22:00 UTC on 10 June is midnight in Germany.
    now = new Date('2026-06-10T22:00:01Z');
    expect(pages.store('/reviews', '<p>yesterday</p>', lateEvening)).toBeUndefined();
    expect(pages.get('/')).toBeUndefined();
  });

  it('drops everything on a change, from this server or another', () => {
    const remote = testFeed();
    const shared = withLocalEcho(remote.feed);
    const pages = createPageCache({ changes: shared, now: () => noon });
    pages.store('/', '<p>home</p>', pages.ticket());
    shared.publish();
    expect(pages.get('/')).toBeUndefined();
    expect(remote.published()).toBe(1);
    pages.store('/', '<p>home</p>', pages.ticket());
    remote.remote();
    expect(pages.get('/')).toBeUndefined();
  });

  it('makes room by dropping the least recently used pages, by count and by bytes', () => {
    const { cache: pages } = cache({ maxEntries: 2, maxBytes: 100 });
    pages.store('/a', 'a'.repeat(30), pages.ticket());
    pages.store('/b', 'b'.repeat(30), pages.ticket());
    pages.get('/a');
    pages.store('/c', 'c'.repeat(30), pages.ticket());
    expect(pages.get('/b')).toBeUndefined();
    expect(pages.get('/a')).toBeDefined();
    expect(pages.size()).toEqual({ entries: 2, bytes: 60 });
    pages.store('/d', 'd'.repeat(80), pages.ticket());
    expect(pages.size()).toEqual({ entries: 1, bytes: 80 });
    // Bigger than the whole cache: served, not kept.
    expect(pages.store('/e', 'e'.repeat(101), pages.ticket())).toBeDefined();
    expect(pages.get('/e')).toBeUndefined();
  });

  it('compresses a kept page once per coding', async () => {
    const { cache: pages } = cache();
    const html = `<p>${'Bamberg '.repeat(500)}</p>`;
    const kept = pages.store('/', html, pages.ticket())!;
    const br = await pages.encoded(kept, 'br');
    expect(brotliDecompressSync(br).toString()).toBe(html);
    expect(await pages.encoded(kept, 'br')).toBe(br);
    expect(gunzipSync(await pages.encoded(kept, 'gzip')).toString()).toBe(html);
    expect(pages.size().bytes).toBeGreaterThan(kept.body.length);
  });
});

describe('content negotiation and validators', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['identity', undefined],
    ['gzip, deflate', 'gzip'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['BR', 'br'],
    ['deflate', undefined],
  ])('Accept-Encoding %j → %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });

  it('matches If-None-Match by any coding’s tag, weak or strong, or *', () => {
    const { cache: pages } = cache();
    const kept = pages.store('/', '<p>home</p>', pages.ticket())!;
    expect(etagOf(kept, 'br')).not.toBe(kept.etag);
    expect(stillFresh(kept, kept.etag)).toBe(true);
    expect(stillFresh(kept, `"x", ${etagOf(kept, 'gzip')}`)).toBe(true);
    expect(stillFresh(kept, `W/${etagOf(kept, 'br')}`)).toBe(true);
    expect(stillFresh(kept, '*')).toBe(true);
    expect(stillFresh(kept, '"x"')).toBe(false);
    expect(stillFresh(kept, undefined)).toBe(false);
  });
});
