import { findPage, LANGUAGE_COOKIE, localizedPath, splitLocale, type Locale } from '@tgde/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
}

export type SendPage = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

/**
 * Answers a page address with its HTML: the public pages rendered with their content, every page
 * with its own title, description and link-preview tags; status 404 for an address of no page. Never cached, like index.html: a page
 * always refers to the current build's files and shows the current catalogue.
 */
export async function createPageSender(app: FastifyInstance, options: PageOptions): Promise<SendPage> {
  const html = await loadPageHtml(
    options.webDist,
    (error, pathname) =>
      app.log.error({ err: error, pathname }, 'The page could not be rendered on the server'),
    options.paymentsTestMode ? TEST_MODE_NOTICE : '',
  );
  return async (request, reply) => {
    const url = new URL(request.url, options.publicUrl);
    const { locale, path } = splitLocale(url.pathname);
    // A visitor who chose German earlier (the navbar's link remembers it) gets the German page.
    if (locale === 'en' && chosenLanguage(request.headers.cookie) === 'de') {
      return reply
        .header('cache-control', 'no-cache')
        .header('vary', 'Cookie')
        .redirect(`${localizedPath(path, 'de')}${url.search}`, 302);
    }
    const meta = await describePage(options.catalogue, options.publicUrl, url.pathname);
    const body = await html.render(app, url, { tags: metaTags(meta), title: meta.title }, locale);
    // An address the web app has no page for shows its "not found" page, and says so to search
    // engines and monitors.
    return reply
      .status(findPage(path) ? 200 : 404)
      .header('vary', 'Cookie')
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(body);
  };
}

/** The language the visitor last chose with the navbar's link, from its cookie. */
export function chosenLanguage(cookieHeader: string | undefined): Locale | undefined {
  const value = cookieHeader
    ?.split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === LANGUAGE_COOKIE)?.[1];
  return value === 'de' || value === 'en' ? value : undefined;
}
