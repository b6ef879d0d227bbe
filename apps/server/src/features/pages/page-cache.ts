import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { BOOKING_TIME_ZONE, calendarDateIn } from '@tgde/contracts';
import type { ChangeFeed } from '../../infra/change-feed';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** A content coding the cache keeps a copy in, besides the plain bytes. */
export type PageEncoding = 'br' | 'gzip';

/** One server-rendered page as every visitor gets it. */
export interface CachedPage {
  /** The HTML, UTF-8. */
  body: Buffer;
  /** Strong validator of `body` (quoted, as the header carries it). */
  etag: string;
}

/**
 * Noted when a render starts; `store` refuses the render if the pages changed since, because what
 * it read may predate the change.
 */
export interface RenderTicket {
  readonly generation: number;
  readonly day: string;
}

export interface PageCacheLimits {
  /** Most pages kept. */
  maxEntries: number;
  /** Most bytes kept, the compressed copies included. */
  maxBytes: number;
}

/** Enough for every public page in both languages and a few thousand searches. */
export const DEFAULT_PAGE_CACHE_LIMITS: PageCacheLimits = { maxEntries: 2_000, maxBytes: 64 * 1024 * 1024 };

/**
 * The server-rendered public pages, by address (path and query; the language is in the path), kept
 * until something they show changes: then all of them go at once. They show the catalogue, the
 * reviews and the gallery's newest photos, and every change to those is published on `changes`
 * (here and on the other servers sharing the database); and "Booked with us" on the reviews counts
 * trips dated before today in Germany, so the pages of one day are not served on the next. Least
 * recently used pages make room for new ones.
 */
export interface PageCache {
  /** The page kept for `address`, if any. */
  get(address: string): CachedPage | undefined;
  /** To be taken before the render that `store` is given. */
  ticket(): RenderTicket;
  /**
   * Keeps a page rendered since `ticket`, unless the pages changed meanwhile (then answers
   * undefined: the render may be served once, but not kept).
   */
  store(address: string, html: string, ticket: RenderTicket): CachedPage | undefined;
  /** `page` in `encoding`, compressed once and kept with it. */
  encoded(page: CachedPage, encoding: PageEncoding): Promise<Buffer>;
  /** Drops every page. */
  drop(): void;
  /** Pages and bytes kept now. */
  size(): { entries: number; bytes: number };
}

interface Entry {
  page: CachedPage;
  bytes: number;
  encodings: Partial<Record<PageEncoding, Promise<Buffer>>>;
}

export interface PageCacheOptions {
  /** Every change that a public page shows. */
  changes: ChangeFeed;
  /** The time now (the test clock in tests). */
  now: () => Date;
  limits?: PageCacheLimits;
}

const compress: Record<PageEncoding, (body: Buffer) => Promise<Buffer>> = {
  // Once per page and change, in the thread pool: the densest settings are affordable.
  br: (body) =>
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => gzipped(body, { level: 9 }),
};

export function createPageCache({
  changes,
  now,
  limits = DEFAULT_PAGE_CACHE_LIMITS,
}: PageCacheOptions): PageCache {
  // A Map iterates in insertion order: a page read is moved to the end, so the first is the least
  // recently used.
  const entries = new Map<string, Entry>();
  let bytes = 0;
  let generation = 0;

  // The day in Germany, worked out at most once a second (Intl is slow for every request).
  let day = '';
  let dayCheckedAt = Number.NEGATIVE_INFINITY;
  const today = () => {
    const at = now().getTime();
    if (at < dayCheckedAt || at - dayCheckedAt >= 1000) {
      dayCheckedAt = at;
      const current = calendarDateIn(BOOKING_TIME_ZONE, new Date(at));
      if (current !== day) {
        if (day) drop();
        day = current;
      }
    }
    return day;
  };

  function drop() {
    generation += 1;
    entries.clear();
    bytes = 0;
  }
  changes.subscribe(drop);

  const remove = (address: string, entry: Entry) => {
    entries.delete(address);
    bytes -= entry.bytes;
  };
  const makeRoom = () => {
    for (const [address, entry] of entries) {
      if (entries.size <= limits.maxEntries && bytes <= limits.maxBytes) return;
      remove(address, entry);
    }
  };

  // Found by page, for compressed copies made after the page was stored.
  const entryOf = new WeakMap<CachedPage, { address: string; entry: Entry }>();

  return {
    get(address) {
      today();
      const entry = entries.get(address);
      if (!entry) return undefined;
      entries.delete(address);
      entries.set(address, entry);
      return entry.page;
    },
    ticket() {
      return { generation, day: today() };
    },
    store(address, html, ticket) {
      if (ticket.generation !== generation || ticket.day !== today()) return undefined;
      const body = Buffer.from(html, 'utf8');
      const page: CachedPage = {
        body,
        etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`,
      };
      // A page bigger than the whole cache is served, never kept.
      if (body.length > limits.maxBytes) return page;
      const previous = entries.get(address);
      if (previous) remove(address, previous);
      const entry: Entry = { page, bytes: body.length, encodings: {} };
      entries.set(address, entry);
      entryOf.set(page, { address, entry });
      bytes += entry.bytes;
      makeRoom();
      return page;
    },
    encoded(page, encoding) {
      const owner = entryOf.get(page);
      const made = owner?.entry.encodings[encoding];
      if (made) return made;
      const making = compress[encoding](page.body);
      if (!owner) return making;
      owner.entry.encodings[encoding] = making;
      void making.then(
        (copy) => {
          // Counted only while the page is still kept (a change may have dropped it meanwhile).
          if (entries.get(owner.address) !== owner.entry) return;
          owner.entry.bytes += copy.length;
          bytes += copy.length;
          makeRoom();
        },
        () => {
          delete owner.entry.encodings[encoding];
        },
      );
      return making;
    },
    drop,
    size: () => ({ entries: entries.size, bytes }),
  };
}

/**
 * `feed`, whose `publish` also tells this process's own subscribers: each cache that follows the
 * feed drops its copies whichever part of this server made the change.
 */
export function withLocalEcho(feed: ChangeFeed): ChangeFeed {
  const local: (() => void)[] = [];
  return {
    publish() {
      for (const onChange of local) onChange();
      feed.publish();
    },
    subscribe(onChange) {
      local.push(onChange);
      feed.subscribe(onChange);
    },
    close: () => feed.close(),
  };
}

/** The coding to send to a client whose Accept-Encoding is `header`: Brotli, else gzip, else none. */
export function preferredEncoding(header: string | undefined): PageEncoding | undefined {
  if (!header) return undefined;
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q !== undefined && !(Number(q.slice(2)) > 0)) continue;
    accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

/** The tag of `page` in `encoding`: each coding of the same HTML is its own representation. */
export function etagOf(page: CachedPage, encoding: PageEncoding | undefined): string {
  return encoding ? `${page.etag.slice(0, -1)}-${encoding === 'br' ? 'br' : 'gz'}"` : page.etag;
}

/**
 * True when If-None-Match names `page` in any coding: the visitor's copy is this HTML (the weak
 * comparison that If-None-Match calls for).
 */
export function stillFresh(page: CachedPage, ifNoneMatch: string | undefined): boolean {
  if (!ifNoneMatch) return false;
  const own = new Set([page.etag, etagOf(page, 'br'), etagOf(page, 'gzip')]);
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || own.has(tag));
}
