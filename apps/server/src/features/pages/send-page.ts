import {
  cookieValue,
  findPage,
  LANGUAGE_COOKIE,
  localizedPath,
  LOCALES,
  pages,
  splitLocale,
  type Locale,
} from '@tgde/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ChangeFeed } from '../../infra/change-feed';
import { createPageCache, etagOf, preferredEncoding, stillFresh, type CachedPage } from './page-cache';
import { loadPageHtml } from './page-html';
import { describePage, metaTags, type PageCatalogue } from './page-meta';
import { TEST_MODE_NOTICE } from './test-mode-notice';

export interface PageOptions {
  catalogue: PageCatalogue;
  /** The site's address as visitors know it (config.publicUrl): page and image links are absolute. */
  publicUrl: string;
  /** The built web app (apps/web/dist). */
  webDist: string;
  /** A production server takes payments with the test-mode processor: every page says so. */
  paymentsTestMode?: boolean;
  /** Every change that a public page shows, from this server and the others (page-cache.ts). */
  changes: ChangeFeed;
  /** The time now: the reviews' "Booked with us" depends on the day. */
  now: () => Date;
}

export type SendPage = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

/** What one render of an address came to: a kept page, or HTML served once with its status. */
type Rendered = { page: CachedPage } | { page?: undefined; status: number; html: string };

/**
 * Answers a page address with its HTML: the public pages rendered with their content, every page
 * with its own title, description and link-preview tags; status 404 for an address of no page.
 * Browsers revalidate every time (`no-cache`, like index.html): a page always refers to the current
 * build's files and shows the current catalogue. The public pages are rendered as a signed-out
 * visitor sees them (the browser adds the visitor's own state after hydration), so one render
 * serves everybody: it is kept (page-cache.ts) and served with an ETag until something it shows
 * changes.
 */
export async function createPageSender(app: FastifyInstance, options: PageOptions): Promise<SendPage> {
  const html = await loadPageHtml(
    options.webDist,
    (error, pathname) =>
      app.log.error({ err: error, pathname }, 'The page could not be rendered on the server'),
    options.paymentsTestMode ? TEST_MODE_NOTICE : '',
  );
  const cache = createPageCache({ changes: options.changes, now: options.now });

  const renderOnce = async (url: URL, address: string): Promise<Rendered> => {
    const ticket = cache.ticket();
    const { locale, path } = splitLocale(url.pathname);
    const meta = await describePage(options.catalogue, options.publicUrl, url.pathname);
    const rendered = await html.render(app, url, { tags: metaTags(meta), title: meta.title }, locale);
    // An address the web app has no page for shows its "not found" page, and says so to search
    // engines and monitors.
    const status = findPage(path) ? 200 : 404;
    const page =
      status === 200 && rendered.complete ? cache.store(address, rendered.html, ticket) : undefined;
    return page ? { page } : { status, html: rendered.html };
  };

  // Requests for an address that is being rendered wait for that render, unless the pages changed
  // since it started.
  const rendering = new Map<string, { generation: number; day: string; done: Promise<Rendered> }>();
  const render = (url: URL, address: string): Promise<Rendered> => {
    const { generation, day } = cache.ticket();
    const under = rendering.get(address);
    if (under && under.generation === generation && under.day === day) return under.done;
    const done = renderOnce(url, address);
    const entry = { generation, day, done };
    rendering.set(address, entry);
    const forget = () => {
      if (rendering.get(address) === entry) rendering.delete(address);
    };
    done.then(forget, forget);
    return done;
  };

  const send = async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    const url = new URL(request.url, options.publicUrl);
    const { locale, path } = splitLocale(url.pathname);
    // A visitor who chose German earlier (the navbar's link remembers it) gets the German page.
    if (locale === 'en' && chosenLanguage(request.headers.cookie) === 'de') {
      return reply
        .header('cache-control', 'no-cache')
        .header('vary', 'Cookie')
        .redirect(`${localizedPath(path, 'de')}${url.search}`, 302);
    }
    const address = `${url.pathname}${url.search}`;
    const kept = cache.get(address);
    const rendered: Rendered = kept ? { page: kept } : await render(url, address);
    reply.header('vary', 'Cookie').header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    if (!rendered.page) return reply.status(rendered.status).send(rendered.html);
    return sendKept(request, reply, rendered.page);
  };

  /** A kept page: 304 when the visitor has it, else its bytes, compressed once for all. */
  const sendKept = async (request: FastifyRequest, reply: FastifyReply, page: CachedPage) => {
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    reply.header('vary', 'Cookie, Accept-Encoding').header('etag', etagOf(page, encoding));
    if (stillFresh(page, request.headers['if-none-match'])) return reply.status(304).send();
    if (!encoding) return reply.status(200).send(page.body);
    let body: Buffer;
    try {
      body = await cache.encoded(page, encoding);
    } catch (error) {
      app.log.warn({ err: error }, 'A page could not be compressed');
      return reply.header('etag', page.etag).status(200).send(page.body);
    }
    // Marked as compressed already, so that @fastify/compress passes it on as it is.
    return reply.header('content-encoding', encoding).status(200).send(body);
  };

  return send;
}

/**
 * The addresses of the pages that search engines find (those with a description: the public pages
 * the server renders, and the gallery), in every language: routes of their own, so that a request
 * for one is not first looked for among the web app's files.
 */
export function describedPageAddresses(): string[] {
  const described = Object.values(pages).filter(
    (page: { path: string; description?: string }) => page.description && !page.path.includes(':'),
  );
  return described.flatMap((page) => LOCALES.map((locale) => localizedPath(page.path, locale)));
}

/** The language the visitor last chose with the navbar's link, from its cookie. */
export function chosenLanguage(cookieHeader: string | undefined): Locale | undefined {
  const value = cookieValue(cookieHeader, LANGUAGE_COOKIE);
  return value === 'de' || value === 'en' ? value : undefined;
}
