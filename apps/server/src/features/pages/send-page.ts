import { findPage } from '@tgde/contracts';
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
    const meta = await describePage(options.catalogue, options.publicUrl, url.pathname);
    const body = await html.render(app, url, { tags: metaTags(meta), title: meta.title });
    // An address the web app has no page for shows its "not found" page, and says so to search
    // engines and monitors.
    return reply
      .status(findPage(url.pathname) ? 200 : 404)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(body);
  };
}
