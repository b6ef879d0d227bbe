import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { localizedPath, type Locale } from '@tgde/contracts';
import type { FastifyInstance } from 'fastify';
import { translateFinished } from '../../infra/i18n/server-i18n';

/** The part of apps/web/src/entry-server.tsx that the server calls. */
interface WebRenderer {
  renderPage(
    url: URL,
    fetchApi: (url: string, init: RequestInit) => Promise<Response>,
  ): Promise<{ html: string; state: unknown } | undefined>;
  serializeServerState(state: unknown): string;
  SERVER_STATE_ID: string;
}

/** The built index.html cut where a page's own head tags and markup go. */
interface Template {
  headStart: string;
  headEnd: string;
  /** The static navbar that index.html shows until the app's first render. */
  fallbackRoot: string;
  rootEnd: string;
}

const ROOT_OPEN = '<div id="root">';

function cut(html: string): Template {
  // Vite's output keeps index.html's own <title> and description: the page's tags replace them.
  const headTags = /<meta\s+name="description"[\s\S]*?\/>\s*|<title>[\s\S]*?<\/title>\s*/g;
  const headClose = html.indexOf('</head>');
  const rootOpen = html.indexOf(ROOT_OPEN);
  const bodyClose = html.lastIndexOf('</body>');
  const rootClose = html.lastIndexOf('</div>', bodyClose);
  if (headClose < 0 || rootOpen < 0 || bodyClose < 0 || rootClose < rootOpen) {
    throw new Error('index.html does not have the expected <head> and <div id="root">');
  }
  const rootInner = rootOpen + ROOT_OPEN.length;
  return {
    headStart: html.slice(0, headClose).replace(headTags, ''),
    headEnd: html.slice(headClose, rootInner),
    fallbackRoot: html.slice(rootInner, rootClose),
    rootEnd: html.slice(rootClose, bodyClose),
  };
}

export interface PageHtml {
  /**
   * The page's HTML: rendered by the web app's server renderer for the public pages it renders,
   * else index.html's app shell; both with the page's own head tags.
   */
  render(
    app: FastifyInstance,
    url: URL,
    head: { tags: string; title: string },
    locale: Locale,
  ): Promise<RenderedHtml>;
}

export interface RenderedHtml {
  html: string;
  /**
   * True when the renderer drew the page with everything it shows: every API call it made was
   * answered with success. False for the app shell, and for a page drawn around a failed call (an
   * overloaded server's 503), which shows an error the next render may not.
   */
  complete: boolean;
}

/** Text as React writes it into HTML. */
const reactText = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

/**
 * index.html's static navbar in `locale`: its links to the language's addresses, its words
 * translated (they are the navbar's own, in the catalogue).
 */
function inLanguage(markup: string, locale: Locale): string {
  return markup
    .replace(/href="(\/[^"]*)"/g, (_, href: string) => `href="${localizedPath(href, locale)}"`)
    .replace(
      /aria-label="([^"]+)"/g,
      (_, label: string) => `aria-label="${reactText(translateFinished(locale, label))}"`,
    )
    .replace(/>([^<>]*[A-Za-z][^<>]*)</g, (whole, text: string) => {
      const trimmed = text.trim();
      if (!trimmed || trimmed.startsWith('<!--')) return whole;
      return `>${text.replace(trimmed, reactText(translateFinished(locale, trimmed.replace(/\s+/g, ' '))))}<`;
    });
}

/** Makes a Response of an in-process answer, for the renderer's API calls. */
async function injectFetch(app: FastifyInstance, url: string, init: RequestInit): Promise<Response> {
  const answer = await app.inject({
    method: (init.method ?? 'GET') as 'GET',
    url,
    headers: {
      accept: 'application/json',
      'accept-language': new Headers(init.headers).get('accept-language') ?? 'en',
    },
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(answer.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, String(one));
  }
  const body =
    answer.statusCode === 204 || answer.statusCode === 304 ? null : new Uint8Array(answer.rawPayload);
  return new Response(body, { status: answer.statusCode, headers });
}

/**
 * Reads the built web app: index.html, and the server renderer that `vite build --ssr` puts next
 * to dist/ in dist-ssr/ (outside dist/, so it is never served as a file). Without the renderer
 * every page gets the app shell.
 */
export async function loadPageHtml(
  webDist: string,
  log: (error: unknown, url: string) => void,
  aboveApp = '',
): Promise<PageHtml> {
  const template = cut(readFileSync(path.join(webDist, 'index.html'), 'utf8'));
  // Markup every page shows above the app (test-mode-notice.ts): before #root, which React owns.
  if (aboveApp) template.headEnd = template.headEnd.replace(ROOT_OPEN, `${aboveApp}\n    ${ROOT_OPEN}`);
  const rendererFile = path.join(path.dirname(webDist), 'dist-ssr', 'entry-server.js');
  const renderer = existsSync(rendererFile)
    ? ((await import(pathToFileURL(rendererFile).href)) as WebRenderer)
    : undefined;

  const germanFallback = inLanguage(template.fallbackRoot, 'de');
  // A German page names itself German and offers the German app (which starts at /de).
  const germanHead = template.headStart
    .replace('<html lang="en"', '<html lang="de"')
    .replace('href="/manifest.webmanifest"', 'href="/manifest-de.webmanifest"');
  const page = (locale: Locale, head: string, root: string, extra = '') =>
    `${locale === 'de' ? germanHead : template.headStart}${head}\n  ${template.headEnd}${root}${template.rootEnd}${extra}</body>\n</html>\n`;

  return {
    async render(app, url, head, locale) {
      if (renderer) {
        try {
          let answered = true;
          const rendered = await renderer.renderPage(url, async (address, init) => {
            const answer = await injectFetch(app, address, init);
            if (!answer.ok) answered = false;
            return answer;
          });
          if (rendered) {
            // The page names itself with a <title> (React hoists it into <head> in the browser);
            // the server's render leaves it in the markup. The head has it already.
            const html = rendered.html.replaceAll(`<title>${reactText(head.title)}</title>`, '');
            const state = `<script type="application/json" id="${renderer.SERVER_STATE_ID}">${renderer.serializeServerState(rendered.state)}</script>\n  `;
            return { html: page(locale, head.tags, html, state), complete: answered };
          }
        } catch (error) {
          // A page that cannot be rendered here still works: the browser renders it.
          log(error, url.pathname);
        }
      }
      return {
        html: page(locale, head.tags, locale === 'de' ? germanFallback : template.fallbackRoot),
        complete: false,
      };
    },
  };
}
